#include <string.h>

#include "core/record.h"
#include "samegame/rules.h"
#include "samegame/field.h"
#include "unit.h"

static struct sgm_board b;
static struct sg_error err;

static void
board(const char *text)
{
	ck_assert_msg(sgm_board_parse(text, &b, &err) == 0, "'%s': %s", text,
	    err.msg);
}

START_TEST(names)
{
	enum sgm_rules r = SGM_RULES_PENALTY;

	ck_assert_int_eq(sgm_rules_parse("std", &r, &err), 0);
	ck_assert_int_eq(r, SGM_RULES_STD);
	ck_assert_int_eq(sgm_rules_parse("tiles", &r, &err), 0);
	ck_assert_int_eq(r, SGM_RULES_TILES);
	ck_assert_int_eq(sgm_rules_parse("penalty", &r, &err), 0);
	ck_assert_int_eq(r, SGM_RULES_PENALTY);
	ck_assert_str_eq(sgm_rules_name(SGM_RULES_STD), "std");
	ck_assert_str_eq(sgm_rules_name(SGM_RULES_TILES), "tiles");
	ck_assert_str_eq(sgm_rules_name(SGM_RULES_PENALTY), "penalty");
	ck_assert_int_eq(sgm_rules_parse("Std", &r, &err), -1);
	ck_assert_str_eq(err.msg,
	    "unknown rules 'Std' (expected std, tiles or penalty)");
	ck_assert_int_eq(sgm_rules_parse("", &r, NULL), -1);
	ck_assert_int_eq(r, SGM_RULES_PENALTY);	/* untouched on failure */
}
END_TEST

/* (n-2)^2 under std and penalty, n under tiles. */
START_TEST(move_scores)
{
	static const struct { int n; long sq; } t[] = {
		{ 2, 0 }, { 3, 1 }, { 4, 4 }, { 5, 9 }, { 10, 64 },
		{ 225, 49729 }, { 4096, 16760836 },
	};
	size_t i;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		ck_assert_int_eq(sgm_move_score(SGM_RULES_STD, t[i].n),
		    t[i].sq);
		ck_assert_int_eq(sgm_move_score(SGM_RULES_PENALTY, t[i].n),
		    t[i].sq);
		ck_assert_int_eq(sgm_move_score(SGM_RULES_TILES, t[i].n),
		    t[i].n);
	}
}
END_TEST

START_TEST(end_scores)
{
	ck_assert_int_eq(sgm_end_score(SGM_RULES_STD, 0), 1000);
	ck_assert_int_eq(sgm_end_score(SGM_RULES_STD, 1), 0);
	ck_assert_int_eq(sgm_end_score(SGM_RULES_STD, 17), 0);
	ck_assert_int_eq(sgm_end_score(SGM_RULES_TILES, 0), 0);
	ck_assert_int_eq(sgm_end_score(SGM_RULES_TILES, 17), 0);
	ck_assert_int_eq(sgm_end_score(SGM_RULES_PENALTY, 0), 1000);
	ck_assert_int_eq(sgm_end_score(SGM_RULES_PENALTY, 1), -1);
	ck_assert_int_eq(sgm_end_score(SGM_RULES_PENALTY, 2), 0);
	ck_assert_int_eq(sgm_end_score(SGM_RULES_PENALTY, 3), -1);
	ck_assert_int_eq(sgm_end_score(SGM_RULES_PENALTY, 12), -100);
	ck_assert_int_eq(sgm_end_score(SGM_RULES_PENALTY, 4096), -16760836);
}
END_TEST

START_TEST(final_scores)
{
	/* A move left: the end score does not count yet. */
	board("0.../01.2/1122");
	ck_assert_int_eq(sgm_final_score(SGM_RULES_STD, &b, 7), 7);
	ck_assert_int_eq(sgm_final_score(SGM_RULES_PENALTY, &b, 7), 7);
	ck_assert_int_eq(sgm_final_score(SGM_RULES_TILES, &b, 7), 7);
	/* Empty: the clearing bonus, but not under tiles. */
	board("..../....");
	ck_assert_int_eq(sgm_final_score(SGM_RULES_STD, &b, 5), 1005);
	ck_assert_int_eq(sgm_final_score(SGM_RULES_PENALTY, &b, 5), 1005);
	ck_assert_int_eq(sgm_final_score(SGM_RULES_TILES, &b, 5), 5);
	/* Over with 5 tiles left: penalty takes (5-2)^2. */
	board("...../10101");
	ck_assert_int_eq(sgm_final_score(SGM_RULES_STD, &b, 20), 20);
	ck_assert_int_eq(sgm_final_score(SGM_RULES_PENALTY, &b, 20), 11);
	ck_assert_int_eq(sgm_final_score(SGM_RULES_TILES, &b, 20), 20);
	/* Over with one tile left. */
	board("3");
	ck_assert_int_eq(sgm_final_score(SGM_RULES_PENALTY, &b, 0), -1);
	ck_assert_int_eq(sgm_final_score(SGM_RULES_STD, &b, 0), 0);
}
END_TEST

START_TEST(round_trip_and_unknown)
{
	static const char *const bad[] = { "STD", "std ", " std", "standard",
	    "tile", "tilesx", "penalt", "0", "-r" };
	enum sgm_rules r, back;
	size_t i;

	for (r = SGM_RULES_STD; r <= SGM_RULES_PENALTY; r++) {
		back = (enum sgm_rules)-1;
		ck_assert_int_eq(sgm_rules_parse(sgm_rules_name(r), &back,
		    &err), 0);
		ck_assert_int_eq(back, r);
	}
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		err.msg[0] = '\0';
		ck_assert_msg(sgm_rules_parse(bad[i], &r, &err) == -1,
		    "'%s' parsed", bad[i]);
		ck_assert_ptr_nonnull(strstr(err.msg, "unknown rules"));
		ck_assert_ptr_nonnull(strstr(err.msg, bad[i]));
	}
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("rules");
	TCase *tc = tcase_create("rules");

	tcase_add_test(tc, names);
	tcase_add_test(tc, move_scores);
	tcase_add_test(tc, end_scores);
	tcase_add_test(tc, final_scores);
	tcase_add_test(tc, round_trip_and_unknown);
	suite_add_tcase(s, tc);
	return s;
}
