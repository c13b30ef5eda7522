/*
 * The tester's game against set-ups and whole games from the JDK, read from
 * $SG_TEST_DATA/lines (tests/data/lines when SG_TEST_DATA is unset).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lines/tester.h"
#include "unit.h"

static struct lines_tester t;
static struct lines_step step;
static struct lines_view view;
static struct sg_error err;

/* Start the game (seed, n, colors), or fail the test. */
static void
start(int64_t seed, int n, int colors)
{
	struct lines_setup s = { seed, n, colors };

	ck_assert_msg(lines_tester_init(&t, &s, &err) == 0, "%s", err.msg);
}

static struct lines_move
move(int r1, int c1, int r2, int c2)
{
	struct lines_move m = {
		(int8_t)r1, (int8_t)c1, (int8_t)r2, (int8_t)c2
	};

	return m;
}

/* The grid hash of LinesVectors.java. */
static long
grid_hash(const struct lines_pos *p)
{
	long h = 0;
	int i;

	for (i = 0; i < p->n * p->n; i++)
		h = (h * 131 + p->cell[i]) % 1000000007L;
	return h;
}

/* Check one line of setup.txt: N, C, the starting balls, 20 colours. */
static void
check_setup(const char *line)
{
	int64_t seed;
	int np, cp, n, c, r[3], col[3], colour[3], i, off, v, balls = 0;

	ck_assert_int_eq(sscanf(line, "%" SCNd64 " %d %d %d %d%n", &seed, &np,
	    &cp, &n, &c, &off), 5);
	line += off;
	start(seed, np, cp);
	ck_assert_int_eq(t.pos.n, n);
	ck_assert_int_eq(t.pos.colors, c);
	for (i = 0; i < 3; i++) {
		ck_assert_int_eq(sscanf(line, "%d %d %d%n", &r[i], &col[i],
		    &colour[i], &off), 3);
		line += off;
		ck_assert_int_eq(lines_at(&t.pos, r[i], col[i]), colour[i]);
	}
	for (i = 0; i < n * n; i++)
		balls += t.pos.cell[i] != LINES_EMPTY;
	ck_assert_int_eq(balls, 3);
	ck_assert_int_eq(t.pos.balls, 3);
	for (i = 0; i < 20; i++) {
		ck_assert_int_eq(sscanf(line, "%d%n", &v, &off), 1);
		line += off;
		ck_assert_int_eq(t.list[i], v);
	}
}

START_TEST(setups_match_java)
{
	FILE *f = unit_data("lines/setup.txt");
	char line[1024];
	int n = 0;

	while (fgets(line, sizeof(line), f))
		if (line[0] != '#') {
			check_setup(line);
			n++;
		}
	fclose(f);
	ck_assert_int_eq(n, 20 + 5 + 5 * 4);
}
END_TEST

/* Replay one game of games.txt from its "game" line; returns 0 at the end. */
static int
replay(FILE *f)
{
	char line[256];
	int64_t seed;
	int np, cp, n, c, player, r1, c1, r2, c2, score, balls, moves = 0, r;
	long hash, total;

	if (!fgets(line, sizeof(line), f))
		return 0;
	ck_assert_int_eq(sscanf(line, "game %" SCNd64 " %d %d %d %d %d", &seed,
	    &np, &cp, &n, &c, &player), 6);
	start(seed, np, cp);
	ck_assert_int_eq(t.pos.n, n);
	ck_assert_int_eq(t.pos.colors, c);
	while (fgets(line, sizeof(line), f) && strncmp(line, "end", 3) != 0) {
		ck_assert_int_eq(sscanf(line, "%d %d %d %d %d %d %ld", &r1, &c1,
		    &r2, &c2, &score, &balls, &hash), 7);
		ck_assert_int_eq(t.over, 0);
		ck_assert_msg(lines_tester_play(&t, move(r1, c1, r2, c2), &step,
		    &err) == 0, "seed %" PRId64 " move %d: %s", seed, moves,
		    err.msg);
		ck_assert_int_eq(step.score, score);
		ck_assert_int_eq(t.pos.balls, balls);
		ck_assert_int_eq(grid_hash(&t.pos), hash);
		moves++;
	}
	ck_assert_int_eq(sscanf(line, "end %ld %d", &total, &r), 2);
	ck_assert_int_eq(t.score, total);
	ck_assert_int_eq(t.moves, r);
	ck_assert_int_eq(t.moves, moves);
	ck_assert_int_eq(t.over, 1);
	for (r = 0; r < n; r++) {
		ck_assert_ptr_nonnull(fgets(line, sizeof(line), f));
		for (c = 0; c < n; c++)
			ck_assert_int_eq(lines_at(&t.pos, r, c), line[c] - '0');
	}
	return 1;
}

START_TEST(games_match_java)
{
	FILE *f = unit_data("lines/games.txt");
	int games = 0;

	while (replay(f))
		games++;
	fclose(f);
	ck_assert_int_eq(games, 12);
}
END_TEST

START_TEST(bad_setups_refused)
{
	struct lines_setup s = { 0, 0, 0 };

	ck_assert_int_eq(lines_tester_init(&t, &s, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "seed 0"));
	s.seed = 5;
	s.n = 6;
	ck_assert_int_eq(lines_tester_init(&t, &s, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "side 6"));
	s.n = 12;
	ck_assert_int_eq(lines_tester_init(&t, &s, &err), -1);
	s.n = 11;
	s.colors = 10;
	ck_assert_int_eq(lines_tester_init(&t, &s, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "colour count 10"));
	s.colors = 2;
	ck_assert_int_eq(lines_tester_init(&t, &s, NULL), -1);
	s.colors = 3;
	ck_assert_int_eq(lines_tester_init(&t, &s, &err), 0);
	s.seed = INT64_MIN;
	ck_assert_int_eq(lines_tester_init(&t, &s, &err), 0);
}
END_TEST

/* The first legal move in the order of the cells, or fail the test. */
static struct lines_move
some_legal(const struct lines_pos *p)
{
	lines_bits reach;
	int i;

	for (i = 0; i < p->n * p->n; i++)
		if (p->cell[i] != LINES_EMPTY && (reach = lines_reach(p, i)))
			return move(i / p->n, i % p->n, lines_first(reach) /
			    p->n, lines_first(reach) % p->n);
	ck_abort_msg("no legal move");
	return move(0, 0, 0, 0);
}

/* Each reason ends the game with -1, and then the game refuses moves. */
static void
refused(struct lines_move m, const char *why)
{
	start(3, 0, 0);
	ck_assert_int_eq(lines_tester_play(&t, m, &step, &err), -1);
	ck_assert_str_eq(step.why, why);
	ck_assert_ptr_nonnull(strstr(err.msg, why));
	ck_assert_int_eq(t.score, -1);
	ck_assert_int_eq(t.over, 1);
	ck_assert_int_eq(step.over, 1);
	ck_assert_int_eq(lines_tester_play(&t, some_legal(&t.pos), &step, &err),
	    -1);
	ck_assert_str_eq(step.why, "game over");
	ck_assert_int_eq(t.score, -1);
}

START_TEST(illegal_moves_end_the_game)
{
	int full = -1, empty = -1, i;

	start(3, 0, 0);		/* 10 x 10 */
	for (i = 0; i < t.pos.n * t.pos.n; i++)
		if (t.pos.cell[i] != LINES_EMPTY)
			full = full < 0 ? i : full;
		else if (empty < 0)
			empty = i;
	refused(move(0, 0, 10, 0), "off the grid");
	refused(move(-1, 0, 0, 0), "off the grid");
	refused(move(full / 10, full % 10, full / 10, full % 10),
	    "to the same cell");
	refused(move(empty / 10, empty % 10, full / 10, full % 10),
	    "from an empty cell");
	refused(move(t.pos.n - 1, t.pos.n - 1, empty / 10, empty % 10),
	    "from an empty cell");
}
END_TEST

/* A ball walled in has no free path; a move to a full cell is refused. */
START_TEST(walled_in_and_full_cell)
{
	struct lines_pos *p;
	int i, balls[3], k = 0;

	start(3, 0, 0);
	p = &t.pos;
	for (i = 0; i < p->n * p->n; i++)
		if (p->cell[i] != LINES_EMPTY)
			balls[k++] = i;
	ck_assert_int_eq(lines_tester_play(&t, move(balls[0] / 10,
	    balls[0] % 10, balls[1] / 10, balls[1] % 10), &step, &err), -1);
	ck_assert_str_eq(step.why, "to a full cell");
	/* Wall the corner (0, 0) in with balls at (0, 1) and (1, 0). */
	start(3, 0, 0);
	p = &t.pos;
	lines_take(p, p->full);
	lines_put(p, 0, 1);
	lines_put(p, 1, 2);
	lines_put(p, 10, 3);
	ck_assert_int_eq(lines_tester_play(&t, move(0, 0, 5, 5), &step, &err),
	    -1);
	ck_assert_str_eq(step.why, "no free path");
	ck_assert_int_eq(t.score, -1);
}
END_TEST

/* The view holds the grid and the next 3 colours, and nothing further. */
START_TEST(view_shows_next_three)
{
	size_t i;
	int j;

	start(7, 0, 0);
	lines_tester_view(&t, &view);
	ck_assert_int_eq(view.n, t.pos.n);
	ck_assert_int_eq(view.colors, t.pos.colors);
	ck_assert_int_eq(view.nnext, 3);
	for (j = 0; j < 3; j++)
		ck_assert_int_eq(view.next[j], t.list[j]);
	ck_assert_mem_eq(view.cell, t.pos.cell, (size_t)(t.pos.n * t.pos.n));
	/* Every byte past the used cells is 0: no room for the future. */
	for (i = (size_t)(t.pos.n * t.pos.n); i < sizeof(view.cell); i++)
		ck_assert_int_eq(view.cell[i], 0);
	ck_assert_uint_eq(sizeof(view.next), 3);
	/* Near the end of the list fewer colours are shown. */
	t.next = LINES_LIST - 2;
	lines_tester_view(&t, &view);
	ck_assert_int_eq(view.nnext, 2);
	ck_assert_int_eq(view.next[0], t.list[LINES_LIST - 2]);
	ck_assert_int_eq(view.next[2], 0);
	t.next = LINES_LIST;
	lines_tester_view(&t, &view);
	ck_assert_int_eq(view.nnext, 0);
}
END_TEST

/* Two games that differ only in their future show the same view. */
START_TEST(view_hides_the_future)
{
	static struct lines_tester u;
	struct lines_view v2;

	start(11, 0, 0);
	u = t;
	u.list[3] = (uint8_t)(u.list[3] % u.pos.colors + 1);
	u.rng.state[0] ^= 1;
	lines_tester_view(&t, &view);
	lines_tester_view(&u, &v2);
	ck_assert_mem_eq(&view, &v2, sizeof(view));
}
END_TEST

/* With the list used up, balls are no longer added. */
START_TEST(list_runs_out)
{
	struct lines_move m;

	start(4, 0, 0);
	t.next = LINES_LIST - 1;
	m = some_legal(&t.pos);
	ck_assert_int_eq(lines_tester_play(&t, m, &step, &err), 0);
	ck_assert_int_eq(step.added, 1);
	ck_assert_int_eq(t.pos.balls, 4);
	m = some_legal(&t.pos);
	ck_assert_int_eq(lines_tester_play(&t, m, &step, &err), 0);
	ck_assert_int_eq(step.added, 0);
	ck_assert_int_eq(t.pos.balls, 4);
}
END_TEST

/* The 1000th move ends the game. */
START_TEST(thousand_moves)
{
	start(5, 0, 0);
	t.moves = LINES_MAX_TURNS - 2;
	ck_assert_int_eq(lines_tester_play(&t, some_legal(&t.pos), &step,
	    &err), 0);
	ck_assert_int_eq(step.over, 0);
	ck_assert_int_eq(lines_tester_play(&t, some_legal(&t.pos), &step,
	    &err), 0);
	ck_assert_int_eq(step.over, 1);
	ck_assert_int_eq(t.moves, LINES_MAX_TURNS);
	ck_assert_int_ge(t.score, 0);
	ck_assert_int_eq(lines_tester_play(&t, some_legal(&t.pos), &step,
	    &err), -1);
	ck_assert_str_eq(step.why, "game over");
	ck_assert_int_ge(t.score, 0);
}
END_TEST

/*
 * A grid filled by the additions ends the game; the third ball finds no room
 * and uses no colour.  Colours (r + 2c) % 9 + 1 put different colours side
 * by side in every direction, so no line forms.
 */
START_TEST(full_grid_ends)
{
	struct lines_pos *p;
	int i, next;

	start(3, 7, 9);
	p = &t.pos;
	lines_take(p, p->full);
	for (i = 0; i < 49 - 2; i++)
		lines_put(p, i, (i / 7 + 2 * (i % 7)) % 9 + 1);
	next = t.next;
	ck_assert_int_eq(lines_tester_play(&t, move(6, 4, 6, 5), &step, &err),
	    0);
	ck_assert_int_eq(step.removed, 0);
	ck_assert_int_eq(step.removed_after, 0);
	ck_assert_int_eq(step.added, 2);
	ck_assert_int_eq(step.added_cell[0] + step.added_cell[1], 46 + 48);
	ck_assert_int_eq(t.next, next + 2);
	ck_assert_int_eq(p->balls, 49);
	ck_assert_int_eq(step.over, 1);
	ck_assert_int_eq(t.over, 1);
	ck_assert_int_eq(t.score, 0);
}
END_TEST

/*
 * The N and C in force, written out as parameters, make the game the
 * tester draws: the draws are made whatever the parameters.
 */
START_TEST(values_in_force_are_the_same_game)
{
	static struct lines_tester drawn, given;
	struct lines_setup s = { 0, 0, 0 }, in_force;
	struct lines_view a, b;

	for (s.seed = -3; s.seed <= 30; s.seed++) {
		if (s.seed == 0)
			continue;
		in_force = s;
		ck_assert_int_eq(lines_setup_resolve(&in_force, &err), 0);
		ck_assert_int_eq(lines_tester_init(&drawn, &s, &err), 0);
		ck_assert_int_eq(lines_tester_init(&given, &in_force, &err), 0);
		lines_tester_view(&drawn, &a);
		lines_tester_view(&given, &b);
		ck_assert_int_eq(in_force.n, a.n);
		ck_assert_int_eq(in_force.colors, a.colors);
		ck_assert(memcmp(&a, &b, sizeof(a)) == 0);
		ck_assert(memcmp(drawn.list, given.list, sizeof(drawn.list)) ==
		    0);
	}
}
END_TEST

/* Given parameters stay what they were; the others are filled in. */
START_TEST(resolve_keeps_parameters)
{
	struct lines_setup s = { 5, 9, 4 };

	ck_assert_int_eq(lines_setup_resolve(&s, &err), 0);
	ck_assert_int_eq(s.n, 9);
	ck_assert_int_eq(s.colors, 4);
	s = (struct lines_setup){ 1, 0, 8 };
	ck_assert_int_eq(lines_setup_resolve(&s, &err), 0);
	ck_assert_int_eq(s.n, 7);
	ck_assert_int_eq(s.colors, 8);
	s = (struct lines_setup){ 0, 0, 0 };
	ck_assert_int_eq(lines_setup_resolve(&s, &err), -1);
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("lines_tester");
	TCase *tc = tcase_create("tester");

	tcase_add_test(tc, setups_match_java);
	tcase_add_test(tc, games_match_java);
	tcase_add_test(tc, bad_setups_refused);
	tcase_add_test(tc, illegal_moves_end_the_game);
	tcase_add_test(tc, walled_in_and_full_cell);
	tcase_add_test(tc, view_shows_next_three);
	tcase_add_test(tc, view_hides_the_future);
	tcase_add_test(tc, list_runs_out);
	tcase_add_test(tc, thousand_moves);
	tcase_add_test(tc, full_grid_ends);
	tcase_add_test(tc, values_in_force_are_the_same_game);
	tcase_add_test(tc, resolve_keeps_parameters);
	suite_add_tcase(s, tc);
	return s;
}
