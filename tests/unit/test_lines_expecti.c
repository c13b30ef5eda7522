#include <string.h>

#include "core/clock.h"
#include "lines/play/expecti_internal.h"
#include "lines_unit.h"

static struct lines_tester t;
static struct lines_view view;
static struct lines_game game;
static struct sg_error err;

/* Why m is illegal on the view, or NULL. */
static const char *
illegal(struct lines_move m)
{
	struct lines_pos p;

	ck_assert_int_eq(lines_view_pos(&view, &p, NULL), 0);
	return lines_illegal(&p, m);
}

START_TEST(auto_is_expecti)
{
	ck_assert(lines_player_find("expecti")->choose == lines_expecti);
	ck_assert(lines_player_find("auto")->choose == lines_expecti);
}
END_TEST

/*
 * Four in a row on a crowded grid and a fifth ball free to join them, the
 * balls to come of a colour that gives no reason to wait (a ball of 1 may
 * land in the gap, three of 2 may grow the diagonal of 2): it joins them.
 */
START_TEST(completes_five)
{
	const char *rows[] = { "1111...", ".......", "234.423", "342.234",
	    "423.342", "234.423", "3421.2." };
	struct lines_budget b = { .nodes = 20000 };
	struct lines_move m;
	uint64_t rng = 3;

	unit_view_of(&view, 4, rows, 3);
	ck_assert_int_eq(lines_expecti(&view, &rng, &b, &m), 0);

	ck_assert_int_eq(m.r1, 6);
	ck_assert_int_eq(m.c1, 3);
	ck_assert_int_eq(m.r2, 0);
	ck_assert_int_eq(m.c2, 4);
	/* A full view has no move. */
	memset(view.cell, 1, 49);
	ck_assert_int_eq(lines_expecti(&view, &rng, &b, &m), -1);
}
END_TEST

/*
 * A gap in a row of eight 1s that one ball of 1 fills for 9 balls (38
 * points), and a five of 2 to be had: mid-game the player holds the nine
 * for the balls to come, on the last move it takes it.
 */
START_TEST(last_move_cashes_in)
{
	const char *rows[] = { "1111.1111", "2222..323", "223312332",
	    "332233223", "223322332", ".........", ".........", ".........",
	    "........." };
	struct lines_budget b = { .nodes = 20000 };
	struct lines_move m, nine = { 2, 4, 0, 4 };
	uint64_t rng = 1;

	unit_view_of(&view, 3, rows, 3);
	view.moves = 500;
	ck_assert_int_eq(lines_expecti(&view, &rng, &b, &m), 0);
	ck_assert(memcmp(&m, &nine, sizeof(m)) != 0);
	view.moves = LINES_MAX_TURNS - 1;
	b = (struct lines_budget){ .nodes = 20000 };
	ck_assert_int_eq(lines_expecti(&view, &rng, &b, &m), 0);
	ck_assert_mem_eq(&m, &nine, sizeof(m));
}
END_TEST

/*
 * Two lines of eight 1s crossing at an empty cell that only their own
 * balls reach: one of them moved in removes 13 balls (98 points).  With
 * room to wait, the player takes it at once rather than hold it for the
 * balls to come.
 */
START_TEST(cashes_long_removal)
{
	const char *rows[] = { "2323123..", "3232123..", "2323123..",
	    "....1....", "1111.1111", "....1....", "....1....", "....1....",
	    "....1...." };
	struct lines_budget b = { .nodes = 20000 };
	struct lines_pos p, q;
	struct lines_move m;
	uint64_t rng = 1;

	unit_view_of(&view, 3, rows, 3);
	view.moves = 500;
	ck_assert_int_eq(lines_expecti(&view, &rng, &b, &m), 0);
	ck_assert_int_eq(lines_view_pos(&view, &p, NULL), 0);
	ck_assert_int_eq(lines_move_alone(&p, lines_index(&p, m.r1, m.c1),
	    lines_index(&p, m.r2, m.c2), &q), 13);
}
END_TEST

/* Under a node budget the same view and stream give the same move. */
START_TEST(nodes_deterministic)
{
	const char *rows[] = { "12.3...", ".2..1..", "..2.3..", "3...1..",
	    "....3..", ".1.....", "2.....1" };
	struct lines_budget b1 = { .nodes = 3000 }, b2 = { .nodes = 3000 };
	struct lines_move m1, m2;
	uint64_t r1 = 9, r2 = 9;

	unit_view_of(&view, 3, rows, 2);
	ck_assert_int_eq(lines_expecti(&view, &r1, &b1, &m1), 0);
	ck_assert_int_eq(lines_expecti(&view, &r2, &b2, &m2), 0);
	ck_assert_mem_eq(&m1, &m2, sizeof(m1));
	ck_assert_uint_eq(b1.spent, b2.spent);
	ck_assert_uint_eq(r1, r2);
}
END_TEST

/* It spends what it is given, once the first ply is seen, and no more. */
START_TEST(nodes_respected)
{
	const char *rows[] = { "12.3...", ".2..1..", "..2.3..", "3...1..",
	    "....3..", ".1.....", "2.....1" };
	struct lines_budget b = { .nodes = 4000 };
	struct lines_move m;
	uint64_t rng = 1;

	unit_view_of(&view, 3, rows, 2);
	ck_assert_int_eq(lines_expecti(&view, &rng, &b, &m), 0);
	ck_assert_uint_gt(b.spent, 0);
	ck_assert_uint_le(b.spent, 4000);
	b.nodes = 1;
	ck_assert_int_eq(lines_expecti(&view, &rng, &b, &m), 0);
	ck_assert_ptr_null(illegal(m));
}
END_TEST

/*
 * Told what is left of the game, it takes more than its share on a crowded
 * grid, up to 10 times with 3 colours and up to 50 with 4, where its
 * futures judge every reply (this grid, 5 cells of 49 empty: near 8 and
 * near 40 times), and only its share on a roomy one.
 */
START_TEST(crowded_takes_more)
{
	const char *crowded[] = { "1231231", "2312312", "3123.23", "1..1231",
	    "23.2312", "3123123", "..23123" };
	const char *roomy[] = { "12.3...", ".2..1..", "..2.3..", "3...1..",
	    "....3..", ".1.....", "2.....1" };
	struct lines_budget b = { .nodes = 1000, .game_nodes = 1000000 };
	struct lines_move m;
	uint64_t rng = 1;

	unit_view_of(&view, 3, crowded, 2);
	ck_assert_int_eq(lines_expecti(&view, &rng, &b, &m), 0);
	ck_assert_uint_gt(b.spent, 5 * 1000);
	ck_assert_uint_le(b.spent, 10 * 1000);
	unit_view_of(&view, 4, crowded, 2);
	ck_assert_int_eq(lines_expecti(&view, &rng, &b, &m), 0);
	ck_assert_uint_gt(b.spent, 30 * 1000);
	ck_assert_uint_le(b.spent, 50 * 1000);
	unit_view_of(&view, 3, roomy, 2);
	ck_assert_int_eq(lines_expecti(&view, &rng, &b, &m), 0);
	ck_assert_uint_le(b.spent, 1000);
}
END_TEST

/* Cut off by the deadline in its first ply, it plays greedy's move. */
START_TEST(late_plays_greedy)
{
	const char *rows[] = { "12.3...", ".2..1..", "..2.3..", "3...1..",
	    "....3..", ".1.....", "2.....1" };
	struct lines_budget b = { .deadline = 1e-9 }, g = { 0 };
	struct lines_move m, mg;
	uint64_t rng = 1;

	unit_view_of(&view, 3, rows, 2);
	ck_assert_int_eq(lines_greedy(&view, &rng, &g, &mg), 0);
	ck_assert_int_eq(lines_expecti(&view, &rng, &b, &m), 0);
	ck_assert_mem_eq(&m, &mg, sizeof(m));
	ck_assert_uint_gt(b.spent, 0);
}
END_TEST

/*
 * Past its own deadline with the game's time left, it still judges every
 * legal move one ply deep rather than play greedy's move.
 */
START_TEST(late_move_sees_every_move)
{
	const char *rows[] = { "12.3...", ".2..1..", "..2.3..", "3...1..",
	    "....3..", ".1.....", "2.....1" };
	struct lines_budget b = { .deadline = 1e-9 };
	struct lines_pos p;
	struct lines_move m;
	uint64_t rng = 1, legal = 0;
	int i;

	unit_view_of(&view, 3, rows, 2);
	ck_assert_int_eq(lines_view_pos(&view, &p, NULL), 0);
	for (i = 0; i < 49; i++)
		if (p.cell[i] != LINES_EMPTY)
			legal += (uint64_t)lines_count(lines_reach(&p, i));
	b.game_deadline = sg_clock() + 60;
	ck_assert_int_eq(lines_expecti(&view, &rng, &b, &m), 0);
	ck_assert_uint_ge(b.spent, legal);
}
END_TEST

/*
 * With the game's time spent, search and greedy alike, it still answers a
 * legal move, and reports no need: a first ply cut short measures nothing.
 */
START_TEST(spent_game_answers)
{
	const char *rows[] = { "12.3...", ".2..1..", "..2.3..", "3...1..",
	    "....3..", ".1.....", "2.....1" };
	struct lines_budget b = { .deadline = 1e-9 };
	struct lines_move m;
	uint64_t rng = 1;

	unit_view_of(&view, 3, rows, 2);
	b.game_deadline = b.answer_by = sg_clock();
	ck_assert_int_eq(lines_expecti(&view, &rng, &b, &m), 0);
	ck_assert_ptr_null(illegal(m));
	ck_assert(b.needed == 0);
}
END_TEST

/*
 * A move stretched fifty-fold from a share of 9e15 moves simulated, in a
 * game of 9e18, takes 4.5e17: the product does not wrap.
 */
START_TEST(stretch_fits_big_budgets)
{
	struct lines_budget b = { .nodes = 9000000000000000,
	    .game_nodes = 9000000000000000000u };
	struct lines_spend s;

	lines_spend_init(&s, &b, 5000);
	ck_assert_uint_eq(s.nodes, 450000000000000000u);
	b.nodes = 1000;
	lines_spend_init(&s, &b, 250);
	ck_assert_uint_eq(s.nodes, 2500);
}
END_TEST

/* It sees only the view: a different future, the same choice. */
START_TEST(blind_to_future)
{
	static struct lines_tester u;
	struct lines_setup s = { 17, 0, 0 };
	struct lines_view v2;
	struct lines_budget b1 = { .nodes = 3000 }, b2 = { .nodes = 3000 };
	struct lines_move m1, m2;
	uint64_t r1 = 5, r2 = 5;

	ck_assert_int_eq(lines_tester_init(&t, &s, &err), 0);
	u = t;
	memset(u.list + 3, 1, LINES_LIST - 3);
	u.rng.state[0] ^= 0xff;
	lines_tester_view(&t, &view);
	lines_tester_view(&u, &v2);
	ck_assert_int_eq(lines_expecti(&view, &r1, &b1, &m1), 0);
	ck_assert_int_eq(lines_expecti(&v2, &r2, &b2, &m2), 0);
	ck_assert_mem_eq(&m1, &m2, sizeof(m1));
}
END_TEST

/*
 * Whole games under a node budget: every move legal in a fresh tester, and
 * the same game twice.  Seeds 4 and 8 are 7 x 7 grids of 6 and 9 colours,
 * short games.
 */
START_TEST(whole_games)
{
	const struct lines_player *pl = lines_player_find("expecti");
	struct lines_setup s = { 4, 0, 0 };
	long score;

	for (s.seed = 4; s.seed <= 8; s.seed += 4) {
		struct lines_pace pace = { .nodes = 100000 };

		ck_assert_int_eq(lines_play_game(&t, &s, pl, 1, &pace, &game,
		    &err), 0);
		ck_assert_uint_le(pace.spent, 100000 + 49 * 49);
		score = game.score;
		unit_replays(&t, &s, &game);
		pace = (struct lines_pace){ .nodes = 100000 };
		ck_assert_int_eq(lines_play_game(&t, &s, pl, 1, &pace, &game,
		    &err), 0);
		ck_assert_int_eq(game.score, score);
	}
}
END_TEST

/* Futures go two moves deep where games die young: 8x8 and up, 7+ colours. */
START_TEST(deep_where_games_die)
{
	struct lines_pos p;
	struct { int n, colors, depth; } cases[] = { { 7, 9, 1 }, { 8, 5, 1 },
	    { 8, 6, 1 }, { 8, 7, 2 }, { 11, 9, 2 }, { 11, 3, 1 } };
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		ck_assert_int_eq(lines_pos_init(&p, cases[i].n,
		    cases[i].colors, NULL), 0);
		ck_assert_int_eq(lines_future_depth(&p), cases[i].depth);
	}
}
END_TEST

/*
 * An n x n view of 6 colours, balls on every other cell, no two of a colour
 * touching, so that no move scores.
 */
static void
checkered_six(int n)
{
	static char row[LINES_MAX_SIDE][LINES_MAX_SIDE + 1];
	const char *rows[LINES_MAX_SIDE];
	int r, c;

	for (r = 0; r < n; r++) {
		for (c = 0; c < n; c++)
			row[r][c] = (r + c) % 2 ? (char)('1' + (2 * r + c) % 6) :
			    '.';
		row[r][n] = '\0';
		rows[r] = row[r];
	}
	unit_view_of(&view, 6, rows, 1);
}

/*
 * With 6 colours auto plays one ply deep on 9x9 and 10x10, spending only
 * the first ply of a budget that allows futures; expecti-hand, and auto on
 * 8x8 and 11x11, sample them.
 */
START_TEST(one_ply_with_six_colours)
{
	struct { int n; int futures; } cases[] = { { 8, 1 }, { 9, 0 },
	    { 10, 0 }, { 11, 1 } };
	struct lines_budget b;
	struct lines_move m;
	uint64_t rng = 1;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		checkered_six(cases[i].n);
		b = (struct lines_budget){ .nodes = 50000 };
		ck_assert_int_eq(lines_expecti(&view, &rng, &b, &m), 0);
		ck_assert_ptr_null(illegal(m));
		if (cases[i].futures)
			ck_assert_uint_gt(b.spent, 40000);
		else
			ck_assert_uint_lt(b.spent, 10000);
		b = (struct lines_budget){ .nodes = 50000 };
		ck_assert_int_eq(lines_expecti_hand(&view, &rng, &b, &m), 0);
		ck_assert_uint_gt(b.spent, 40000);
	}
}
END_TEST

/*
 * Four empty cells on grids where no two neighbours share a colour, so
 * that nothing is ever removed: a quiet move and its 3 balls leave one
 * empty cell, and the reply's 3 balls fill the grid.  Two moves deep, the
 * future of 8x8 sees that death; one move deep, that of 7x7 does not.
 */
START_TEST(deep_future_sees_death)
{
	const char *deep[] = { ".2345671", "45671234", "71234567",
	    "345.7123", "67123456", "234567.2", "56712345", "1234567." };
	const char *shallow[] = { ".234567", "4567123", "7123456", "345.712",
	    "6712345", "234567.", "567123." };
	struct lines_move m = { 0, 1, 0, 0 };
	struct lines_budget b = { .nodes = 100000 };
	struct lines_spend s;
	long worth;

	lines_spend_init(&s, &b, 100);
	unit_view_of(&view, 7, deep, 1);
	ck_assert_int_eq(lines_expecti_future(&view, m, 1, &s, &worth), 0);
	ck_assert_int_lt(worth, -1000000);
	unit_view_of(&view, 7, shallow, 1);
	ck_assert_int_eq(lines_expecti_future(&view, m, 1, &s, &worth), 0);
	ck_assert_int_gt(worth, -1000000);
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("lines_expecti");
	TCase *tc = tcase_create("expecti");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, auto_is_expecti);
	tcase_add_test(tc, completes_five);
	tcase_add_test(tc, last_move_cashes_in);
	tcase_add_test(tc, cashes_long_removal);
	tcase_add_test(tc, nodes_deterministic);
	tcase_add_test(tc, nodes_respected);
	tcase_add_test(tc, crowded_takes_more);
	tcase_add_test(tc, late_plays_greedy);
	tcase_add_test(tc, late_move_sees_every_move);
	tcase_add_test(tc, spent_game_answers);
	tcase_add_test(tc, stretch_fits_big_budgets);
	tcase_add_test(tc, blind_to_future);
	tcase_add_test(tc, whole_games);
	tcase_add_test(tc, deep_where_games_die);
	tcase_add_test(tc, deep_future_sees_death);
	tcase_add_test(tc, one_ply_with_six_colours);
	suite_add_tcase(s, tc);
	return s;
}
