/* The judge's library parts: a site's limits, the findings line, and the
 * answers of both protocols as a referee reads them. */
#include <string.h>

#include "core/judge.h"
#include "lines/protocol.h"
#include "samegame/cgturn.h"
#include "unit.h"

/* CodinGame: the first answer and each later one have limits of their
 * own; the peak is the largest share of either. */
START_TEST(per_answer_limits)
{
	struct sg_limits l = { 20000, 50, 0 };
	struct sg_judged j;

	memset(&j, 0, sizeof(j));
	ck_assert(sg_judge_allowed(&l, &j, 1) == 20000);
	ck_assert(sg_judge_allowed(&l, &j, 2) == 50);
	ck_assert_int_eq(sg_judge_count(&l, &j, 1, 10000), 0);
	ck_assert_int_eq(sg_judge_count(&l, &j, 2, 40), 0);
	ck_assert(j.peak > 0.79 && j.peak < 0.81);
	ck_assert(j.slowest_ms == 10000 && j.time_ms == 10040);
	ck_assert_int_eq(sg_judge_count(&l, &j, 3, 51), 1);
	sg_limits_scale(&l, 2);
	ck_assert(sg_judge_allowed(&l, &j, 4) == 100);
}
END_TEST

/* TopCoder: the game's answers share one limit. */
START_TEST(per_game_limit)
{
	struct sg_limits l = { 0, 0, 10000 };
	struct sg_judged j;

	memset(&j, 0, sizeof(j));
	ck_assert(sg_judge_allowed(&l, &j, 1) == 10000);
	ck_assert_int_eq(sg_judge_count(&l, &j, 1, 6000), 0);
	ck_assert(sg_judge_allowed(&l, &j, 2) == 4000);
	ck_assert_int_eq(sg_judge_count(&l, &j, 2, 4001), 1);
	ck_assert(sg_judge_allowed(&l, &j, 3) == 0);
}
END_TEST

/* A findings line reads back as written; other comments are not one. */
START_TEST(findings_round_trip)
{
	struct sg_judged j, back;
	struct sg_error err;
	char line[1024], name[SG_NAME_MAX + 1];

	memset(&j, 0, sizeof(j));
	j.verdict = SG_VERDICT_ILLEGAL;
	j.turns = 12;
	j.time_ms = 1234.5;
	j.slowest_ms = 99.5;
	j.peak = 0.25;
	strcpy(j.why, "turn 12: illegal move '3 4': single tile");
	ck_assert_int_gt(sg_judged_format("g-1", &j, line, sizeof(line)), 0);
	ck_assert_str_eq(line, "# sg-judge g-1 illegal turns=12 time=1234.5 "
	    "slowest=99.5 peak=25.0: turn 12: illegal move '3 4': single "
	    "tile");
	ck_assert_int_eq(sg_judged_parse(line, name, &back, &err), 1);
	ck_assert_str_eq(name, "g-1");
	ck_assert_int_eq(back.verdict, SG_VERDICT_ILLEGAL);
	ck_assert_int_eq(back.turns, 12);
	ck_assert(back.time_ms == 1234.5 && back.slowest_ms == 99.5);
	ck_assert(back.peak > 0.2499 && back.peak < 0.2501);
	ck_assert_str_eq(back.why, j.why);
	ck_assert_int_eq(sg_judged_parse("# sg-gen seed=1", name, &back,
	    &err), 0);
	ck_assert_int_eq(sg_judged_parse("# sg-judge g-1 won turns=1",
	    name, &back, &err), -1);
	ck_assert_int_eq(sg_judged_parse("# sg-judge g-1 ok turns=1", name,
	    &back, &err), -1);
}
END_TEST

/* "x y" and a message; numbers off any board are a move, refused later. */
START_TEST(codingame_answers)
{
	struct sgm_move m;
	struct sg_error err;

	ck_assert_int_eq(sgm_cgturn_answer("3 4", &m, &err), 0);
	ck_assert(m.x == 3 && m.y == 4);
	ck_assert_int_eq(sgm_cgturn_answer("0 14 thinking hard\r", &m, &err),
	    0);
	ck_assert(m.x == 0 && m.y == 14);
	ck_assert_int_eq(sgm_cgturn_answer("999 -1", &m, &err), 0);
	ck_assert(m.x == 255 && m.y == 255);
	ck_assert_int_eq(sgm_cgturn_answer("3", &m, &err), -1);
	ck_assert_str_eq(err.msg, "malformed answer '3', expected 'x y'");
	ck_assert_int_eq(sgm_cgturn_answer("3,4", &m, &err), -1);
	ck_assert_int_eq(sgm_cgturn_answer("3 4x", &m, &err), -1);
	ck_assert_int_eq(sgm_cgturn_answer("", &m, &err), -1);
}
END_TEST

START_TEST(topcoder_answers)
{
	struct lines_move m;
	struct sg_error err;

	ck_assert_int_eq(lines_proto_answer("\t1  6 0\t0 \r", &m, &err), 0);
	ck_assert(m.r1 == 1 && m.c1 == 6 && m.r2 == 0 && m.c2 == 0);
	ck_assert_int_eq(lines_proto_answer("1 6 0", &m, &err), -1);
	ck_assert_int_eq(lines_proto_answer("1 6 0 0 0", &m, &err), -1);
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("judge");
	TCase *tc = tcase_create("judge");

	tcase_add_test(tc, per_answer_limits);
	tcase_add_test(tc, per_game_limit);
	tcase_add_test(tc, findings_round_trip);
	tcase_add_test(tc, codingame_answers);
	tcase_add_test(tc, topcoder_answers);
	suite_add_tcase(s, tc);
	return s;
}
