#include <string.h>

#include "samegame/gen.h"
#include "core/record.h"
#include "samegame/replay.h"
#include "core/rng.h"
#include "samegame/field.h"
#include "samegame/game.h"
#include "unit.h"

static struct sgm_board b;
static struct sgm_replay rp;
static struct sgm_move moves[SGM_MAX_MOVES];
static struct sg_error err;
static char field[SGM_MAX_CELLS + SGM_MAX_SIDE + 1];

/* Replay the moves text on the board text under rules. */
static int
replay(const char *board, const char *text, enum sgm_rules rules)
{
	int n;

	ck_assert_msg(sgm_board_parse(board, &b, &err) == 0, "%s", err.msg);
	n = sg_moves_parse(&sgm_game_table, text, moves, SGM_MAX_MOVES, &err);
	ck_assert_msg(n >= 0, "%s", err.msg);
	return sgm_replay(&rp, &b, moves, n, rules);
}

static const char *
position(void)
{
	ck_assert_int_ge(sgm_board_format(&rp.board, field, sizeof(field)), 0);
	return field;
}

START_TEST(whole_game)
{
	/* 1s (3 tiles), then 0s (2), then 2s (3): the board is cleared. */
	ck_assert_int_eq(replay("0.../01.2/1122", "0,0 0,0 0,0",
	    SGM_RULES_STD), 0);
	ck_assert_int_eq(rp.played, 3);
	ck_assert_int_eq(rp.moves_score, 1 + 0 + 1);
	ck_assert_int_eq(rp.over, 1);
	ck_assert_int_eq(rp.score, 1002);
	ck_assert_ptr_null(rp.why);
	ck_assert_str_eq(position(), "..../..../....");
	ck_assert_int_eq(replay("0.../01.2/1122", "0,0 0,0 0,0",
	    SGM_RULES_TILES), 0);
	ck_assert_int_eq(rp.score, 8);
	ck_assert_int_eq(replay("0.../01.2/1122", "0,0 0,0 0,0",
	    SGM_RULES_PENALTY), 0);
	ck_assert_int_eq(rp.score, 1002);
}
END_TEST

START_TEST(open_game)
{
	/* One move, groups left: open, and no end score. */
	ck_assert_int_eq(replay("0.../01.2/1122", "3,1", SGM_RULES_PENALTY), 0);
	ck_assert_int_eq(rp.played, 1);
	ck_assert_int_eq(rp.over, 0);
	ck_assert_int_eq(rp.score, 1);
	ck_assert_str_eq(position(), "0.../01../11..");
	/* No moves at all. */
	ck_assert_int_eq(replay("0.../01.2/1122", "", SGM_RULES_STD), 0);
	ck_assert_int_eq(rp.played, 0);
	ck_assert_int_eq(rp.score, 0);
	ck_assert_int_eq(rp.over, 0);
}
END_TEST

START_TEST(stuck_game)
{
	/* Over with tiles left: penalty takes (m-2)^2 off, std adds nothing. */
	ck_assert_int_eq(replay("10002", "1,0", SGM_RULES_STD), 0);
	ck_assert_int_eq(rp.over, 1);
	ck_assert_int_eq(rp.score, 1);
	ck_assert_str_eq(position(), "12...");
	ck_assert_int_eq(replay("10002", "1,0", SGM_RULES_PENALTY), 0);
	ck_assert_int_eq(rp.score, 1);		/* -(2-2)^2 */
	/* The 1s close up sideways into a group: the game goes on. */
	ck_assert_int_eq(replay("10001", "1,0", SGM_RULES_STD), 0);
	ck_assert_int_eq(rp.over, 0);
	ck_assert_int_eq(replay("10201", "1,0", SGM_RULES_PENALTY), -1);
	ck_assert_int_eq(replay("012/120", "", SGM_RULES_PENALTY), 0);
	ck_assert_int_eq(rp.over, 1);
	ck_assert_int_eq(rp.score, -16);
	ck_assert_int_eq(replay("012/120", "", SGM_RULES_TILES), 0);
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
		{ "64,0", 0, "off the board", "0.../01.2/1122" },
		{ "0,0 0,99999", 1, "off the board", "..../0.2./022." },
		{ "99999999999999999999999,0", 0, "off the board",
		    "0.../01.2/1122" },
		{ "0,0 1,0 0,0 0,0", 3, "empty cell", "..../..../...." },
	};
	size_t i;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		ck_assert_int_eq(replay("0.../01.2/1122", t[i].moves,
		    SGM_RULES_STD), -1);
		ck_assert_int_eq(rp.played, t[i].played);
		ck_assert_str_eq(rp.why, t[i].why);
		ck_assert_str_eq(position(), t[i].after);
	}
	ck_assert_int_eq(replay("01/10", "0,0", SGM_RULES_STD), -1);
	ck_assert_int_eq(rp.played, 0);
	ck_assert_str_eq(rp.why, "single tile");
}
END_TEST

/* On the widest board, column 64 is one past the edge, not a bad token. */
START_TEST(off_the_widest_board)
{
	char field[SGM_MAX_SIDE + 1];

	memset(field, '0', SGM_MAX_SIDE);
	field[SGM_MAX_SIDE] = '\0';
	ck_assert_int_eq(replay(field, "64,0", SGM_RULES_STD), -1);
	ck_assert_str_eq(rp.why, "off the board");
	ck_assert_int_eq(replay(field, "63,0", SGM_RULES_STD), 0);
	ck_assert_int_eq(rp.score, 62 * 62 + 1000);
}
END_TEST

START_TEST(step_by_step)
{
	struct sgm_move m = { 0, 0 };

	ck_assert_int_eq(sgm_board_parse("0.../01.2/1122", &b, &err), 0);
	sgm_replay_start(&rp, &b);
	ck_assert_int_eq(sgm_replay_move(&rp, m, SGM_RULES_STD), 3);
	ck_assert_int_eq(rp.moves_score, 1);
	m.x = 3;
	m.y = 1;
	ck_assert_int_eq(sgm_replay_move(&rp, m, SGM_RULES_STD), 0);
	ck_assert_str_eq(rp.why, "empty cell");
	ck_assert_int_eq(rp.played, 1);
	ck_assert_int_eq(rp.moves_score, 1);
	m.x = 1;
	m.y = 0;
	ck_assert_int_eq(sgm_replay_move(&rp, m, SGM_RULES_TILES), 3);
	ck_assert_ptr_null(rp.why);
	ck_assert_int_eq(rp.played, 2);
	ck_assert_int_eq(rp.moves_score, 4);
	sgm_replay_end(&rp, SGM_RULES_STD);
	ck_assert_int_eq(rp.over, 0);		/* the two 0s are a group */
	ck_assert_int_eq(rp.score, 4);
	ck_assert_str_eq(position(), "..../0.../0...");
}
END_TEST

START_TEST(start_untouched)
{
	struct sgm_board copy;

	/* The replay works on its own copy of the board. */
	sgm_gen_board(&b, 15, 15, 3, 1, 1);
	memcpy(&copy, &b, sizeof(b));
	moves[0].x = 0;
	moves[0].y = 0;
	sgm_replay(&rp, &b, moves, 1, SGM_RULES_STD);
	ck_assert_mem_eq(&copy, &b, sizeof(b));
}
END_TEST

/* End score of a finished game with left tiles, from sg(5)'s table. */
static long
end_bonus(enum sgm_rules r, int left)
{
	if (r == SGM_RULES_TILES)
		return 0;
	if (left == 0)
		return 1000;
	return r == SGM_RULES_PENALTY ? -(long)(left - 2) * (left - 2) : 0;
}

/*
 * Random games on generated boards: each move names a random tile of a
 * random group from sgm_groups, the scores are summed here from the group
 * sizes, and sgm_replay must agree under every rule set.  Some games stop
 * early (open), some end on an illegal move.
 */
START_TEST(random_cross_check)
{
	static struct sgm_group groups[SGM_MAX_MOVES];
	static int16_t label[SGM_MAX_CELLS];
	static struct sgm_board start;
	static struct sgm_move played[SGM_MAX_MOVES + 2];
	uint64_t rng = 77;
	long sum[3];
	int game, n, ng, w, h, k, c, left, over, r, stop, overs = 0, opens = 0,
	    illegal = 0;

	for (game = 1; game <= 300; game++) {
		w = 1 + (int)sg_rand_below(&rng, game % 30 ? 15 : 64);
		h = 1 + (int)sg_rand_below(&rng, game % 30 ? 15 : 64);
		sgm_gen_board(&start, w, h, 2 + (int)sg_rand_below(&rng, 4), 5,
		    (uint64_t)game);
		sgm_board_copy(&b, &start);
		sum[0] = sum[1] = sum[2] = 0;
		left = w * h;
		stop = game % 4 == 0 ? 1 + (int)sg_rand_below(&rng, 10) : -1;
		for (n = 0; n != stop; n++) {
			if ((ng = sgm_groups(&b, groups, label)) == 0)
				break;
			k = (int)sg_rand_below(&rng, (uint32_t)ng);
			do	/* any tile of group k */
				c = (int)sg_rand_below(&rng, (uint32_t)(w * h));
			while (label[c] != k);
			played[n].x = (uint8_t)(c / h);
			played[n].y = (uint8_t)(c % h);
			sum[SGM_RULES_STD] += (long)(groups[k].size - 2) *
			    (groups[k].size - 2);
			sum[SGM_RULES_PENALTY] += (long)(groups[k].size - 2) *
			    (groups[k].size - 2);
			sum[SGM_RULES_TILES] += groups[k].size;
			left -= groups[k].size;
			if (sgm_play(&b, played[n].x, played[n].y, NULL) !=
			    groups[k].size)
				ck_abort_msg("game %d: move %d removes the "
				    "wrong tiles", game, n);
		}
		over = sgm_groups(&b, groups, NULL) == 0;
		overs += over;
		opens += !over;
		for (r = 0; r < 3; r++) {
			if (sgm_replay(&rp, &start, played, n,
			    (enum sgm_rules)r) != 0 || rp.played != n ||
			    rp.over != over || rp.board.tiles != left ||
			    rp.moves_score != sum[r] || rp.score != sum[r] +
			    (over ? end_bonus((enum sgm_rules)r, left) : 0) ||
			    !sgm_board_equal(&rp.board, &b))
				ck_abort_msg("game %d, %s: played %d of %d, "
				    "score %ld", game,
				    sgm_rules_name((enum sgm_rules)r),
				    rp.played, n, rp.score);
		}
		/* A move off the board or on an empty cell ends it there. */
		played[n].x = (uint8_t)(game % 2 ? w : 0);
		played[n].y = (uint8_t)(game % 2 ? 0 : h - 1);
		if (sgm_cell(&b, played[n].x, played[n].y) != SGM_EMPTY)
			continue;
		played[n + 1] = played[0];
		ck_assert_int_eq(sgm_replay(&rp, &start, played, n + 2,
		    SGM_RULES_PENALTY), -1);
		ck_assert_int_eq(rp.played, n);
		ck_assert_str_eq(rp.why, game % 2 ? "off the board" :
		    "empty cell");
		ck_assert_int_eq(rp.moves_score, sum[SGM_RULES_PENALTY]);
		ck_assert(sgm_board_equal(&rp.board, &b));
		illegal++;
	}
	ck_assert_int_gt(overs, 100);
	ck_assert_int_gt(opens, 50);
	ck_assert_int_gt(illegal, 150);
}
END_TEST

/* The end score counts once the game is over, never before. */
START_TEST(bonus_only_when_over)
{
	/* 1s then 0s clear "1100" -> "00.." -> "....". */
	ck_assert_int_eq(replay("1100", "0,0", SGM_RULES_STD), 0);
	ck_assert_int_eq(rp.over, 0);
	ck_assert_int_eq(rp.score, 0);
	ck_assert_int_eq(replay("1100", "0,0 0,0", SGM_RULES_STD), 0);
	ck_assert_int_eq(rp.over, 1);
	ck_assert_int_eq(rp.score, 1000);
	ck_assert_int_eq(replay("1100", "0,0 0,0", SGM_RULES_TILES), 0);
	ck_assert_int_eq(rp.score, 4);
	/* Stuck with 3 left: penalty -(3-2)^2 once over, not before. */
	ck_assert_int_eq(replay("22111345", "2,0", SGM_RULES_PENALTY), 0);
	ck_assert_str_eq(position(), "22345...");
	ck_assert_int_eq(rp.over, 0);
	ck_assert_int_eq(rp.score, 1);
	ck_assert_int_eq(replay("22111345", "2,0 1,0", SGM_RULES_PENALTY), 0);
	ck_assert_str_eq(position(), "345.....");
	ck_assert_int_eq(rp.over, 1);
	ck_assert_int_eq(rp.moves_score, 1);
	ck_assert_int_eq(rp.score, 0);
	ck_assert_int_eq(replay("22111345", "2,0 1,0", SGM_RULES_STD), 0);
	ck_assert_int_eq(rp.score, 1);
	ck_assert_int_eq(replay("22111345", "2,0 1,0", SGM_RULES_TILES), 0);
	ck_assert_int_eq(rp.score, 5);
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
	tcase_add_test(tc, off_the_widest_board);
	tcase_add_test(tc, step_by_step);
	tcase_add_test(tc, start_untouched);
	tcase_add_test(tc, random_cross_check);
	tcase_add_test(tc, bonus_only_when_over);
	suite_add_tcase(s, tc);
	return s;
}
