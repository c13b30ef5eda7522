#include <string.h>

#include "core/clock.h"
#include "lines_unit.h"

static struct lines_tester t;
static struct lines_view view;
static struct lines_game game;
static struct sg_error err;
static struct lines_budget budget;
static struct lines_tester played;

static void
start(int64_t seed)
{
	struct lines_setup s = { seed, 0, 0 };

	ck_assert_msg(lines_tester_init(&t, &s, &err) == 0, "%s", err.msg);
}

START_TEST(players_by_name)
{
	ck_assert(lines_player_find("greedy")->choose == lines_greedy);
	ck_assert(lines_player_find("random")->choose == lines_random);
	ck_assert_ptr_null(lines_player_find("Greedy"));
	ck_assert_ptr_null(lines_player_find(""));
}
END_TEST

/* The greedy player takes the biggest removal: the cross of 9, not a 5. */
START_TEST(greedy_takes_most)
{
	const char *rows[] = { "2222...", ".1...1.", "..1.1..", ".......",
	    "..1.1..", ".1...1.", "...1..2" };
	struct lines_move m;
	uint64_t rng = 1;

	unit_view_of(&view, 3, rows, 0);
	ck_assert_int_eq(lines_greedy(&view, &rng, &budget, &m), 0);
	ck_assert_int_eq(m.r1, 6);
	ck_assert_int_eq(m.c1, 3);
	ck_assert_int_eq(m.r2, 3);
	ck_assert_int_eq(m.c2, 3);
	ck_assert_uint_eq(rng, 1);
}
END_TEST

/*
 * When its move is due (the game's time is spent), the greedy player
 * answers with the best of the first cells it judged, row by row: a move
 * of the top row's balls, not the cross of 9 from the bottom row.
 */
START_TEST(greedy_answers_when_due)
{
	const char *rows[] = { "2222...", ".1...1.", "..1.1..", ".......",
	    "..1.1..", ".1...1.", "...1..2" };
	struct lines_budget due = { 0 };
	struct lines_pos p;
	struct lines_move m;
	uint64_t rng = 1;

	unit_view_of(&view, 3, rows, 0);
	due.answer_by = sg_clock();
	ck_assert_int_eq(lines_greedy(&view, &rng, &due, &m), 0);
	ck_assert_int_eq(m.r1, 0);
	ck_assert_int_eq(lines_view_pos(&view, &p, NULL), 0);
	ck_assert_ptr_null(lines_illegal(&p, m));
}
END_TEST

/* With nothing to score, the greedy player lengthens the longest run. */
START_TEST(greedy_lengthens_runs)
{
	const char *rows[] = { "111....", ".......", ".......", ".......",
	    ".......", ".......", "....2.1" };
	struct lines_move m;
	uint64_t rng = 1;

	unit_view_of(&view, 3, rows, 0);
	ck_assert_int_eq(lines_greedy(&view, &rng, &budget, &m), 0);
	ck_assert_int_eq(m.r1, 6);
	ck_assert_int_eq(m.c1, 6);
	ck_assert_int_eq(m.r2, 0);
	ck_assert_int_eq(m.c2, 3);
	/* A full view has no move. */
	memset(view.cell, 1, 49);
	ck_assert_int_eq(lines_greedy(&view, &rng, &budget, &m), -1);
	ck_assert_int_eq(lines_random(&view, &rng, &budget, &m), -1);
}
END_TEST

/*
 * Every legal move of a small position comes up about as often: 1 can go to
 * (0,1); 2 to (0,1) and (0,3..6); the 3 at (1,1) to (0,1), those at (1,3..6)
 * to (0,3..6), those at (5,6) and (6,5) to (6,6).  25 moves, 320 times each
 * in 8000 draws, give or take 18.
 */
START_TEST(random_is_uniform)
{
	const char *rows[] = { "1.2....", "3333333", "3333333", "3333333",
	    "3333333", "3333333", "333333." };
	static int seen[49 * 49];
	struct lines_move m;
	uint64_t rng = 7;
	int i, moves = 0;

	unit_view_of(&view, 3, rows, 0);
	for (i = 0; i < 8000; i++) {
		ck_assert_int_eq(lines_random(&view, &rng, &budget, &m), 0);
		seen[(m.r1 * 7 + m.c1) * 49 + m.r2 * 7 + m.c2]++;
	}
	for (i = 0; i < 49 * 49; i++)
		if (seen[i]) {
			ck_assert_int_gt(seen[i], 220);
			ck_assert_int_lt(seen[i], 420);
			moves++;
		}
	ck_assert_int_eq(moves, 25);
}
END_TEST

/*
 * A move may stretch past its share only so far as leaves the moves after
 * it twice what they have needed; what they need is a running mean.
 */
START_TEST(pace_keeps_what_moves_need)
{
	struct lines_pace pace = { .seconds = 10 };
	struct lines_view v = { .n = 9, .colors = 4 };
	struct lines_budget b = { 0 };

	lines_pace_budget(&pace, &v, 100, &b);
	ck_assert(b.game_deadline == 100 + 9.5);
	ck_assert(b.stretch_by == b.game_deadline);
	b.needed = 0.001;
	lines_pace_note(&pace, &b, 0.002);
	ck_assert(pace.needed == 0.001);
	ck_assert(pace.used == 0.002);
	v.moves = 1;
	lines_pace_budget(&pace, &v, 100, &b);
	ck_assert_double_eq_tol(b.stretch_by, 100 + 9.498 - 0.1 * 0.001 * 999 -
	    2 * 0.001 * 998, 1e-9);
	b.needed = 0.011;
	lines_pace_note(&pace, &b, 0.002);
	ck_assert_double_eq_tol(pace.needed, 0.002, 1e-12);
	/* Needing more than is left: the share, and no more. */
	pace.needed = 0.01;
	v.moves = 2;
	lines_pace_budget(&pace, &v, 100, &b);
	ck_assert(b.stretch_by == b.deadline);
}
END_TEST

/*
 * The search of a move stops in time to leave every move left its cheapest
 * answer, a tenth of what moves have needed; when what is left is less, it
 * stops at once and the move has its even share of what is left.
 */
START_TEST(pace_keeps_cheapest_answers)
{
	struct lines_pace pace = { .seconds = 10, .needed = 0.001 };
	struct lines_view v = { .n = 11, .colors = 3 };
	struct lines_budget b = { 0 };

	lines_pace_budget(&pace, &v, 100, &b);
	ck_assert_double_eq_tol(b.game_deadline, 100 + 9.5 - 0.1, 1e-9);
	ck_assert_double_eq_tol(b.answer_by, b.game_deadline + 0.0001, 1e-12);
	ck_assert_double_eq_tol(b.deadline, 100 + 9.4 / 1000, 1e-12);
	pace.used = 9.45;
	v.moves = 500;
	lines_pace_budget(&pace, &v, 100, &b);
	ck_assert(b.game_deadline == 100);
	ck_assert_double_eq_tol(b.answer_by, 100 + 0.05 / 500, 1e-12);
	pace.used = 20;
	lines_pace_budget(&pace, &v, 100, &b);
	ck_assert(b.game_deadline == 100 && b.answer_by == 100);
}
END_TEST

/*
 * Moves that take several shares shrink the shares of the moves after them
 * by their running mean, so that a long game's last moves keep their part;
 * a move that takes one share or none counts as one.
 */
START_TEST(pace_shares_by_mean_stretch)
{
	struct lines_pace pace = { .seconds = 10, .nodes = 1000000 };
	struct lines_view v = { .n = 11, .colors = 3 };
	struct lines_budget b = { 0 };

	lines_pace_budget(&pace, &v, 100, &b);
	ck_assert_double_eq_tol(b.deadline, 100 + 9.5 / 1000, 1e-12);
	ck_assert_uint_eq(b.nodes, 1000);
	b.stretch = 4;
	lines_pace_note(&pace, &b, 0);
	ck_assert_double_eq_tol(pace.stretch, 4, 1e-12);
	v.moves = 1;
	lines_pace_budget(&pace, &v, 100, &b);
	ck_assert_double_eq_tol(b.deadline, 100 + 9.5 / (999 * 4), 1e-12);
	ck_assert_uint_eq(b.nodes, 1000000 / (999 * 4));
	b.stretch = 0;
	lines_pace_note(&pace, &b, 0);
	ck_assert_double_eq_tol(pace.stretch, 4 - 0.05 * 3, 1e-12);
}
END_TEST

/*
 * A game whose size and colours make it die young shares its time over the
 * moves it is expected to last, more of them the longer it lives; with 5
 * colours or fewer, or 20 cells a colour or more, over all that are left.
 */
START_TEST(pace_shares_over_expected_moves)
{
	struct lines_pace pace = { .nodes = 1000000 };
	struct lines_view v = { .n = 7, .colors = 9 };
	struct lines_budget b = { 0 };

	/* 49 / 9 cells a colour: 20 e^(0.44 / 3.8) = 22.4 moves. */
	lines_pace_budget(&pace, &v, 0, &b);
	ck_assert_uint_eq(b.nodes, 1000000 / 22);
	pace.seconds = 10;
	lines_pace_budget(&pace, &v, 100, &b);
	ck_assert_double_eq_tol(b.deadline, 100 + 9.5 / 22, 1e-12);
	pace.seconds = 0;
	v.moves = 20;
	lines_pace_budget(&pace, &v, 0, &b);
	ck_assert_uint_eq(b.nodes, 1000000 / 40);
	/* 81 / 6 cells a colour: 187.2 moves. */
	v.n = 9;
	v.colors = 6;
	v.moves = 0;
	lines_pace_budget(&pace, &v, 0, &b);
	ck_assert_uint_eq(b.nodes, 1000000 / 187);
	v.n = 11;
	v.moves = 20;
	lines_pace_budget(&pace, &v, 0, &b);
	ck_assert_uint_eq(b.nodes, 1000000 / 980);
	v.n = 7;
	v.colors = 5;
	lines_pace_budget(&pace, &v, 0, &b);
	ck_assert_uint_eq(b.nodes, 1000000 / 980);
}
END_TEST

/* A player sees only the view: a different future, the same choice. */
START_TEST(players_blind_to_future)
{
	static struct lines_tester u;
	struct lines_view v2;
	struct lines_move m1, m2;
	uint64_t r1 = 5, r2 = 5;

	start(17);
	u = t;
	memset(u.list + 3, 1, LINES_LIST - 3);
	u.rng.state[0] ^= 0xff;
	lines_tester_view(&t, &view);
	lines_tester_view(&u, &v2);
	ck_assert_int_eq(lines_random(&view, &r1, &budget, &m1), 0);
	ck_assert_int_eq(lines_random(&v2, &r2, &budget, &m2), 0);
	ck_assert_mem_eq(&m1, &m2, sizeof(m1));
	ck_assert_int_eq(lines_greedy(&view, &r1, &budget, &m1), 0);
	ck_assert_int_eq(lines_greedy(&v2, &r2, &budget, &m2), 0);
	ck_assert_mem_eq(&m1, &m2, sizeof(m1));
}
END_TEST

START_TEST(whole_games)
{
	const struct lines_player *random_player = lines_player_find("random");
	const struct lines_player *greedy_player = lines_player_find("greedy");
	struct lines_setup s = { 1, 0, 0 };
	struct lines_pace pace = { 0 };
	long greedy = 0, random = 0;

	for (s.seed = 1; s.seed <= 6; s.seed++) {
		ck_assert_int_eq(lines_play_game(&played, &s, random_player,
		    s.seed, &pace, &game, &err), 0);
		ck_assert_int_ge(game.score, 0);
		unit_replays(&t, &s, &game);
		random += game.score;
		ck_assert_int_eq(lines_play_game(&played, &s, greedy_player,
		    s.seed, &pace, &game, &err), 0);
		ck_assert_int_ge(game.score, 0);
		unit_replays(&t, &s, &game);
		greedy += game.score;
	}
	ck_assert_int_gt(greedy, random);
	s.seed = 0;
	ck_assert_int_eq(lines_play_game(&played, &s,
	    lines_player_find("greedy"), 1, &pace, &game, &err), -1);
}
END_TEST

START_TEST(rate_runs)
{
	long moves = 0;

	ck_assert_double_gt(lines_random_rate(9, 1, 0.05, &moves), 0);
	ck_assert_int_gt(moves, 0);
	ck_assert_double_eq(lines_random_rate(10, 1, 0.05, NULL), -1);
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("lines_play");
	TCase *tc = tcase_create("play");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, players_by_name);
	tcase_add_test(tc, greedy_takes_most);
	tcase_add_test(tc, greedy_answers_when_due);
	tcase_add_test(tc, greedy_lengthens_runs);
	tcase_add_test(tc, random_is_uniform);
	tcase_add_test(tc, players_blind_to_future);
	tcase_add_test(tc, whole_games);
	tcase_add_test(tc, pace_keeps_what_moves_need);
	tcase_add_test(tc, pace_keeps_cheapest_answers);
	tcase_add_test(tc, pace_shares_by_mean_stretch);
	tcase_add_test(tc, pace_shares_over_expected_moves);
	tcase_add_test(tc, rate_runs);
	suite_add_tcase(s, tc);
	return s;
}
