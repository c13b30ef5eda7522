/*
 * The generator's output for a seed is fixed forever (sg(5)): these tests
 * pin it to known boards, and check it against the algorithm as sg(5)
 * writes it, coded here afresh from the page.
 */
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "samegame/gen.h"
#include "core/record.h"
#include "core/rng.h"
#include "samegame/field.h"
#include "unit.h"

static struct sgm_board b, b2;
static char field[SGM_MAX_CELLS + SGM_MAX_SIDE + 1];

static const char *
fmt(const struct sgm_board *p)
{
	ck_assert_int_ge(sgm_board_format(p, field, sizeof(field)), 0);
	return field;
}

/* The board field of sg(5)'s algorithm, written from its text. */
static const char *
spec_board(int w, int h, int colors, uint64_t seed, uint64_t index)
{
	static char out[SGM_MAX_CELLS + SGM_MAX_SIDE + 1];
	uint64_t state, z;
	char *p = out;
	int x, y;

	z = index;
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
	z ^= z >> 31;
	state = seed ^ z;
	state = (state ^ (state >> 30)) * 0xBF58476D1CE4E5B9u;
	state = (state ^ (state >> 27)) * 0x94D049BB133111EBu;
	state ^= state >> 31;
	for (y = 0; y < h; y++) {
		if (y > 0)
			*p++ = '/';
		for (x = 0; x < w; x++) {
			state += 0x9E3779B97F4A7C15u;
			z = state;
			z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
			z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
			z ^= z >> 31;
			*p++ = (char)('0' + (((z >> 32) * (uint64_t)colors) >> 32));
		}
	}
	*p = '\0';
	return out;
}

START_TEST(splitmix64)
{
	uint64_t s = 0;

	/* The reference outputs of SplitMix64 seeded with 0. */
	ck_assert_uint_eq(sg_rand(&s), UINT64_C(0xE220A8397B1DCDAF));
	ck_assert_uint_eq(sg_rand(&s), UINT64_C(0x6E789E6AA1B965F4));
	ck_assert_uint_eq(sg_rand(&s), UINT64_C(0x06C45D188009454F));
	ck_assert_uint_eq(sg_mix64(1), UINT64_C(0x5692161D100B05E5));
	ck_assert_uint_eq(sg_mix64(0), 0);
	s = 0;
	ck_assert_uint_eq(sg_rand_below(&s, 5), (uint32_t)
	    (((UINT64_C(0xE220A8397B1DCDAF) >> 32) * 5) >> 32));
}
END_TEST

START_TEST(known_boards)
{
	sgm_gen_board(&b, 15, 15, 5, 1, 1);
	ck_assert_str_eq(fmt(&b), "004202134141031/211432332244343/"
	    "421342242414320/410142402301233/104430402343332/"
	    "043332141240240/422423041402412/420222403414441/"
	    "214210333121233/144001444112100/343221411303442/"
	    "444324430421122/123424311003440/101333343011344/"
	    "401412212010320");
	sgm_gen_board(&b, 5, 5, 5, 0, 1);
	ck_assert_str_eq(fmt(&b), "10123/21201/21240/42122/03232");
	sgm_gen_board(&b, 10, 3, 10, UINT64_MAX, 3);
	ck_assert_str_eq(fmt(&b), "9127312751/1447233890/5492984927");
	sgm_gen_board(&b, 5, 4, 3, 1, 1);
	ck_assert_str_eq(fmt(&b), "00210/10120/20020/10121");
	sgm_gen_board(&b, 5, 4, 3, 1, 2);
	ck_assert_str_eq(fmt(&b), "12012/21101/12202/10220");
	sgm_gen_board(&b, 1, 1, 2, 42, 1000000);
	ck_assert_str_eq(fmt(&b), "0");
}
END_TEST

START_TEST(largest_known)
{
	uint64_t hash = UINT64_C(14695981039346656037);
	const char *p;

	/* FNV-1a of the board field of a 64x64 board of 10 colours. */
	sgm_gen_board(&b, 64, 64, 10, 20261123, 7);
	for (p = fmt(&b); *p; p++)
		hash = (hash ^ (unsigned char)*p) * UINT64_C(1099511628211);
	ck_assert_uint_eq(hash, UINT64_C(0x2531A87A5B6C9E57));
}
END_TEST

START_TEST(matches_the_page)
{
	static const struct { int w, h, c; uint64_t seed; } t[] = {
		{ 15, 15, 5, 0 }, { 15, 15, 5, 1 }, { 1, 1, 1, 9 },
		{ 64, 64, 10, UINT64_MAX }, { 7, 3, 2, 123456789 },
		{ 20, 10, 4, UINT64_C(0x8000000000000000) },
	};
	uint64_t i;
	size_t k;

	for (k = 0; k < sizeof(t) / sizeof(t[0]); k++)
		for (i = 1; i <= 50; i++) {
			sgm_gen_board(&b, t[k].w, t[k].h, t[k].c, t[k].seed, i);
			ck_assert_str_eq(fmt(&b), spec_board(t[k].w, t[k].h,
			    t[k].c, t[k].seed, i));
		}
}
END_TEST

START_TEST(full_and_settled)
{
	int count[SGM_MAX_COLORS], x;

	sgm_gen_board(&b, 64, 64, 10, 5, 1);
	ck_assert_int_eq(b.tiles, SGM_MAX_CELLS);
	ck_assert_int_eq(b.ncols, 64);
	for (x = 0; x < 64; x++)
		ck_assert_int_eq(b.height[x], 64);
	ck_assert_int_eq(sgm_color_counts(&b, count), 10);
	sgm_board_copy(&b2, &b);
	ck_assert_int_eq(sgm_board_settle_check(&b2, NULL), 0);
	ck_assert_int_eq(b2.tiles, b.tiles);
	sgm_gen_board(&b, 30, 30, 3, 5, 1);
	ck_assert_int_eq(sgm_color_counts(&b, count), 3);
	sgm_gen_board(&b, 30, 30, 1, 5, 1);
	ck_assert_int_eq(sgm_color_counts(&b, count), 1);
}
END_TEST

START_TEST(repeatable_and_distinct)
{
	sgm_gen_board(&b, 15, 15, 5, 77, 3);
	sgm_gen_board(&b2, 15, 15, 5, 77, 3);
	ck_assert(sgm_board_equal(&b, &b2));
	sgm_gen_board(&b2, 15, 15, 5, 77, 4);
	ck_assert(!sgm_board_equal(&b, &b2));
	sgm_gen_board(&b2, 15, 15, 5, 78, 3);
	ck_assert(!sgm_board_equal(&b, &b2));
	/* Board i does not depend on the boards made before it. */
	sgm_gen_board(&b2, 15, 15, 5, 77, 1);
	sgm_gen_board(&b2, 15, 15, 5, 77, 3);
	ck_assert(sgm_board_equal(&b, &b2));
}
END_TEST

/* Every cell holds a colour of 0..ncolors-1, for every count of colours. */
START_TEST(colours_in_range)
{
	int c, i, x, y, bad;

	for (c = 1; c <= SGM_MAX_COLORS; c++)
		for (i = 1; i <= 20; i++) {
			sgm_gen_board(&b, 3 * i, 64 - 3 * i, c, (uint64_t)c,
			    (uint64_t)i);
			bad = 0;
			for (x = 0; x < b.w; x++)
				for (y = 0; y < b.h; y++)
					bad += sgm_cell(&b, x, y) < 1 ||
					    sgm_cell(&b, x, y) > c;
			ck_assert_msg(bad == 0, "%d colours, board %d: %d "
			    "cells out of range", c, i, bad);
		}
}
END_TEST

/* On 15x15 boards of 5 colours, each colour shows, about 45 times. */
START_TEST(every_colour_shows)
{
	int count[SGM_MAX_COLORS], total[5] = {0}, i, c;

	for (i = 1; i <= 200; i++) {
		sgm_gen_board(&b, 15, 15, 5, 3, (uint64_t)i);
		ck_assert_int_eq(sgm_color_counts(&b, count), 5);
		for (c = 0; c < 5; c++)
			total[c] += count[c];
		ck_assert_int_eq(count[5], 0);
	}
	for (c = 0; c < 5; c++)		/* 9000 expected, sd about 85 */
		ck_assert_msg(total[c] > 8500 && total[c] < 9500,
		    "colour %d drawn %d times of 45000", c, total[c]);
}
END_TEST

START_TEST(smallest_and_largest)
{
	sgm_gen_board(&b, 1, 1, 10, 1, 1);
	ck_assert_int_eq(b.w, 1);
	ck_assert_int_eq(b.h, 1);
	ck_assert_int_eq(b.tiles, 1);
	ck_assert_int_eq(b.ncols, 1);
	ck_assert_str_eq(fmt(&b), spec_board(1, 1, 10, 1, 1));
	sgm_gen_board(&b, 64, 1, 4, 1, 1);
	ck_assert_str_eq(fmt(&b), spec_board(64, 1, 4, 1, 1));
	sgm_gen_board(&b, 1, 64, 4, 1, 1);
	ck_assert_str_eq(fmt(&b), spec_board(1, 64, 4, 1, 1));
	ck_assert_int_eq(b.height[0], 64);
	sgm_gen_board(&b, 64, 64, 4, 1, 1);
	ck_assert_int_eq(b.tiles, SGM_MAX_CELLS);
	ck_assert_str_eq(fmt(&b), spec_board(64, 64, 4, 1, 1));
}
END_TEST

/* Boards far into a set, and a reused board, come out as the page says. */
START_TEST(large_indices)
{
	static const uint64_t idx[] = { 0, UINT64_C(1) << 32,
	    UINT64_C(0xFFFFFFFFFFFFFFFF), UINT64_C(1234567890123) };
	size_t k;

	sgm_gen_board(&b, 64, 64, 10, 5, 1);	/* a bigger board before */
	for (k = 0; k < sizeof(idx) / sizeof(idx[0]); k++) {
		sgm_gen_board(&b, 9, 4, 6, 31337, idx[k]);
		ck_assert_int_eq(b.tiles, 36);
		ck_assert_str_eq(fmt(&b), spec_board(9, 4, 6, 31337, idx[k]));
	}
}
END_TEST

/* The board field of sg(5)'s balanced(), written from its text. */
static const char *
spec_balanced(int w, int h, int colors, uint64_t seed, uint64_t index)
{
	static char out[SGM_MAX_CELLS + SGM_MAX_SIDE + 1];
	uint64_t state = sg_mix64(seed ^ sg_mix64(index));
	int tile[SGM_MAX_CELLS], k, j, t, x, y;
	char *p = out;

	for (k = 0; k < w * h; k++)
		tile[k] = k % colors;
	for (k = w * h - 1; k > 0; k--) {
		j = (int)(((sg_rand(&state) >> 32) * (uint64_t)(k + 1)) >> 32);
		t = tile[k];
		tile[k] = tile[j];
		tile[j] = t;
	}
	for (y = 0; y < h; y++) {	/* tile k is the k-th cell written */
		if (y > 0)
			*p++ = '/';
		for (x = 0; x < w; x++)
			*p++ = (char)('0' + tile[y * w + x]);
	}
	*p = '\0';
	return out;
}

/*
 * Boards of given counts: pinned to sg(5)'s check value, each colour with
 * its count, and with the balanced counts the page's balanced board.
 */
START_TEST(counts_are_kept)
{
	static const int dominant[] = { 65, 40, 40, 40, 40 };
	static const int some[] = { 0, 100, 7, 3000, 989 };
	int count[SGM_MAX_COLORS], want[SGM_MAX_COLORS], c, w, i;

	ck_assert_int_eq(sgm_gen_counts(&b, 5, 4, 3, (const int[]){ 10, 6, 4 },
	    1, 1), 0);
	ck_assert_str_eq(fmt(&b), "01000/02120/20211/11000");
	for (i = 1; i <= 20; i++) {
		ck_assert_int_eq(sgm_gen_counts(&b, 15, 15, 5, dominant, 9,
		    (uint64_t)i), 0);
		sgm_color_counts(&b, count);
		for (c = 0; c < 5; c++)
			ck_assert_int_eq(count[c], dominant[c]);
	}
	ck_assert_int_eq(sgm_gen_counts(&b, 64, 64, 5, some, 3, 1), 0);
	ck_assert_int_eq(b.tiles, SGM_MAX_CELLS);
	sgm_color_counts(&b, count);
	for (c = 0; c < 5; c++)
		ck_assert_int_eq(count[c], some[c]);
	for (w = 1; w <= 20; w++)	/* remainders of every kind */
		for (c = 1; c <= SGM_MAX_COLORS; c++) {
			for (i = 0; i < c; i++)
				want[i] = w * 7 / c + (i < w * 7 % c);
			ck_assert_int_eq(sgm_gen_counts(&b, w, 7, c, want, 11,
			    (uint64_t)w), 0);
			ck_assert_str_eq(fmt(&b), spec_balanced(w, 7, c, 11,
			    (uint64_t)w));
		}
}
END_TEST

/* Counts that are negative, too big or do not sum to w x h are refused. */
START_TEST(bad_counts_are_refused)
{
	static const int bad[][3] = {
		{ 10, 6, 3 }, { 10, 6, 5 }, { 21, -1, 0 }, { 0, 0, 0 },
	};
	size_t k;

	sgm_gen_board(&b, 5, 4, 3, 1, 1);
	sgm_board_copy(&b2, &b);
	for (k = 0; k < sizeof(bad) / sizeof(bad[0]); k++) {
		ck_assert_int_eq(sgm_gen_counts(&b, 5, 4, 3, bad[k], 1, 1), -1);
		ck_assert(sgm_board_equal(&b, &b2));
	}
	ck_assert_int_eq(sgm_gen_counts(&b, 5, 4, 2,
	    (const int[]){ INT_MAX, 20 - INT_MAX }, 1, 1), -1);
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("gen");
	TCase *tc = tcase_create("gen");

	tcase_add_test(tc, splitmix64);
	tcase_add_test(tc, known_boards);
	tcase_add_test(tc, largest_known);
	tcase_add_test(tc, matches_the_page);
	tcase_add_test(tc, full_and_settled);
	tcase_add_test(tc, repeatable_and_distinct);
	tcase_add_test(tc, colours_in_range);
	tcase_add_test(tc, every_colour_shows);
	tcase_add_test(tc, smallest_and_largest);
	tcase_add_test(tc, large_indices);
	tcase_add_test(tc, counts_are_kept);
	tcase_add_test(tc, bad_counts_are_refused);
	suite_add_tcase(s, tc);
	return s;
}
