/*
 * The SHA-1 of the wasm build (tools/wasm/sha1.c) against nettle's digests,
 * on lengths around the block and padding edges and on SHA1PRNG's inputs.
 */
#define sha1_ctx sgw_sha1_ctx
#define sha1_init sgw_sha1_init
#define sha1_update sgw_sha1_update
#define sha1_digest sgw_sha1_digest
#include "../../tools/wasm/sha1.c"
#undef sha1_ctx
#undef sha1_init
#undef sha1_update
#undef sha1_digest

#include <nettle/sha1.h>

#include "unit.h"

/* A text of n bytes that differs from one n to the next. */
static void
fill(uint8_t *data, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		data[i] = (uint8_t)(i * 131 + n * 7 + (i >> 8));
}

static void
check_len(size_t n, size_t piece, size_t want)
{
	static uint8_t data[5000];
	uint8_t ours[SHA1_DIGEST_SIZE] = { 0 }, theirs[SHA1_DIGEST_SIZE] = { 0 };
	struct sgw_sha1_ctx a;
	struct sha1_ctx b;
	size_t at, take;

	fill(data, n);
	sgw_sha1_init(&a);
	for (at = 0; at < n; at += take) {
		take = n - at < piece ? n - at : piece;
		sgw_sha1_update(&a, take, data + at);
	}
	sgw_sha1_digest(&a, want, ours);
	sha1_init(&b);
	sha1_update(&b, n, data);
	sha1_digest(&b, want, theirs);
	ck_assert_msg(memcmp(ours, theirs, sizeof(ours)) == 0,
	    "length %zu in pieces of %zu, %zu bytes: digests differ", n, piece,
	    want);
}

START_TEST(test_lengths)
{
	size_t n;

	for (n = 0; n <= 300; n++)
		check_len(n, n ? n : 1, SHA1_DIGEST_SIZE);
	check_len(4999, 7, SHA1_DIGEST_SIZE);
	check_len(4999, 64, SHA1_DIGEST_SIZE);
}
END_TEST

START_TEST(test_pieces_and_short_digests)
{
	size_t piece, want;

	for (piece = 1; piece <= 70; piece++)
		check_len(200, piece, SHA1_DIGEST_SIZE);
	for (want = 0; want <= SHA1_DIGEST_SIZE; want++)
		check_len(20, 20, want);
}
END_TEST

/* The context starts again after a digest, as SHA1PRNG's blocks need. */
START_TEST(test_digest_starts_again)
{
	uint8_t d1[SHA1_DIGEST_SIZE], d2[SHA1_DIGEST_SIZE];
	struct sgw_sha1_ctx a;

	sgw_sha1_init(&a);
	sgw_sha1_update(&a, 3, (const uint8_t *)"abc");
	sgw_sha1_digest(&a, sizeof(d1), d1);
	sgw_sha1_update(&a, 3, (const uint8_t *)"abc");
	sgw_sha1_digest(&a, sizeof(d2), d2);
	ck_assert_mem_eq(d1, d2, sizeof(d1));
	ck_assert_int_eq(d1[0], 0xa9);	/* FIPS 180's "abc": a9993e36... */
	ck_assert_int_eq(d1[19], 0x9d);
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("sha1");
	TCase *tc = tcase_create("sha1");

	tcase_add_test(tc, test_lengths);
	tcase_add_test(tc, test_pieces_and_short_digests);
	tcase_add_test(tc, test_digest_starts_again);
	suite_add_tcase(s, tc);
	return s;
}
