/*
 * SHA1PRNG and nextInt against streams from the real JDK, read from
 * $SG_TEST_DATA/lines (tests/data/lines when SG_TEST_DATA is unset).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lines/javarand.h"
#include "unit.h"

static const int32_t bounds[] = {
	1, 2, 3, 5, 7, 9, 11, 16, 1 << 30, (1 << 30) + 1, INT32_MAX
};
#define NBOUNDS	((int)(sizeof(bounds) / sizeof(bounds[0])))

/* Seed r, or fail the test. */
static void
seeded(struct lines_javarand *r, int64_t seed)
{
	struct sg_error err;

	ck_assert_msg(lines_javarand_seed(r, seed, &err) == 0, "%s", err.msg);
}

/* Check one line "seed bound v..." of nextint.txt; bound 0 cycles. */
static int
check_nextint(char *line)
{
	struct lines_javarand r;
	int64_t seed;
	long bound, want;
	char *p = line, *end;
	int i = 0;

	seed = strtoll(p, &end, 10);
	bound = strtol(end, &p, 10);
	seeded(&r, seed);
	for (;;) {
		want = strtol(p, &end, 10);
		if (end == p)
			break;
		p = end;
		ck_assert_int_eq(lines_javarand_below(&r, bound ?
		    (int32_t)bound : bounds[i % NBOUNDS]), want);
		i++;
	}
	ck_assert_int_ge(i, 8);
	return i;
}

START_TEST(nextint_matches_java)
{
	FILE *f = unit_data("lines/nextint.txt");
	char line[1024];
	int lines = 0, values = 0;

	while (fgets(line, sizeof(line), f))
		if (line[0] != '#') {
			values += check_nextint(line);
			lines++;
		}
	fclose(f);
	ck_assert_int_eq(lines, 9 * NBOUNDS + 9);
	ck_assert_int_gt(values, 1000);
}
END_TEST

/* Each line "seed length hex" continues the stream of its seed. */
START_TEST(bytes_match_java)
{
	FILE *f = unit_data("lines/bytes.txt");
	struct lines_javarand r;
	char line[1024], hex[3] = "";
	uint8_t got[64];
	int64_t seed, last = 0;
	int len, off, i, lines = 0;

	while (fgets(line, sizeof(line), f)) {
		if (line[0] == '#')
			continue;
		ck_assert_int_eq(sscanf(line, "%" SCNd64 " %d %n", &seed, &len,
		    &off), 2);
		if (lines == 0 || seed != last)
			seeded(&r, seed);
		last = seed;
		lines_javarand_bytes(&r, got, (size_t)len);
		for (i = 0; i < len; i++) {
			snprintf(hex, sizeof(hex), "%02x", got[i]);
			ck_assert_msg(memcmp(hex, line + off + 2 * i, 2) == 0,
			    "seed %" PRId64 " byte %d", seed, i);
		}
		lines++;
	}
	fclose(f);
	ck_assert_int_eq(lines, 9 * 7);
}
END_TEST

START_TEST(seed_zero_refused)
{
	struct lines_javarand r;
	struct sg_error err;

	ck_assert_int_eq(lines_javarand_seed(&r, 0, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "seed 0"));
	ck_assert_int_eq(lines_javarand_seed(&r, INT64_MIN, &err), 0);
}
END_TEST

/* Draws in a range stay in it, powers of two included. */
START_TEST(range_bounds)
{
	struct lines_javarand r;
	int i, v;

	seeded(&r, 12345);
	for (i = 0; i < 10000; i++) {
		v = lines_javarand_range(&r, 7, 11);
		ck_assert(v >= 7 && v <= 11);
		v = lines_javarand_range(&r, 0, 7);
		ck_assert(v >= 0 && v <= 7);
		ck_assert_int_eq(lines_javarand_below(&r, 1), 0);
	}
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("lines_javarand");
	TCase *tc = tcase_create("javarand");

	tcase_add_test(tc, nextint_matches_java);
	tcase_add_test(tc, bytes_match_java);
	tcase_add_test(tc, seed_zero_refused);
	tcase_add_test(tc, range_bounds);
	suite_add_tcase(s, tc);
	return s;
}
