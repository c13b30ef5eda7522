#include <string.h>

#include "core/rng.h"
#include "lines/lines.h"
#include "unit.h"

static struct lines_pos p;
static struct lines_step step;
static struct sg_error err;

/* Make p from rows of digits ('.' empty), top row first, or fail the test. */
static void
grid(int colors, const char *rows[])
{
	int n = (int)strlen(rows[0]), r, c;

	ck_assert_int_eq(lines_pos_init(&p, n, colors, &err), 0);
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
			if (rows[r][c] != '.')
				lines_put(&p, r * n + c, rows[r][c] - '0');
}

static struct lines_move
move(int r1, int c1, int r2, int c2)
{
	struct lines_move m = {
		(int8_t)r1, (int8_t)c1, (int8_t)r2, (int8_t)c2
	};

	return m;
}

/* A source of additions with fixed colours and cells, for lines_turn. */
struct fixed {
	const int *color, *cell;
	int n, used;
};

static int
fixed_color(void *ctx)
{
	struct fixed *f = ctx;

	return f->used < f->n ? f->color[f->used] : 0;
}

static int
fixed_cell(void *ctx, const struct lines_pos *q)
{
	struct fixed *f = ctx;

	ck_assert_int_eq(q->cell[f->cell[f->used]], LINES_EMPTY);
	return f->cell[f->used++];
}

/* Bits set in b, one at a time. */
static int
count_slowly(lines_bits b)
{
	int n = 0;

	for (; b; b >>= 1)
		n += (int)(b & 1);
	return n;
}

START_TEST(count_matches_a_loop)
{
	lines_bits b;
	uint64_t z = 1;
	int i;

	ck_assert_int_eq(lines_count(0), 0);
	ck_assert_int_eq(lines_count(~(lines_bits)0), 128);
	for (i = 0; i < 128; i++)
		ck_assert_int_eq(lines_count(lines_bit(i)), 1);
	for (i = 0; i < 1000; i++) {
		z = sg_mix64(z + SG_GOLDEN);
		b = (lines_bits)z << 64 | sg_mix64(z);
		if (i % 3 == 0)
			b &= (lines_bits)sg_mix64(~z) << 64 | sg_mix64(z ^ 1);
		ck_assert_int_eq(lines_count(b), count_slowly(b));
	}
}
END_TEST

START_TEST(points)
{
	ck_assert_int_eq(lines_points(0), 0);
	ck_assert_int_eq(lines_points(5), 10);
	ck_assert_int_eq(lines_points(6), 14);
	ck_assert_int_eq(lines_points(9), 38);
	ck_assert_int_eq(lines_points(10), 50);
}
END_TEST

START_TEST(init_bounds)
{
	ck_assert_int_eq(lines_pos_init(&p, 6, 5, &err), -1);
	ck_assert_str_eq(err.msg, "grid side 6 is not in 7..11");
	ck_assert_int_eq(lines_pos_init(&p, 12, 5, NULL), -1);
	ck_assert_int_eq(lines_pos_init(&p, 7, 2, &err), -1);
	ck_assert_str_eq(err.msg, "colour count 2 is not in 3..9");
	ck_assert_int_eq(lines_pos_init(&p, 11, 10, &err), -1);
	ck_assert_int_eq(lines_pos_init(&p, 11, 9, &err), 0);
	ck_assert_int_eq(lines_count(p.grid), 121);
	ck_assert_int_eq(p.balls, 0);
}
END_TEST

/* The runs found in each direction, and none that wraps round a row. */
START_TEST(runs_in_four_directions)
{
	const char *row[] = { ".......", "..11111", ".......", ".......",
	    ".......", ".......", "......." };
	const char *diag[] = { "2......", ".2.....", "..2....", "...2...",
	    "....2..", ".......", "......." };
	const char *anti[] = { ".......", ".......", "......3", ".....3.",
	    "....3..", "...3...", "..3...." };
	const char *wrap[] = { ".....11", "111....", ".......", ".......",
	    "...1...", "...1...", "...1..." };
	const char *four[] = { "1111...", "2......", "2......", "2......",
	    "2......", "..3.3..", "...3..." };

	grid(3, row);
	ck_assert_int_eq(lines_count(lines_runs(&p, ~0u)), 5);
	ck_assert(lines_runs(&p, ~0u) == p.color[1]);
	ck_assert(lines_runs(&p, 1u << 2) == 0);
	grid(3, diag);
	ck_assert(lines_runs(&p, 1u << 2) == p.color[2]);
	grid(3, anti);
	ck_assert(lines_runs(&p, 1u << 3) == p.color[3]);
	grid(3, wrap);
	ck_assert(lines_runs(&p, ~0u) == 0);
	grid(3, four);
	ck_assert(lines_runs(&p, ~0u) == 0);
}
END_TEST

/* A cross of two lines is one removal of 9 balls: 38 points, not 10 + 10. */
START_TEST(cross_scores_as_union)
{
	const char *rows[] = { ".......", ".1...1.", "..1.1..", ".......",
	    "..1.1..", ".1...1.", "...1..." };
	struct fixed none = { NULL, NULL, 0, 0 };
	struct lines_source src = { fixed_color, fixed_cell, &none };

	grid(3, rows);
	ck_assert_ptr_null(lines_illegal(&p, move(6, 3, 3, 3)));
	ck_assert_int_eq(lines_turn(&p, move(6, 3, 3, 3), &src, &step), 38);
	ck_assert_int_eq(step.removed, 9);
	ck_assert_int_eq(step.score, 38);
	ck_assert_int_eq(p.balls, 0);
	ck_assert_int_eq(step.added, 0);	/* the source has none */
	ck_assert_int_eq(lines_count(step.removed_cells), 9);
}
END_TEST

/* Both diagonals meet in one cell; a 1 there makes a line, a 2 too. */
START_TEST(diagonals_meet)
{
	const char *rows[] = { "1.....2", ".1...2.", "..1.2..", ".......",
	    "..2.1..", ".2...1.", "2.....1" };
	struct lines_pos q;

	grid(3, rows);
	ck_assert(lines_runs(&p, ~0u) == 0);
	q = p;
	lines_put(&q, 24, 1);
	ck_assert(lines_runs(&q, ~0u) == q.color[1]);
	ck_assert_int_eq(lines_count(q.color[1]), 7);
	q = p;
	lines_put(&q, 24, 2);
	ck_assert(lines_runs(&q, ~0u) == q.color[2]);
}
END_TEST

/* Additions that make lines of two colours: one removal of 10, 50 points. */
START_TEST(two_colours_one_removal)
{
	const char *rows[] = { "1111...", "......2", "......2", "......2",
	    "......2", ".......", "3......" };
	const int color[] = { 1, 2, 3 }, cell[] = { 4, 6, 48 };
	struct fixed f = { color, cell, 3, 0 };
	struct lines_source src = { fixed_color, fixed_cell, &f };

	grid(3, rows);
	ck_assert_int_eq(lines_turn(&p, move(6, 0, 6, 1), &src, &step), 50);
	ck_assert_int_eq(step.removed, 0);
	ck_assert_int_eq(step.removed_after, 10);
	ck_assert_int_eq(p.balls, 2);
}
END_TEST

START_TEST(reach_and_paths)
{
	const char *rows[] = { ".1.....", "1......", ".......", "...222.",
	    "...2.2.", "...222.", "......." };

	grid(3, rows);
	ck_assert_int_eq(p.balls, 10);
	ck_assert_int_eq(lines_count(lines_reach(&p, 1)), 49 - 10 - 1);
	ck_assert(!(lines_reach(&p, 1) & lines_bit(4 * 7 + 4)));
	ck_assert(lines_reach(&p, 1) & lines_bit(0));
	ck_assert_ptr_null(lines_illegal(&p, move(0, 1, 0, 0)));
	ck_assert_str_eq(lines_illegal(&p, move(3, 3, 4, 4)), "no free path");
	ck_assert_str_eq(lines_illegal(&p, move(0, 1, 4, 4)), "no free path");
	ck_assert_ptr_null(lines_illegal(&p, move(0, 1, 6, 6)));
	ck_assert_ptr_null(lines_illegal(&p, move(3, 3, 0, 6)));
	ck_assert_str_eq(lines_illegal(&p, move(0, 1, 0, 1)),
	    "to the same cell");
	ck_assert_str_eq(lines_illegal(&p, move(0, 0, 0, 2)),
	    "from an empty cell");
	ck_assert_str_eq(lines_illegal(&p, move(0, 1, 1, 0)), "to a full cell");
	ck_assert_str_eq(lines_illegal(&p, move(0, 1, 0, 7)), "off the grid");
	ck_assert_str_eq(lines_illegal(&p, move(0, -1, 0, 2)), "off the grid");
	ck_assert_str_eq(lines_illegal(&p, move(127, 0, 0, 2)), "off the grid");
}
END_TEST

START_TEST(nth_cells)
{
	lines_bits b = lines_bit(3) | lines_bit(63) | lines_bit(64) |
	    lines_bit(120);

	ck_assert_int_eq(lines_nth(b, 0), 3);
	ck_assert_int_eq(lines_nth(b, 1), 63);
	ck_assert_int_eq(lines_nth(b, 2), 64);
	ck_assert_int_eq(lines_nth(b, 3), 120);
	ck_assert_int_eq(lines_first(lines_bit(100)), 100);
	ck_assert_int_eq(lines_count(b), 4);
}
END_TEST

/* A move that removes nothing brings balls, which may complete a line. */
START_TEST(addition_completes_a_line)
{
	const char *rows[] = { "1111...", ".......", ".......", ".......",
	    ".......", "......2", "......." };
	const int color[] = { 1, 3, 3 }, cell[] = { 4, 10, 20 };
	struct fixed f = { color, cell, 3, 0 };
	struct lines_source src = { fixed_color, fixed_cell, &f };

	grid(3, rows);
	ck_assert_int_eq(lines_turn(&p, move(5, 6, 6, 6), &src, &step), 10);
	ck_assert_int_eq(step.removed, 0);
	ck_assert_int_eq(step.added, 3);
	ck_assert_int_eq(step.added_cell[0], 4);
	ck_assert_int_eq(step.added_color[0], 1);
	ck_assert_int_eq(step.removed_after, 5);
	ck_assert_int_eq(p.balls, 3);
	ck_assert_int_eq(lines_at(&p, 0, 0), LINES_EMPTY);
}
END_TEST

/* A move that empties the grid brings 3 balls, and so do additions that do. */
START_TEST(emptied_grid_refilled)
{
	const char *rows[] = { "1111...", ".......", ".......", ".......",
	    "....1..", ".......", "......." };
	const char *rows2[] = { "111....", ".......", ".......", ".......",
	    ".......", "......1", "......3" };
	const char *rows3[] = { "11.....", ".......", ".......", ".......",
	    ".......", ".......", "1......" };
	const int color[] = { 2, 3, 2 }, cell[] = { 10, 20, 30 };
	const int color2[] = { 1, 1, 3 }, cell2[] = { 3, 4, 47 };
	const int color3[] = { 1, 1, 1, 3, 3, 2 };
	const int cell3[] = { 3, 4, 5, 48, 47, 46 };
	struct fixed f = { color, cell, 3, 0 };
	struct lines_source src = { fixed_color, fixed_cell, &f };

	/* The move empties the grid: 3 balls come. */
	grid(3, rows);
	ck_assert_int_eq(lines_turn(&p, move(4, 4, 0, 4), &src, &step), 10);
	ck_assert_int_eq(step.removed, 5);
	ck_assert_int_eq(step.added, 3);
	ck_assert_int_eq(p.balls, 3);
	/* The additions make a line but leave balls: no more come. */
	f = (struct fixed){ color2, cell2, 3, 0 };
	grid(3, rows2);
	ck_assert_int_eq(lines_turn(&p, move(5, 6, 1, 1), &src, &step), 10);
	ck_assert_int_eq(step.removed, 0);
	ck_assert_int_eq(step.added, 3);
	ck_assert_int_eq(step.removed_after, 5);
	ck_assert_int_eq(p.balls, 3);
	/* The additions make a line of all the balls: 3 more come. */
	f = (struct fixed){ color3, cell3, 6, 0 };
	grid(3, rows3);
	ck_assert_int_eq(lines_turn(&p, move(6, 0, 0, 2), &src, &step), 14);
	ck_assert_int_eq(step.removed, 0);
	ck_assert_int_eq(step.removed_after, 6);
	ck_assert_int_eq(step.added, 6);
	ck_assert_int_eq(step.added_cell[5], 46);
	ck_assert_int_eq(p.balls, 3);
	ck_assert_int_eq(lines_at(&p, 6, 4), 2);
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("lines_rules");
	TCase *tc = tcase_create("rules");

	tcase_add_test(tc, count_matches_a_loop);
	tcase_add_test(tc, points);
	tcase_add_test(tc, init_bounds);
	tcase_add_test(tc, runs_in_four_directions);
	tcase_add_test(tc, cross_scores_as_union);
	tcase_add_test(tc, diagonals_meet);
	tcase_add_test(tc, two_colours_one_removal);
	tcase_add_test(tc, reach_and_paths);
	tcase_add_test(tc, nth_cells);
	tcase_add_test(tc, addition_completes_a_line);
	tcase_add_test(tc, emptied_grid_refilled);
	suite_add_tcase(s, tc);
	return s;
}
