#include <string.h>

#include "gen.h"
#include "record.h"
#include "replay.h"
#include "unit.h"

static struct sg_board b;
static struct sg_replay rp;
static struct sg_move moves[SG_MAX_MOVES];
static struct sg_error err;
static char field[SG_MAX_CELLS + SG_MAX_SIDE + 1];

/* Replay the moves text on the board text under rules. */
static int
replay(const char *board, const char *text, enum sg_rules rules)
{
	int n;

	ck_assert_msg(sg_board_parse(board, &b, &err) == 0, "%s", err.msg);
	n = sg_moves_parse(text, moves, SG_MAX_MOVES, &err);
	ck_assert_msg(n >= 0, "%s", err.msg);
	return sg_replay(&rp, &b, moves, n, rules);
}

static const char *
position(void)
{
	ck_assert_int_ge(sg_board_format(&rp.board, field, sizeof(field)), 0);
	return field;
}

START_TEST(whole_game)
{
	/* 1s (3 tiles), then 0s (2), then 2s (3): the board is cleared. */
	ck_assert_int_eq(replay("0.../01.2/1122", "0,0 0,0 0,0",
	    SG_RULES_STD), 0);
	ck_assert_int_eq(rp.played, 3);
	ck_assert_int_eq(rp.moves_score, 1 + 0 + 1);
	ck_assert_int_eq(rp.over, 1);
	ck_assert_int_eq(rp.score, 1002);
	ck_assert_ptr_null(rp.why);
	ck_assert_str_eq(position(), "..../..../....");
	ck_assert_int_eq(replay("0.../01.2/1122", "0,0 0,0 0,0",
	    SG_RULES_TILES), 0);
	ck_assert_int_eq(rp.score, 8);
	ck_assert_int_eq(replay("0.../01.2/1122", "0,0 0,0 0,0",
	    SG_RULES_PENALTY), 0);
	ck_assert_int_eq(rp.score, 1002);
}
END_TEST

START_TEST(open_game)
{
	/* One move, groups left: open, and no end score. */
	ck_assert_int_eq(replay("0.../01.2/1122", "3,1", SG_RULES_PENALTY), 0);
	ck_assert_int_eq(rp.played, 1);
	ck_assert_int_eq(rp.over, 0);
	ck_assert_int_eq(rp.score, 1);
	ck_assert_str_eq(position(), "0.../01../11..");
	/* No moves at all. */
	ck_assert_int_eq(replay("0.../01.2/1122", "", SG_RULES_STD), 0);
	ck_assert_int_eq(rp.played, 0);
	ck_assert_int_eq(rp.score, 0);
	ck_assert_int_eq(rp.over, 0);
}
END_TEST

START_TEST(stuck_game)
{
	/* Over with tiles left: penalty takes (m-2)^2 off, std adds nothing. */
	ck_assert_int_eq(replay("10002", "1,0", SG_RULES_STD), 0);
	ck_assert_int_eq(rp.over, 1);
	ck_assert_int_eq(rp.score, 1);
	ck_assert_str_eq(position(), "12...");
	ck_assert_int_eq(replay("10002", "1,0", SG_RULES_PENALTY), 0);
	ck_assert_int_eq(rp.score, 1);		/* -(2-2)^2 */
	/* The 1s close up sideways into a group: the game goes on. */
	ck_assert_int_eq(replay("10001", "1,0", SG_RULES_STD), 0);
	ck_assert_int_eq(rp.over, 0);
	ck_assert_int_eq(replay("10201", "1,0", SG_RULES_PENALTY), -1);
	ck_assert_int_eq(replay("012/120", "", SG_RULES_PENALTY), 0);
	ck_assert_int_eq(rp.over, 1);
	ck_assert_int_eq(rp.score, -16);
	ck_assert_int_eq(replay("012/120", "", SG_RULES_TILES), 0);
	ck_assert_int_eq(rp.score, 0);
}
END_TEST

START_TEST(illegal_moves)
{
	static const struct {
		const char *moves;
		int played;
		const char *why;
		const char *after;
	} t[] = {
		{ "0,0 3,1", 1, "empty cell", "..../0.2./022." },
		{ "4,0", 0, "off the board", "0.../01.2/1122" },
		{ "0,0 0,3", 1, "off the board", "..../0.2./022." },
		{ "0,0 1,0 0,0 0,0", 3, "empty cell", "..../..../...." },
	};
	size_t i;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		ck_assert_int_eq(replay("0.../01.2/1122", t[i].moves,
		    SG_RULES_STD), -1);
		ck_assert_int_eq(rp.played, t[i].played);
		ck_assert_str_eq(rp.why, t[i].why);
		ck_assert_str_eq(position(), t[i].after);
	}
	ck_assert_int_eq(replay("01/10", "0,0", SG_RULES_STD), -1);
	ck_assert_int_eq(rp.played, 0);
	ck_assert_str_eq(rp.why, "single tile");
}
END_TEST

START_TEST(step_by_step)
{
	struct sg_move m = { 0, 0 };

	ck_assert_int_eq(sg_board_parse("0.../01.2/1122", &b, &err), 0);
	sg_replay_start(&rp, &b);
	ck_assert_int_eq(sg_replay_move(&rp, m, SG_RULES_STD), 3);
	ck_assert_int_eq(rp.moves_score, 1);
	m.x = 3;
	m.y = 1;
	ck_assert_int_eq(sg_replay_move(&rp, m, SG_RULES_STD), 0);
	ck_assert_str_eq(rp.why, "empty cell");
	ck_assert_int_eq(rp.played, 1);
	ck_assert_int_eq(rp.moves_score, 1);
	m.x = 1;
	m.y = 0;
	ck_assert_int_eq(sg_replay_move(&rp, m, SG_RULES_TILES), 3);
	ck_assert_ptr_null(rp.why);
	ck_assert_int_eq(rp.played, 2);
	ck_assert_int_eq(rp.moves_score, 4);
	sg_replay_end(&rp, SG_RULES_STD);
	ck_assert_int_eq(rp.over, 0);		/* the two 0s are a group */
	ck_assert_int_eq(rp.score, 4);
	ck_assert_str_eq(position(), "..../0.../0...");
}
END_TEST

START_TEST(start_untouched)
{
	struct sg_board copy;

	/* The replay works on its own copy of the board. */
	sg_gen_board(&b, 15, 15, 3, 1, 1);
	memcpy(&copy, &b, sizeof(b));
	moves[0].x = 0;
	moves[0].y = 0;
	sg_replay(&rp, &b, moves, 1, SG_RULES_STD);
	ck_assert_mem_eq(&copy, &b, sizeof(b));
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("replay");
	TCase *tc = tcase_create("replay");

	tcase_add_test(tc, whole_game);
	tcase_add_test(tc, open_game);
	tcase_add_test(tc, stuck_game);
	tcase_add_test(tc, illegal_moves);
	tcase_add_test(tc, step_by_step);
	tcase_add_test(tc, start_untouched);
	suite_add_tcase(s, tc);
	return s;
}
