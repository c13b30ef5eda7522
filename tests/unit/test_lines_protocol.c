#include <string.h>

#include "lines/protocol.h"
#include "unit.h"

static struct lines_tester t;
static struct lines_proto p;
static struct sg_error err;
static char text[8192];

/* Feed text's lines to p; returns the last result, or -1 at the first. */
static int
feed(char *s)
{
	char *line;
	int got = 0;

	for (line = strtok(s, "\n"); line; line = strtok(NULL, "\n"))
		if ((got = lines_proto_line(&p, line, &err)) < 0)
			return -1;
	return got;
}

/*
 * The tester's text of a view reads back as that view, turn after turn,
 * the moves played counted from 0 as the offline game counts them.
 */
START_TEST(round_trip)
{
	struct lines_setup s = { 11, 0, 0 };
	struct lines_view v;
	struct lines_step step;
	struct lines_move m = { 0, 0, 0, 0 };
	int turn, r, c;

	ck_assert_int_eq(lines_tester_init(&t, &s, &err), 0);
	lines_proto_start(&p);
	for (turn = 0; turn < 3; turn++) {
		lines_tester_view(&t, &v);
		ck_assert_int_gt(lines_proto_format(&v, turn == 0, 17 * turn,
		    text, sizeof(text)), 0);
		ck_assert_int_eq(feed(text), 1);
		ck_assert(memcmp(&p.view, &v, sizeof(v)) == 0);
		ck_assert_int_eq(p.view.moves, turn);
		ck_assert_int_eq(p.time_ms, 17 * turn);
		for (r = 0; r < v.n * v.n && v.cell[r] == 0; r++)
			;
		for (c = 0; c < v.n * v.n && v.cell[c] != 0; c++)
			;
		m = (struct lines_move){ (int8_t)(r / v.n), (int8_t)(r % v.n),
		    (int8_t)(c / v.n), (int8_t)(c % v.n) };
		ck_assert_int_ge(lines_tester_play(&t, m, &step, NULL), 0);
	}
	ck_assert_int_eq(lines_proto_move(m, text, sizeof(text)),
	    (int)strlen(text));
}
END_TEST

START_TEST(header_and_turn_lines)
{
	lines_proto_start(&p);
	ck_assert_int_eq(lines_proto_line(&p, " 7\r", &err), 0);
	ck_assert_int_eq(lines_proto_line(&p, "3", &err), 0);
	ck_assert_int_eq(p.view.n, 7);
	ck_assert_int_eq(p.view.colors, 3);
	ck_assert_int_eq(lines_proto_line(&p, "4", &err), -1);
	ck_assert_str_eq(err.msg, "'4' is not cell 1 of 49 (0..3)");
}
END_TEST

START_TEST(bad_lines)
{
	static const char *const bad[][2] = {
		{ "6", "'6' is not the grid side N (7..11)" },
		{ "x", "'x' is not the grid side N (7..11)" },
		{ "", "'' is not the grid side N (7..11)" },
		{ "7 3", "'7 3' is not the grid side N (7..11)" },
		{ "-8", "'-8' is not the grid side N (7..11)" },
	};
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		lines_proto_start(&p);
		ck_assert_int_eq(lines_proto_line(&p, bad[i][0], &err), -1);
		ck_assert_str_eq(err.msg, bad[i][1]);
	}
	lines_proto_start(&p);
	lines_proto_line(&p, "7", &err);
	ck_assert_int_eq(lines_proto_line(&p, "10", &err), -1);
	ck_assert_str_eq(err.msg,
	    "'10' is not the colour count C (3..9)");
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("lines_protocol");
	TCase *tc = tcase_create("protocol");

	tcase_add_test(tc, round_trip);
	tcase_add_test(tc, header_and_turn_lines);
	tcase_add_test(tc, bad_lines);
	suite_add_tcase(s, tc);
	return s;
}
