#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "samegame/gen.h"
#include "core/record.h"
#include "games.h"
#include "samegame/field.h"
#include "samegame/game.h"
#include "samegame_unit.h"
#include "unit.h"

static struct sg_record rec, rec2;
static struct sg_error err;
static char buf[SG_LINE_MAX + 2];

/* Parse line (copied, as the parser may write its final CR) into rec. */
static int
parse(const char *line)
{
	static char copy[SG_LINE_MAX * 2];

	snprintf(copy, sizeof(copy), "%s", line);
	err.msg[0] = '\0';
	return sg_record_parse(copy, &rec, sg_games, &err);
}

/* Parse line, format the record, and check the output is want. */
static void
round_trip(const char *line, const char *want)
{
	ck_assert_msg(parse(line) == 0, "'%s': %s", line, err.msg);
	ck_assert_int_eq(sg_record_format(&rec, buf, sizeof(buf)),
	    (int)strlen(want));
	ck_assert_str_eq(buf, want);
}

/* Check that line fails with a message holding want. */
static void
fails(const char *line, const char *want)
{
	ck_assert_msg(parse(line) == -1, "'%.60s' parsed", line);
	ck_assert_msg(strstr(err.msg, want) != NULL,
	    "'%.60s': got \"%s\", want \"%s\"", line, err.msg, want);
}

START_TEST(board_record)
{
	ck_assert_int_eq(parse("a 0.../01.2/1122"), 0);
	ck_assert_int_eq(rec.kind, SG_REC_BOARD);
	ck_assert_str_eq(rec.name, "a");
	ck_assert_int_eq(rb(&rec)->w, 4);
	ck_assert_int_eq(rb(&rec)->h, 3);
	ck_assert_int_eq(sgm_cell(rb(&rec), 0, 2), 1);	/* colour 0, top */
	ck_assert_int_eq(sgm_cell(rb(&rec), 1, 2), SGM_EMPTY);
	ck_assert_int_eq(sgm_cell(rb(&rec), 1, 1), 2);
	ck_assert_int_eq(sgm_cell(rb(&rec), 3, 0), 3);
	ck_assert_int_eq(rb(&rec)->tiles, 8);
	ck_assert_int_eq(rb(&rec)->ncols, 4);
	ck_assert_int_eq(rb(&rec)->height[0], 3);
	ck_assert_int_eq(rb(&rec)->height[2], 1);
	round_trip("a 0.../01.2/1122", "a 0.../01.2/1122\n");
}
END_TEST

START_TEST(game_record)
{
	round_trip("g 01/12 5 0,0 1,1", "g 01/12 5 0,0 1,1\n");
	ck_assert_int_eq(rec.kind, SG_REC_GAME);
	ck_assert_int_eq(rec.has_score, 1);
	ck_assert_int_eq(rec.score, 5);
	ck_assert_int_eq(rec.nmoves, 2);
	ck_assert_int_eq(sgm_record_move(&rec, 1).x, 1);
	ck_assert_int_eq(sgm_record_move(&rec, 1).y, 1);
	round_trip("g 0 0", "g 0 0\n");
	ck_assert_int_eq(rec.kind, SG_REC_GAME);
	ck_assert_int_eq(rec.nmoves, 0);
	round_trip("g 01/12 - 10,63", "g 01/12 - 10,63\n");
	ck_assert_int_eq(rec.has_score, 0);
	round_trip("g 0 -1000", "g 0 -1000\n");
	ck_assert_int_eq(rec.score, -1000);
	round_trip("g 0 9223372036854775807", "g 0 9223372036854775807\n");
	ck_assert(rec.score == LONG_MAX);
}
END_TEST

START_TEST(moves_record)
{
	round_trip("m - -3 0,0 63,63", "m - -3 0,0 63,63\n");
	ck_assert_int_eq(rec.kind, SG_REC_MOVES);
	ck_assert_int_eq(rec.score, -3);
	ck_assert_int_eq(sgm_record_move(&rec, 1).x, 63);
	round_trip("m - -", "m - -\n");
	ck_assert_int_eq(rec.has_score, 0);
	ck_assert_int_eq(rec.nmoves, 0);
}
END_TEST

/* A move off every board is a move all the same: the rules refuse it. */
START_TEST(moves_off_every_board)
{
	round_trip("m - 0 64,0 0,254", "m - 0 64,0 0,254\n");
	round_trip("m - 0 255,0 99999,00000000000000000000000000000000007",
	    "m - 0 255,0 255,7\n");
}
END_TEST

START_TEST(blanks_and_crlf)
{
	round_trip("a\t01/12\t7  0,0\t 1,0\r", "a 01/12 7 0,0 1,0\n");
	round_trip("  a 01/12   \r", "a 01/12\n");
	round_trip("007,x 01/12 0 00,01", "007,x 01/12 0 0,1\n");
}
END_TEST

START_TEST(comments)
{
	static const char *const lines[] = { "", "# seed=1", "   ", "\t# x",
	    "#", "\r" };
	size_t i;

	for (i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
		ck_assert_int_eq(parse(lines[i]), 0);
		ck_assert_int_eq(rec.kind, SG_REC_COMMENT);
		ck_assert_ptr_nonnull(rec.text);
	}
	round_trip("# seed=1 n=5\r", "# seed=1 n=5\n");
}
END_TEST

START_TEST(bad_fields)
{
	fails("a", "no board");
	fails("a 01/123", "row 2 has 3 cells, expected 2");
	fails("a 012/01/012", "row 2 has 2 cells, expected 3");
	fails("a 01/12/", "row 3 is empty");
	fails("a /12", "row 1 is empty");
	fails("a 0x/12", "bad cell 'x' in row 1");
	fails("a 01/1\x01", "bad cell '?' in row 2");
	fails("a 01/.2", "not settled");
	fails("a .1/.2", "not settled");
	fails("a 01/12 x", "bad score 'x'");
	fails("a 01/12 --1", "bad score '--1'");
	fails("a 01/12 +1", "bad score '+1'");
	fails("a 01/12 1.5", "bad score '1.5'");
	fails("a 01/12 99999999999999999999", "out of range");
	fails("a 01/12 5 x,3", "bad move 'x,3' (expected column,row");
	fails("a 01/12 5 1,", "bad move '1,'");
	fails("a 01/12 5 ,1", "bad move ',1'");
	fails("a 01/12 5 1,2,3", "bad move '1,2,3'");
	fails("a 01/12 5 1;2", "bad move '1;2'");
	fails("a 01/12 5 -1,2", "bad move '-1,2'");
	fails("m -", "no score");
	fails("\x01 01/12", "bad byte 0x01 in name");
	fails("a\x7f 01/12", "bad byte 0x7f in name");
	fails("a 0\v/12", "bad cell '?' in row 1");
}
END_TEST

START_TEST(sizes)
{
	char line[8192], *p;
	int i;

	/* 64 columns are fine, 65 are too many */
	strcpy(line, "w ");
	for (i = 0; i < 64; i++)
		strcat(line, "1");
	ck_assert_int_eq(parse(line), 0);
	ck_assert_int_eq(rb(&rec)->w, 64);
	strcat(line, "1");
	fails(line, "board too large: 65 columns");

	/* likewise rows */
	strcpy(line, "h 0");
	for (i = 1; i < 64; i++)
		strcat(line, "/0");
	ck_assert_int_eq(parse(line), 0);
	ck_assert_int_eq(rb(&rec)->h, 64);
	strcat(line, "/0");
	fails(line, "board too large: 65 rows");

	/* a full 64x64 board */
	strcpy(line, "f ");
	for (i = 0, p = line + 2; i < 64; i++) {
		memset(p, '9', 64);
		p += 64;
		*p++ = i < 63 ? '/' : '\0';
	}
	ck_assert_int_eq(parse(line), 0);
	ck_assert_int_eq(rb(&rec)->tiles, SGM_MAX_CELLS);
	ck_assert_int_eq(sg_record_format(&rec, buf, sizeof(buf)),
	    (int)strlen(line) + 1);
}
END_TEST

START_TEST(names)
{
	char line[600];

	memset(line, 'n', 255);
	strcpy(line + 255, " 0");
	ck_assert_int_eq(parse(line), 0);
	ck_assert_int_eq((int)strlen(rec.name), 255);
	memset(line, 'n', 256);
	strcpy(line + 256, " 0");
	fails(line, "name longer than 255 bytes");
	round_trip("d\xc3\xa9""fi 0", "d\xc3\xa9""fi 0\n");	/* UTF-8 */
}
END_TEST

START_TEST(too_many_moves)
{
	static char line[SG_LINE_MAX * 2];
	char *p;
	int i;

	strcpy(line, "m - 0");
	for (i = 0, p = line + 5; i < SGM_MAX_MOVES; i++, p += 4)
		memcpy(p, " 1,1", 5);
	ck_assert_int_eq(parse(line), 0);
	ck_assert_int_eq(rec.nmoves, SGM_MAX_MOVES);
	ck_assert_int_lt((int)strlen(line), SG_LINE_MAX);
	strcat(line, " 2,2");
	fails(line, "more than 2048 moves");
}
END_TEST

START_TEST(moves_parse)
{
	struct sgm_move m[3];

	ck_assert_int_eq(sg_moves_parse(&sgm_game_table, "", m, 3, &err), 0);
	ck_assert_int_eq(sg_moves_parse(&sgm_game_table, " 0,1  2,3\t4,5 ", m,
	    3, &err), 3);
	ck_assert_int_eq(m[2].x, 4);
	ck_assert_int_eq(m[2].y, 5);
	ck_assert_int_eq(sg_moves_parse(&sgm_game_table, "0,1 2,3 4,5 6,7", m,
	    3, &err), -1);
	ck_assert_str_eq(err.msg, "more than 3 moves");
	ck_assert_int_eq(sg_moves_parse(&sgm_game_table, "0,1 a", m, 3, &err),
	    -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "'a'"));
}
END_TEST

START_TEST(board_parse)
{
	struct sgm_board b;

	ck_assert_int_eq(sgm_board_parse("1.../1122", &b, &err), 0);
	ck_assert_int_eq(b.w, 4);
	ck_assert_int_eq(b.tiles, 5);
	ck_assert_int_eq(sgm_board_parse("....", &b, &err), 0);
	ck_assert_int_eq(b.tiles, 0);
	ck_assert_int_eq(sgm_board_parse("", &b, &err), -1);
	ck_assert_int_eq(sgm_board_parse("1 2", &b, &err), -1);
	ck_assert_int_eq(sgm_board_parse("12/3", &b, &err), -1);
	ck_assert_str_eq(err.msg, "row 2 has 1 cells, expected 2");
}
END_TEST

START_TEST(format_bounds)
{
	int n;

	ck_assert_int_eq(parse("g 01/12 5 0,0"), 0);
	n = sg_record_format(&rec, buf, sizeof(buf));
	ck_assert_int_eq(n, 14);
	ck_assert_int_eq(sg_record_format(&rec, buf, (size_t)n + 1), n);
	ck_assert_int_eq(sg_record_format(&rec, buf, (size_t)n), -1);
	ck_assert_int_eq(sg_record_format(&rec, buf, 3), -1);
	ck_assert_int_eq(sg_record_format(&rec, buf, 0), -1);
	ck_assert_int_eq(sgm_board_format(rb(&rec), buf, 6), 5);
	ck_assert_str_eq(buf, "01/12");
	ck_assert_int_eq(sgm_board_format(rb(&rec), buf, 5), -1);
	rec.kind = SG_REC_COMMENT;
	rec.text = NULL;
	ck_assert_int_eq(sg_record_format(&rec, buf, sizeof(buf)), 1);
	ck_assert_str_eq(buf, "\n");
}
END_TEST

/* Generated boards with random moves survive format and parse unchanged. */
START_TEST(random_round_trips)
{
	struct sgm_move m[SGM_MAX_MOVES];
	struct sgm_board b;
	char line[SG_LINE_MAX + 2];
	int i, k, w, h;

	for (i = 1; i <= 300; i++) {
		w = 1 + i % SGM_MAX_SIDE;
		h = 1 + i * 7 % SGM_MAX_SIDE;
		sgm_gen_board(&b, w, h, 1 + i % SGM_MAX_COLORS, 42,
		    (uint64_t)i);
		sgm_record_set_board(&rec, &b);
		snprintf(rec.name, sizeof(rec.name), "r%d", i);
		rec.kind = i % 3 == 0 ? SG_REC_BOARD : i % 3 == 1 ?
		    SG_REC_GAME : SG_REC_MOVES;
		rec.has_score = i % 5 != 0;
		rec.score = (long)i * 7919 - 1000000;
		k = rec.kind == SG_REC_BOARD ? 0 : i * 7 % (SGM_MAX_MOVES + 1);
		for (rec.nmoves = 0; rec.nmoves < k; rec.nmoves++) {
			m[rec.nmoves].x = (uint8_t)(rec.nmoves * 13 % SGM_MAX_SIDE);
			m[rec.nmoves].y = (uint8_t)(rec.nmoves * 29 % SGM_MAX_SIDE);
		}
		sgm_record_set_moves(&rec, m, k);
		ck_assert_int_gt(sg_record_format(&rec, line, sizeof(line)), 0);
		line[strlen(line) - 1] = '\0';
		ck_assert_msg(sg_record_parse(line, &rec2, sg_games, &err) == 0, "%s",
		    err.msg);
		ck_assert_int_eq(rec2.kind, rec.kind);
		ck_assert_str_eq(rec2.name, rec.name);
		ck_assert_int_eq(rec2.nmoves, rec.nmoves);
		ck_assert_int_eq(rec2.has_score, rec.kind != SG_REC_BOARD &&
		    rec.has_score);
		if (rec2.has_score)
			ck_assert(rec2.score == rec.score);
		ck_assert(memcmp(rec2.moves, rec.moves,
		    sizeof(m[0]) * (size_t)rec.nmoves) == 0);
		if (rec.kind != SG_REC_MOVES) {
			ck_assert(sgm_board_equal(rb(&rec2), rb(&rec)));
			ck_assert_int_eq(rb(&rec2)->tiles, w * h);
		}
	}
}
END_TEST

/*
 * The list of games is the commands' list, in their order: a record is
 * the game's whose prefix its board field has, wherever that game stands
 * in the list, and a move list alone is the first game's that reads it,
 * SameGame's (the game without a prefix) when it has no moves.
 */
START_TEST(games_found_in_any_order)
{
	const struct sg_game *const reversed[] = { sg_games[1], sg_games[0],
	    NULL };
	char line[64];

	ck_assert_ptr_eq(sg_games[SG_GAME_SAMEGAME], &sgm_game_table);
	ck_assert_ptr_null(sg_games[SG_GAMES]);
	strcpy(line, "l lines:7 0 0,0,1,1");
	ck_assert_msg(sg_record_parse(line, &rec, sg_games, &err) == 0, "%s",
	    err.msg);
	ck_assert_str_eq(rec.game->name, "lines");
	strcpy(line, "l lines:7 0 0,0,1,1");
	ck_assert_int_eq(sg_record_parse(line, &rec, reversed, &err), 0);
	ck_assert_str_eq(rec.game->name, "lines");
	strcpy(line, "m - 0 0,0,1,1");
	ck_assert_int_eq(sg_record_parse(line, &rec, sg_games, &err), 0);
	ck_assert_str_eq(rec.game->name, "lines");
	strcpy(line, "m - 0 1,1");
	ck_assert_int_eq(sg_record_parse(line, &rec, reversed, &err), 0);
	ck_assert_str_eq(rec.game->name, "samegame");
	strcpy(line, "m - 0");
	ck_assert_int_eq(sg_record_parse(line, &rec, sg_games, &err), 0);
	ck_assert_str_eq(rec.game->name, "samegame");
	ck_assert_int_eq(sg_record_parse(strcpy(line, "m - 0 x"), &rec,
	    reversed, &err), -1);
	strcpy(line, err.msg);
	ck_assert_int_eq(parse("m - 0 x"), -1);
	ck_assert_str_eq(err.msg, line);
	ck_assert_str_eq(err.msg, "bad move 'x' (expected column,row)");
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("record");
	TCase *tc = tcase_create("record");

	tcase_add_test(tc, board_record);
	tcase_add_test(tc, games_found_in_any_order);
	tcase_add_test(tc, game_record);
	tcase_add_test(tc, moves_record);
	tcase_add_test(tc, moves_off_every_board);
	tcase_add_test(tc, blanks_and_crlf);
	tcase_add_test(tc, comments);
	tcase_add_test(tc, bad_fields);
	tcase_add_test(tc, sizes);
	tcase_add_test(tc, names);
	tcase_add_test(tc, too_many_moves);
	tcase_add_test(tc, moves_parse);
	tcase_add_test(tc, board_parse);
	tcase_add_test(tc, format_bounds);
	tcase_add_test(tc, random_round_trips);
	suite_add_tcase(s, tc);
	return s;
}
