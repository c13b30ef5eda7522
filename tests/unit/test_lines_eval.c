#include <string.h>

#include "lines/play/expecti_internal.h"
#include "lines_unit.h"

static struct lines_view view;

/* The position of rows (see unit_view_of) with colors colours. */
static struct lines_pos
pos_of(int colors, const char *rows[])
{
	struct lines_pos p;

	unit_view_of(&view, colors, rows, 1);
	ck_assert_int_eq(lines_view_pos(&view, &p, NULL), 0);
	return p;
}

/*
 * What lines_eval gives the hopes of a game that lives on rows with fewer
 * colours over those with many: the colours above fewer are absent from
 * rows, so many changes only the long removals and crosses in the making,
 * and the worth of the free cells, taken out here.
 */
static long
hopes_between(const char *rows[], int fewer, int many)
{
	struct lines_pos few = pos_of(fewer, rows), more = pos_of(many, rows);
	int empty = lines_count(few.grid & ~few.full);

	return lines_eval(&few) - lines_eval(&more) -
	    (lines_eval_free(&few, empty) - lines_eval_free(&more, empty));
}

static long
hopes_over(const char *rows[], int many)
{
	return hopes_between(rows, 3, many);
}

/* The hopes of 3 colours on rows, on 9x9 grids, where 5 hope for none. */
static long
ambition_of(const char *rows[])
{
	return hopes_over(rows, 5);
}

/* Two runs of 5 crossing on one cell are 9 cells, found from any set. */
START_TEST(runs_in_cross)
{
	const char *rows[] = { "....1....", "....1....", "....1....",
	    "....1....", "11111....", ".........", ".........", ".........",
	    "........." };
	struct lines_pos p = pos_of(3, rows);

	ck_assert_int_eq(lines_count(lines_runs_in(&p, p.color[1])), 9);
	ck_assert_int_eq(lines_count(lines_runs_in(&p, p.color[1] &
	    ~lines_bit(4 * 9 + 4))), 0);
}
END_TEST

/*
 * A gap that removes 6 is worth more than a gap that removes 5 on an
 * empty 9x9 grid with few colours, and no more on a 7x7 grid.
 */
START_TEST(long_gaps_valued)
{
	const char *six[] = { "11.111...", ".........", ".........",
	    ".........", ".........", ".........", ".........", ".........",
	    "........." };
	const char *five[] = { "11.11....", ".........", ".........",
	    ".........", ".........", ".........", ".........", ".........",
	    "........." };
	const char *small[] = { "11.111.", ".......", ".......", ".......",
	    ".......", ".......", "......." };

	ck_assert_int_gt(ambition_of(six), 0);
	ck_assert_int_eq(ambition_of(five), 0);
	ck_assert_int_eq(ambition_of(small), 0);
}
END_TEST

/*
 * A free cell is worth more with 4 colours than with 3, and more with 5
 * than with 3, whether the grid is crowded or half empty: the fewer cells
 * a colour has, the more room counts.
 */
START_TEST(free_worth_by_colors)
{
	const char *rows[] = { ".........", ".........", ".........",
	    ".........", ".........", ".........", ".........", ".........",
	    "........." };
	struct lines_pos three = pos_of(3, rows), four = pos_of(4, rows);
	struct lines_pos five = pos_of(5, rows);
	int empty[] = { 10, 70 }, i;

	for (i = 0; i < 2; i++) {
		ck_assert_int_gt(lines_eval_free(&four, empty[i]),
		    lines_eval_free(&three, empty[i]));
		ck_assert_int_gt(lines_eval_free(&five, empty[i]),
		    lines_eval_free(&three, empty[i]));
	}
	ck_assert_int_eq(lines_eval_free(&three, 10), 10 *
	    lines_eval_weights(3)->free);
}
END_TEST

/*
 * With 3 colours a free cell counts in full only up to 5 empty cells a
 * colour, the room a game needs; with 4, up to half the grid.
 */
START_TEST(free_worth_knee)
{
	const char *rows[] = { ".........", ".........", ".........",
	    ".........", ".........", ".........", ".........", ".........",
	    "........." };
	struct lines_pos three = pos_of(3, rows), four = pos_of(4, rows);
	long free3 = lines_eval_weights(3)->free;
	long free4 = lines_eval_weights(4)->free;

	ck_assert_int_eq(lines_eval_free(&three, 15) -
	    lines_eval_free(&three, 14), free3);
	ck_assert_int_lt(lines_eval_free(&three, 16) -
	    lines_eval_free(&three, 15), free3);
	ck_assert_int_eq(lines_eval_free(&four, 40) -
	    lines_eval_free(&four, 39), free4);
	ck_assert_int_lt(lines_eval_free(&four, 41) -
	    lines_eval_free(&four, 40), free4);
}
END_TEST

/*
 * An empty cell where two windows of 3 balls of a colour meet is worth
 * something to a game that lives; the same balls apart are not.
 */
START_TEST(near_cross_valued)
{
	const char *meet[] = { "..1......", "..1......", "11.1.....",
	    "..1......", ".........", ".........", ".........", ".........",
	    "........." };
	const char *apart[] = { ".......1.", ".......1.", "11.1.....",
	    ".......1.", ".........", ".........", ".........", ".........",
	    "........." };

	ck_assert_int_gt(ambition_of(meet), 0);
	ck_assert_int_eq(ambition_of(apart), 0);
}
END_TEST

/*
 * With 3 colours on 10x10 a cross in the making is still worth something
 * with 21 cells empty, 7 a colour, where 4 colours hope for nothing; on
 * 9x9 it is worth nothing there, and the same balls apart neither.
 */
START_TEST(near_cross_roomy_longer)
{
	const char *meet[] = { "2213223322", "3312332233", "11.1.23322",
	    "3312332233", "22.3223322", "3322332233", "2233223322",
	    "3322332233", "........22", ".........." };
	const char *apart[] = { "2233223122", "3322332133", "11.1.23322",
	    "3322332133", "2233223.22", "3322332233", "2233223322",
	    "3322332233", "........22", ".........." };
	const char *small[] = { "221322332", "331233223", "11.1.2332",
	    "331233223", "22.322332", "332233223", "223322332", ".........",
	    "........." };

	ck_assert_int_gt(hopes_over(meet, 4), 0);
	ck_assert_int_eq(hopes_over(apart, 4), 0);
	ck_assert_int_eq(ambition_of(small), 0);
}
END_TEST

/*
 * A cross in the making is worth more with 3 colours on 9x9 than on the
 * roomier 10x10, both nearly empty: tight grids gain most from holding
 * balls back for it.
 */
START_TEST(near_cross_tight_more)
{
	const char *tight[] = { "..1......", "..1......", "11.1.....",
	    "..1......", ".........", ".........", ".........", ".........",
	    "........." };
	const char *roomy[] = { "..1.......", "..1.......", "11.1......",
	    "..1.......", "..........", "..........", "..........",
	    "..........", "..........", ".........." };

	ck_assert_int_gt(hopes_over(roomy, 6), 0);
	ck_assert_int_gt(hopes_over(tight, 6), hopes_over(roomy, 6));
}
END_TEST

/*
 * With 3 colours on a roomy 10x10 a long gap counts in full from 8 empty
 * cells a colour, 24; on 9x9 with as many empty it counts in part.  (4
 * colours hope for nothing with 24 empty.)
 */
START_TEST(ambition_steeper_when_roomy)
{
	const char *roomy[] = { "11.111....", "2233223322", "3322332233",
	    "2233223322", "3322332233", "2233223322", "3322332233",
	    "3322332...", "2233......", ".........." };
	const char *crowded[] = { "11.111...", "223322332", "332233223",
	    "223322332", "332233223", "223322...", "332233...", "2233.....",
	    "........." };
	const char *empty[] = { "11.111...", ".........", ".........",
	    ".........", ".........", ".........", ".........", ".........",
	    "........." };

	ck_assert_int_gt(ambition_of(empty), 0);
	ck_assert_int_eq(hopes_between(roomy, 3, 4), ambition_of(empty));
	ck_assert_int_lt(ambition_of(crowded), ambition_of(empty));
	ck_assert_int_gt(ambition_of(crowded), 0);
}
END_TEST

/*
 * With 4 colours on a nearly empty 8x8 a cross in the making is worth
 * something: 5 colours, whose windows are worth as much, hope for none
 * there.
 */
START_TEST(near_cross_four_on_eight)
{
	const char *meet[] = { "..1.....", "..1.....", "11.1....",
	    "..1.....", "........", "........", "........", "........" };

	ck_assert_int_gt(hopes_between(meet, 4, 5), 0);
}
END_TEST

/* On a crowded grid a long gap is worth nothing more: survival first. */
START_TEST(crowded_no_ambition)
{
	const char *rows[] = { "11.111232", "232323232", "323232323",
	    "232323232", "323232323", "232323232", "323232323", "2323.....",
	    "........." };

	ck_assert_int_eq(ambition_of(rows), 0);
}
END_TEST

/* What the weights' unreached takes off rows, with 7 colours. */
static long
unreached_cost(const char *rows[])
{
	struct lines_pos p = pos_of(7, rows);
	struct lines_eval_weights none = *lines_eval_weights(7);

	none.unreached = 0;
	return lines_eval_with(&p, &none) - lines_eval(&p);
}

/*
 * A gap walled in costs unreached when no ball of its colour but those of
 * its run can be sent to it, and nothing when one can: two walled gaps
 * cost twice, each region flooded for its own.
 */
START_TEST(unreached_gap_costs)
{
	const char *walled[] = { "1111.2..", "....2...", "........",
	    "........", "........", "........", "........", ".......1" };
	const char *open[] = { "1111.2..", "........", "........",
	    "........", "........", "........", "........", ".......1" };
	const char *beside[] = { "1111.2..", "....1...", "........",
	    "........", "........", "........", "........", "........" };
	const char *two[] = { "1111.2..", "....2...", ".......5",
	    "4444....", "5555....", "4.......", "....2...", "3333.2.." };
	long cost = lines_eval_weights(7)->unreached;

	ck_assert_int_gt(cost, 0);
	ck_assert_int_eq(unreached_cost(walled), cost);
	ck_assert_int_eq(unreached_cost(open), 0);
	ck_assert_int_eq(unreached_cost(beside), 0);
	ck_assert_int_eq(unreached_cost(two), 2 * cost);
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("lines_eval");
	TCase *tc = tcase_create("eval");

	tcase_add_test(tc, runs_in_cross);
	tcase_add_test(tc, long_gaps_valued);
	tcase_add_test(tc, crowded_no_ambition);
	tcase_add_test(tc, ambition_steeper_when_roomy);
	tcase_add_test(tc, near_cross_four_on_eight);
	tcase_add_test(tc, near_cross_valued);
	tcase_add_test(tc, near_cross_roomy_longer);
	tcase_add_test(tc, near_cross_tight_more);
	tcase_add_test(tc, free_worth_by_colors);
	tcase_add_test(tc, free_worth_knee);
	tcase_add_test(tc, unreached_gap_costs);
	suite_add_tcase(s, tc);
	return s;
}
