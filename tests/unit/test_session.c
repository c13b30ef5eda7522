/*
 * The session (core/session.h) over both games: moves judged by the game's
 * replay, undo and redo, hints on their thread, the game as a record.
 */
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

#include "core/session.h"
#include "games.h"
#include "lines/game.h"
#include "lines/play/player.h"
#include "samegame/game.h"
#include "samegame/search/hint.h"
#include "samegame/replay.h"
#include "samegame/rules.h"
#include "unit.h"

/* A record parsed from line, or the test fails. */
static struct sg_record *
rec_of(const char *line)
{
	static struct sg_record rec;
	static char buf[SG_LINE_MAX + 1];
	struct sg_error err;

	strcpy(buf, line);
	ck_assert_msg(sg_record_parse(buf, &rec, sg_games, &err) == 0, "%s",
	    err.msg);
	return &rec;
}

static struct sg_session *
started(const char *line, int rules, sg_hint_fn *fn)
{
	static struct sg_session s;
	struct sg_error err;

	ck_assert_msg(sg_session_start(&s, rec_of(line), rules, fn, 0.05,
	    &err) == 0, "%s", err.msg);
	return &s;
}

static struct sgm_move
mv(int x, int y)
{
	struct sgm_move m = { (uint8_t)x, (uint8_t)y };

	return m;
}

/* The record of s as a line. */
static const char *
line_of(const struct sg_session *s)
{
	static struct sg_record rec;
	static char buf[SG_LINE_MAX + 2];

	sg_session_record(s, &rec);
	ck_assert_int_ge(sg_record_format(&rec, buf, sizeof(buf)), 0);
	buf[strcspn(buf, "\n")] = '\0';
	return buf;
}

START_TEST(test_play_scores_and_refuses)
{
	struct sg_session *s = started("b 121/212/333", SGM_RULES_STD, NULL);
	struct sgm_move m = mv(0, 2);
	struct sg_error err;

	ck_assert_int_eq(sg_session_play(s, &m, &err), -1);
	ck_assert_str_eq(err.msg, "single tile");
	m = mv(3, 0);
	ck_assert_int_eq(sg_session_play(s, &m, &err), -1);
	ck_assert_str_eq(err.msg, "off the board");
	m = mv(1, 0);
	ck_assert_int_eq(sg_session_play(s, &m, &err), 0);
	ck_assert_int_eq(s->played, 1);
	ck_assert_int_eq(s->out.score, 1);
	ck_assert_str_eq(line_of(s), "b 121/212/333 1 1,0");
}
END_TEST

START_TEST(test_undo_redo)
{
	struct sg_session *s = started("b 1122/1122", SGM_RULES_TILES, NULL);
	struct sgm_move a = mv(0, 0), b = mv(0, 1);
	struct sg_error err;
	unsigned long v;

	ck_assert_int_eq(sg_session_undo(s), 0);
	ck_assert_int_eq(sg_session_play(s, &a, &err), 0);
	ck_assert_int_eq(sg_session_play(s, &b, &err), 0);
	ck_assert_int_eq(s->out.over, 1);
	ck_assert_int_eq(s->out.score, 8);
	ck_assert_int_eq(sg_session_play(s, &b, &err), -1);
	ck_assert_str_eq(err.msg, "game over");
	v = s->version;
	ck_assert_int_eq(sg_session_undo(s), 1);
	ck_assert_int_eq(sg_session_undo(s), 1);
	ck_assert_int_eq(sg_session_undo(s), 0);
	ck_assert_uint_ne(s->version, v);
	ck_assert_int_eq(s->out.score, 0);
	ck_assert_int_eq(s->out.left, 8);
	ck_assert_int_eq(sg_session_redo(s), 1);
	ck_assert_int_eq(s->out.score, 4);
	ck_assert_str_eq(line_of(s), "b 1122/1122 4 0,0");
	/* a move of its own drops what redo would have played */
	b = mv(3, 0);
	ck_assert_int_eq(sg_session_play(s, &b, &err), -1);
	ck_assert_int_eq(sg_session_redo(s), 1);
	ck_assert_int_eq(sg_session_undo(s), 1);
	ck_assert_int_eq(sg_session_undo(s), 1);
	b = mv(3, 1);
	ck_assert_int_eq(sg_session_play(s, &b, &err), 0);
	ck_assert_int_eq(sg_session_redo(s), 0);
	ck_assert_str_eq(line_of(s), "b 1122/1122 4 3,1");
}
END_TEST

START_TEST(test_continues_a_game)
{
	struct sg_session *s = started("g 1122/1122 4 0,0", SGM_RULES_TILES,
	    NULL);
	struct sg_session bad;
	struct sg_error err;

	ck_assert_int_eq(s->played, 1);
	ck_assert_int_eq(sg_session_undo(s), 1);
	ck_assert_str_eq(line_of(s), "g 1122/1122 0");
	ck_assert_int_eq(sg_session_start(&bad, rec_of("g 1122/1123 4 3,0"),
	    SGM_RULES_TILES, NULL, 1, &err), -1);
	ck_assert_str_eq(err.msg, "g: move 1 (3,0): single tile");
	ck_assert_int_eq(sg_session_start(&bad, rec_of("m - 4 3,0"),
	    SGM_RULES_TILES, NULL, 1, &err), -1);
}
END_TEST

/* The position in hand is the session's replay's, refused moves aside. */
START_TEST(test_position_in_hand)
{
	struct sg_session *s = started("b 121/212/333", SGM_RULES_STD, NULL);
	const struct sgm_replay *rp = sg_session_pos(s);
	struct sgm_move m = mv(1, 0);
	struct sg_error err;

	ck_assert_int_eq(rp->board.tiles, 9);
	ck_assert_int_eq(sg_session_play(s, &m, &err), 0);
	ck_assert_int_eq(rp->board.tiles, 6);
	ck_assert_int_eq(rp->played, 1);
	m = mv(0, 2);
	ck_assert_int_eq(sg_session_play(s, &m, &err), -1);
	ck_assert_int_eq(rp->board.tiles, 6);
	ck_assert_int_eq(sg_session_undo(s), 1);
	ck_assert_int_eq(rp->board.tiles, 9);
}
END_TEST

/* A game's reason for refusing a move comes as a field of its own. */
START_TEST(test_refusal_is_the_games_reason)
{
	struct sg_session *s = started("l lines:7", 0, NULL);
	struct lines_move m = { 0, 0, 0, 0 };
	struct sg_error err;

	ck_assert_int_eq(sg_session_play(s, &m, &err), -1);
	ck_assert_str_eq(err.msg, "to the same cell");
}
END_TEST

/* A game whose moves are wider than a session's room is refused. */
START_TEST(test_moves_too_wide_refused)
{
	struct sg_game wide = sgm_game_table;
	struct sg_record *rec = rec_of("b 121/212/333");
	struct sg_session s;
	struct sg_error err;

	wide.move_size = SG_HINT_MOVE_BYTES + 1;
	rec->game = &wide;
	ck_assert_int_eq(sg_session_start(&s, rec, SGM_RULES_STD, NULL, 1,
	    &err), -1);
	ck_assert_str_eq(err.msg, "b: a move of samegame takes 17 bytes, "
	    "more than the 16 a session holds");
}
END_TEST

/* Wait for the hint asked of s; returns what poll said. */
static int
hint_of(struct sg_session *s)
{
	struct sg_error err;
	int got;

	while ((got = sg_session_poll(s, &err)) == 0)
		usleep(1000);
	ck_assert_msg(got == 1, "%s", err.msg);
	return got;
}

START_TEST(test_samegame_hint)
{
	struct sg_session *s = started("h 1121/2233/3312/1122", SGM_RULES_STD,
	    sgm_search_hint);
	struct sgm_move m;
	struct sg_error err;

	ck_assert_int_eq(sg_session_ask(s, 0, &err), 0);
	ck_assert_int_eq(sg_session_asking(s), 1);
	hint_of(s);
	ck_assert_int_eq(sg_session_asking(s), 0);
	ck_assert(sg_session_hint_current(s));
	ck_assert(s->hint.found && s->hint.has_expect);
	memcpy(&m, s->hint.move, sizeof(m));
	ck_assert_int_eq(sg_session_play(s, &m, &err), 0);
	ck_assert(!sg_session_hint_current(s));
	ck_assert_int_eq(s->out.score, s->hint.now);
	/* the solver's whole game makes what the hint expected at least */
	ck_assert_int_eq(sg_session_ask(s, 1, &err), 0);
	hint_of(s);
	ck_assert(s->have_whole);
	ck_assert_int_ge(s->whole.expect, s->hint.expect);
	sg_session_end(s);
}
END_TEST

START_TEST(test_hint_stopped_by_a_move)
{
	struct sg_session *s = started("h 1121/2233/3312/1122", SGM_RULES_STD,
	    sgm_search_hint);
	struct sgm_move m = mv(0, 0);
	struct sg_error err;

	s->hint_seconds = 600;
	ck_assert_int_eq(sg_session_ask(s, 0, &err), 0);
	ck_assert_int_eq(sg_session_play(s, &m, &err), 0);
	ck_assert_int_eq(sg_session_asking(s), 0);
	ck_assert(!sg_session_hint_current(s));
	/* stopped at once: long before the tcase's timeout, let alone 600 s */
	while (sg_session_stopping(s) > 0)
		usleep(1000);
	ck_assert_int_eq(sg_session_ask(s, 0, &err), 0);
	sg_session_end(s);
	ck_assert_int_eq(sg_session_stopping(s), 0);
}
END_TEST

/* A solver that heeds no stop: it ends when the test lets it. */
static atomic_int deaf_release, deaf_running;

static int
deaf_hint(const struct sg_hint_ask *ask, struct sg_hint *out,
    struct sg_error *err)
{
	(void)ask;
	(void)err;
	memset(out, 0, sizeof(*out));
	atomic_store(&deaf_running, 1);
	while (!atomic_load(&deaf_release))
		usleep(1000);
	atomic_store(&deaf_running, 0);
	return 0;
}

START_TEST(test_move_never_waits_for_a_hint)
{
	struct sg_session *s = started("h 1121/2233/3312/1122", SGM_RULES_STD,
	    deaf_hint);
	struct sgm_move m = mv(0, 0);
	struct sg_error err;

	atomic_store(&deaf_release, 0);
	ck_assert_int_eq(sg_session_ask(s, 0, &err), 0);
	while (!atomic_load(&deaf_running))
		usleep(1000);
	ck_assert_int_eq(sg_session_play(s, &m, &err), 0);
	ck_assert_int_eq(sg_session_undo(s), 1);
	ck_assert_int_eq(sg_session_ask(s, 0, &err), 0);
	ck_assert_int_eq(sg_session_redo(s), 1);
	ck_assert(atomic_load(&deaf_running));
	ck_assert_int_eq(sg_session_stopping(s), 2);
	atomic_store(&deaf_release, 1);
	sg_session_end(s);
	ck_assert_int_eq(sg_session_stopping(s), 0);
}
END_TEST

/* A whole game asked for comes back without making old hints current. */
START_TEST(test_whole_game_leaves_old_hints_old)
{
	struct sg_session *s = started("h 1121/2233/3312/1122", SGM_RULES_STD,
	    sgm_search_hint);
	struct sgm_move m = mv(0, 0);
	struct sg_error err;

	ck_assert_int_eq(sg_session_ask(s, 0, &err), 0);
	hint_of(s);
	ck_assert(sg_session_hint_current(s));
	ck_assert_int_eq(sg_session_play(s, &m, &err), 0);
	ck_assert(!sg_session_hint_current(s));
	ck_assert_int_eq(sg_session_ask(s, 1, &err), 0);
	hint_of(s);
	ck_assert(s->have_whole);
	ck_assert(!sg_session_hint_current(s));
	sg_session_end(s);
}
END_TEST

START_TEST(test_no_hint_at_the_end)
{
	struct sg_session *s = started("e 12/21", SGM_RULES_STD, sgm_search_hint);
	struct sg_error err;

	ck_assert_int_eq(sg_session_ask(s, 0, &err), -1);
	ck_assert_str_eq(err.msg, "game over");
	s = started("e 11/21", SGM_RULES_STD, NULL);
	ck_assert_int_eq(sg_session_ask(s, 0, &err), -1);
	ck_assert_str_eq(err.msg, "no solver for samegame");
}
END_TEST

/* Play the Lines session s on by n of the greedy player's moves. */
static void
lines_on(struct sg_session *s, int n)
{
	struct lines_tester *t = malloc(sizeof(*t));
	struct lines_setup setup;
	struct lines_view v;
	struct lines_move m;
	struct sg_outcome o;
	struct sg_error err;
	struct lines_budget b = { 0 };
	uint64_t rng = 1;

	lines_record_setup(&s->rec, &setup);
	while (n-- > 0) {
		lines_replay(t, &setup, sg_session_move(s, 0), s->played, &o);
		lines_tester_view(t, &v);
		ck_assert_int_eq(lines_greedy(&v, &rng, &b, &m), 0);
		ck_assert_msg(sg_session_play(s, &m, &err) == 0, "%s",
		    err.msg);
	}
	free(t);
}

START_TEST(test_lines_session)
{
	struct sg_session *s = started("l lines:7", 0, lines_hint);
	struct sg_record *rec = malloc(sizeof(*rec));
	struct lines_move m = { 0, 0, 0, 0 };
	struct sg_outcome o;
	struct sg_error err;
	long score;

	ck_assert_int_eq(sg_session_play(s, &m, &err), -1);
	lines_on(s, 30);
	score = s->out.score;
	sg_session_record(s, rec);
	ck_assert_int_eq(rec->nmoves, 30);
	ck_assert_int_eq(lines_game_table.replay(rec->board, rec->moves, 30, 0, &o,
	    NULL), 0);
	ck_assert_int_eq(o.score, score);
	ck_assert_int_eq(rec->score, score);
	ck_assert_int_eq(sg_session_undo(s), 1);
	ck_assert_int_eq(sg_session_redo(s), 1);
	ck_assert_int_eq(s->out.score, score);
	ck_assert_int_eq(sg_session_ask(s, 0, &err), 0);
	hint_of(s);
	ck_assert(s->hint.found);
	memcpy(&m, s->hint.move, sizeof(m));
	ck_assert_msg(sg_session_play(s, &m, &err) == 0, "%s", err.msg);
	ck_assert_int_eq(s->out.score, score + s->hint.now);
	/* a move left stops the player, who has all the time in the world */
	s->hint_seconds = 600;
	ck_assert_int_eq(sg_session_ask(s, 0, &err), 0);
	ck_assert_int_eq(sg_session_undo(s), 1);
	ck_assert_int_eq(sg_session_asking(s), 0);
	free(rec);
	sg_session_end(s);
}
END_TEST

/* A whole game asked to stop before it starts plays no move. */
START_TEST(test_lines_whole_game_stops)
{
	struct sg_hint_ask ask = { 0 };
	struct sg_hint out;
	struct sg_error err;
	atomic_int stop;

	atomic_init(&stop, 1);
	ask.rec = *rec_of("l lines:7");
	ask.seconds = 600;
	ask.whole = 1;
	ask.stop = &stop;
	ck_assert_int_eq(lines_hint(&ask, &out, &err), 0);
	ck_assert_int_eq(out.found, 0);
	ck_assert_int_eq(out.expect, 0);
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("session");
	TCase *tc = tcase_create("session");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_play_scores_and_refuses);
	tcase_add_test(tc, test_undo_redo);
	tcase_add_test(tc, test_continues_a_game);
	tcase_add_test(tc, test_refusal_is_the_games_reason);
	tcase_add_test(tc, test_position_in_hand);
	tcase_add_test(tc, test_moves_too_wide_refused);
	tcase_add_test(tc, test_samegame_hint);
	tcase_add_test(tc, test_hint_stopped_by_a_move);
	tcase_add_test(tc, test_move_never_waits_for_a_hint);
	tcase_add_test(tc, test_whole_game_leaves_old_hints_old);
	tcase_add_test(tc, test_lines_whole_game_stops);
	tcase_add_test(tc, test_no_hint_at_the_end);
	tcase_add_test(tc, test_lines_session);
	suite_add_tcase(s, tc);
	return s;
}
