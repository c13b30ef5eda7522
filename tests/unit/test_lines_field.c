#include <string.h>

#include "lines/field.h"
#include "unit.h"

static struct lines_setup s;
static struct lines_move m;
static struct sg_error err;
static char buf[LINES_FIELD_MAX];

/* Parse the field, or fail the test; then format it back. */
static void
parses(const char *field, int64_t seed, int n, int colors)
{
	ck_assert_msg(lines_field_parse(field, &s, &err) == 0, "'%s': %s",
	    field, err.msg);
	ck_assert(s.seed == seed);
	ck_assert_int_eq(s.n, n);
	ck_assert_int_eq(s.colors, colors);
	ck_assert_int_eq(lines_field_format(&s, buf, sizeof(buf)),
	    (int)strlen(field));
	ck_assert_str_eq(buf, field);
}

/* The field is refused with exactly this message. */
static void
refused(const char *field, const char *msg)
{
	ck_assert_int_eq(lines_field_parse(field, &s, &err), -1);
	ck_assert_str_eq(err.msg, msg);
}

START_TEST(fields)
{
	parses("lines:1", 1, 0, 0);
	parses("lines:-1", -1, 0, 0);
	parses("lines:9223372036854775807", INT64_MAX, 0, 0);
	parses("lines:-9223372036854775808", INT64_MIN, 0, 0);
	parses("lines:-9223372036854775808:11:9", INT64_MIN, 11, 9);
	ck_assert_int_lt((int)strlen(buf), LINES_FIELD_MAX);
	parses("lines:42:7:3", 42, 7, 3);
}
END_TEST

START_TEST(bad_fields)
{
	refused("lines:x", "bad seed 'x' in 'lines:x'");
	refused("lines:", "bad seed '' in 'lines:'");
	refused("lines:0", "seed 0 in 'lines:0' leaves java's generator "
	    "unseeded");
	refused("lines:9223372036854775808",
	    "bad seed '9223372036854775808' in 'lines:9223372036854775808'");
	refused("lines: 5", "bad seed ' 5' in 'lines: 5'");
	refused("lines:+5", "bad seed '+5' in 'lines:+5'");
	refused("lines:5x", "bad seed '5x' in 'lines:5x'");
	refused("line:5", "not a lines field 'line:5'");
	refused("samegame", "not a lines field 'samegame'");
	refused("lines:5:12:3", "bad grid side '12' in 'lines:5:12:3'");
	refused("lines:5:6:3", "bad grid side '6' in 'lines:5:6:3'");
	refused("lines:5:99999999999999999999:3",
	    "bad grid side '99999999999999999999' in "
	    "'lines:5:99999999999999999999:3'");
	refused("lines:5:7:10", "bad colour count '10' in 'lines:5:7:10'");
	refused("lines:5:7:", "bad colour count '' in 'lines:5:7:'");
	refused("lines:5:7", "expected lines:SEED or lines:SEED:N:C, not "
	    "'lines:5:7'");
	refused("lines:5:7:3:1", "expected lines:SEED or lines:SEED:N:C, not "
	    "'lines:5:7:3:1'");
	refused("lines:5:7:3x", "bad colour count '3x' in 'lines:5:7:3x'");
}
END_TEST

START_TEST(format_limits)
{
	struct lines_setup half = { 5, 9, 0 };

	ck_assert_int_eq(lines_field_format(&half, buf, sizeof(buf)), -1);
	half.n = 0;
	half.colors = 4;
	ck_assert_int_eq(lines_field_format(&half, buf, sizeof(buf)), -1);
	half.n = 9;
	ck_assert_int_eq(lines_field_format(&half, buf, 5), -1);
	ck_assert_int_eq(lines_field_format(&half, buf, 12), 11);
	ck_assert_str_eq(buf, "lines:5:9:4");
}
END_TEST

/* Parse the move token, or fail the test. */
static void
move_is(const char *token, int r1, int c1, int r2, int c2)
{
	char out[LINES_MOVE_MAX];

	ck_assert_msg(lines_move_parse(token, &m, &err) == 0, "'%s': %s",
	    token, err.msg);
	ck_assert_int_eq(m.r1, r1);
	ck_assert_int_eq(m.c1, c1);
	ck_assert_int_eq(m.r2, r2);
	ck_assert_int_eq(m.c2, c2);
	ck_assert_int_ge(lines_move_format(m, out, sizeof(out)), 7);
}

START_TEST(moves)
{
	char out[LINES_MOVE_MAX];

	move_is("0,1,10,3", 0, 1, 10, 3);
	ck_assert_int_eq(lines_move_format(m, out, sizeof(out)), 8);
	ck_assert_str_eq(out, "0,1,10,3");
	move_is("-1,0,0,0", -1, 0, 0, 0);
	/* Too big: off the grid, not wrapped onto it. */
	move_is("256,0,0,0", 127, 0, 0, 0);
	move_is("0,4294967296,0,0", 0, 127, 0, 0);
	move_is("0,0,99999999999999999999999,0", 0, 0, 127, 0);
	move_is("0,0,0,-99999999999999999999999", 0, 0, 0, -128);
	move_is("-128,127,-128,127", -128, 127, -128, 127);
	ck_assert_int_eq(lines_move_format(m, out, sizeof(out)), 17);
	ck_assert_int_eq(lines_move_format(m, out, 17), -1);
}
END_TEST

START_TEST(bad_moves)
{
	const char *bad[] = { "", "1,2,3", "1,2,3,4,5", "1,2,3,", "1,,3,4",
	    "a,2,3,4", "1 2 3 4", "1,2,3,4 ", " 1,2,3,4", "+1,2,3,4",
	    "-,1,2,3" };
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		ck_assert_msg(lines_move_parse(bad[i], &m, &err) == -1, "'%s'",
		    bad[i]);
	ck_assert_int_eq(lines_move_parse("1,2,x,4", &m, &err), -1);
	ck_assert_str_eq(err.msg, "bad move '1,2,x,4', expected r1,c1,r2,c2");
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("lines_field");
	TCase *tc = tcase_create("field");

	tcase_add_test(tc, fields);
	tcase_add_test(tc, bad_fields);
	tcase_add_test(tc, format_limits);
	tcase_add_test(tc, moves);
	tcase_add_test(tc, bad_moves);
	suite_add_tcase(s, tc);
	return s;
}
