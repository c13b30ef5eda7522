#include <stdio.h>
#include <string.h>

#include "board.h"
#include "gen.h"
#include "record.h"
#include "unit.h"

static struct sg_board b, b2;
static struct sg_error err;
static char field[SG_MAX_CELLS + SG_MAX_SIDE + 1];
static uint16_t cells[SG_MAX_CELLS];
static struct sg_group groups[SG_MAX_MOVES];
static int16_t label[SG_MAX_CELLS];

/* Parse a board field into b, or fail the test. */
static void
board(const char *text)
{
	ck_assert_msg(sg_board_parse(text, &b, &err) == 0, "'%s': %s", text,
	    err.msg);
}

/* The board field of b. */
static const char *
fmt(const struct sg_board *p)
{
	ck_assert_int_ge(sg_board_format(p, field, sizeof(field)), 0);
	return field;
}

/* Play (x, y) on the board text and check the tiles removed and the result. */
static void
plays(const char *text, int x, int y, int removed, const char *after)
{
	const char *why = NULL;

	board(text);
	ck_assert_int_eq(sg_play(&b, x, y, &why), removed);
	ck_assert_ptr_null(why);
	ck_assert_str_eq(fmt(&b), after);
	sg_board_copy(&b2, &b);
	ck_assert_int_eq(sg_board_settle_check(&b2, &err), 0);
	ck_assert_int_eq(b2.tiles, b.tiles);
	ck_assert_int_eq(b2.ncols, b.ncols);
	ck_assert_mem_eq(b2.height, b.height, sizeof(b.height));
}

/* Play (x, y) on the board text and check it is refused for reason. */
static void
refused(const char *text, int x, int y, const char *reason)
{
	const char *why = NULL;

	board(text);
	sg_board_copy(&b2, &b);
	ck_assert_int_eq(sg_play(&b, x, y, &why), 0);
	ck_assert_str_eq(why, reason);
	ck_assert(sg_board_equal(&b, &b2));
	ck_assert_int_eq(b.tiles, b2.tiles);
}

START_TEST(init_sizes)
{
	ck_assert_int_eq(sg_board_init(&b, 1, 1, &err), 0);
	ck_assert_int_eq(sg_board_init(&b, 64, 64, &err), 0);
	ck_assert_int_eq(b.tiles, 0);
	ck_assert_int_eq(sg_board_init(&b, 0, 5, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "0x5"));
	ck_assert_int_eq(sg_board_init(&b, 5, 65, &err), -1);
	ck_assert_int_eq(sg_board_init(&b, 65, 1, NULL), -1);
}
END_TEST

START_TEST(groups_found)
{
	board("0.../01.2/1122");
	ck_assert_int_eq(sg_group_at(&b, 0, 0, cells), 3);	/* the 1s */
	ck_assert_int_eq(sg_group_at(&b, 1, 1, NULL), 3);
	ck_assert_int_eq(sg_group_at(&b, 3, 1, NULL), 3);	/* the 2s */
	ck_assert_int_eq(sg_group_at(&b, 0, 2, NULL), 2);	/* the 0s */
	ck_assert_int_eq(sg_group_at(&b, 2, 1, NULL), 0);	/* empty */
	ck_assert_int_eq(sg_group_at(&b, 4, 0, NULL), 0);	/* off */
	ck_assert_int_eq(sg_group_at(&b, -1, 0, NULL), 0);
	ck_assert_int_eq(sg_groups(&b, groups, label), 3);
	ck_assert_int_eq(groups[0].size, 3);		/* lowest cell 0: the 1s */
	ck_assert_int_eq(groups[0].color, 2);
	ck_assert_int_eq(groups[0].cell, 0);
	ck_assert_int_eq(groups[1].size, 2);		/* cell 1: the 0s */
	ck_assert_int_eq(groups[1].color, 1);
	ck_assert_int_eq(groups[2].size, 3);
	ck_assert_int_eq(label[0 * 3 + 1], 1);
	ck_assert_int_eq(label[2 * 3 + 1], -1);		/* empty cell */
	ck_assert_int_eq(label[3 * 3 + 1], 2);
}
END_TEST

START_TEST(groups_four_connected)
{
	/* Diagonal neighbours do not join a group. */
	board("01/10");
	ck_assert_int_eq(sg_group_at(&b, 0, 0, NULL), 1);
	ck_assert_int_eq(sg_groups(&b, groups, NULL), 0);
	ck_assert_int_eq(sg_has_move(&b), 0);
	/* A ring of one colour around another. */
	board("000/010/000");
	ck_assert_int_eq(sg_group_at(&b, 0, 0, NULL), 8);
	ck_assert_int_eq(sg_group_at(&b, 1, 1, NULL), 1);
	ck_assert_int_eq(sg_groups(&b, groups, NULL), 1);
}
END_TEST

START_TEST(gravity)
{
	/* The 0s on top of column 0 go; nothing falls, nothing closes. */
	plays("0.../01.2/1122", 0, 2, 2, "..../.1.2/1122");
	/* A group in the middle of a column: the tiles above fall. */
	plays("3/1/1/2", 0, 1, 2, "././3/2");
	plays("12/00/21", 0, 1, 2, "../12/21");
	/* Tiles of several columns fall by different heights. */
	plays("23/11/13", 0, 0, 3, "../.3/23");
}
END_TEST

START_TEST(columns_close)
{
	/* Column 1 empties and the columns right of it close up. */
	plays("0.../01.2/1122", 0, 0, 3, "..../0.2./022.");
	/* Two empty columns at once. */
	plays("0110/2112", 1, 0, 4, "00../22..");
	/* The last column emptying leaves the others where they were. */
	plays("122/122", 1, 0, 4, "1../1..");
}
END_TEST

START_TEST(one_row)
{
	/* The simple game: nothing falls, groups close up sideways. */
	plays("1221", 1, 0, 2, "11..");
	plays("11..", 0, 0, 2, "....");
	ck_assert_int_eq(b.tiles, 0);
	ck_assert_int_eq(b.ncols, 0);
	ck_assert_int_eq(sg_has_move(&b), 0);
	board("0");
	ck_assert_int_eq(sg_has_move(&b), 0);
	refused("0", 0, 0, "single tile");
}
END_TEST

START_TEST(illegal)
{
	refused("0.../01.2/1122", 4, 0, "off the board");
	refused("0.../01.2/1122", 0, 3, "off the board");
	refused("0.../01.2/1122", -1, 0, "off the board");
	refused("0.../01.2/1122", 2, 1, "empty cell");
	refused("0.../01.2/1122", 3, 2, "empty cell");
	refused("01/10", 1, 1, "single tile");
	board("01/10");
	ck_assert_int_eq(sg_play(&b, 0, 0, NULL), 0);	/* why may be NULL */
}
END_TEST

START_TEST(settle_check)
{
	board("0.../01.2/1122");
	ck_assert_int_eq(b.tiles, 8);
	ck_assert_int_eq(b.ncols, 4);
	ck_assert_int_eq(sg_board_parse("0.../..../1122", &b, &err), -1);
	ck_assert_str_eq(err.msg,
	    "board is not settled: tile at 0,2 stands above an empty cell");
	ck_assert_int_eq(sg_board_parse(".1/.1", &b, &err), -1);
	ck_assert_str_eq(err.msg,
	    "board is not settled: column 0 is empty but column 1 is not");
	/* Straight on the cells: a tile floating in column 2 of 3. */
	sg_board_init(&b, 3, 2, NULL);
	b.cell[0] = 1;
	b.cell[2 * 2 + 1] = 1;
	b.cell[1 * 2 + 0] = 1;
	ck_assert_int_eq(sg_board_settle_check(&b, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "tile at 2,1"));
	b.cell[2 * 2 + 0] = 2;
	ck_assert_int_eq(sg_board_settle_check(&b, &err), 0);
	ck_assert_int_eq(b.tiles, 4);
	ck_assert_int_eq(b.height[2], 2);
	board("....");		/* an empty board is settled */
	ck_assert_int_eq(b.tiles, 0);
}
END_TEST

START_TEST(largest_board)
{
	int x;

	/* 64x64 of one colour is one group of 4096 tiles. */
	sg_gen_board(&b, 64, 64, 1, 7, 1);
	ck_assert_int_eq(sg_has_move(&b), 1);
	ck_assert_int_eq(sg_group_at(&b, 63, 63, NULL), SG_MAX_CELLS);
	ck_assert_int_eq(sg_groups(&b, groups, NULL), 1);
	ck_assert_int_eq(sg_play(&b, 63, 63, NULL), SG_MAX_CELLS);
	ck_assert_int_eq(b.tiles, 0);
	ck_assert_int_eq(sg_has_move(&b), 0);
	/* A checkerboard has no move at all. */
	sg_board_init(&b, 64, 64, NULL);
	for (x = 0; x < SG_MAX_CELLS; x++)
		b.cell[x] = (uint8_t)(1 + ((x / 64 + x % 64) & 1));
	ck_assert_int_eq(sg_board_settle_check(&b, &err), 0);
	ck_assert_int_eq(sg_has_move(&b), 0);
	ck_assert_int_eq(sg_groups(&b, groups, NULL), 0);
	/* Playing a random 64x64 board out keeps it settled at every step. */
	sg_gen_board(&b, 64, 64, 3, 1, 1);
	while (sg_groups(&b, groups, NULL) > 0) {
		ck_assert_int_eq(sg_play(&b, groups[0].cell / 64,
		    groups[0].cell % 64, NULL), groups[0].size);
		sg_board_copy(&b2, &b);
		ck_assert_int_eq(sg_board_settle_check(&b2, &err), 0);
		ck_assert_int_eq(b2.tiles, b.tiles);
	}
}
END_TEST

START_TEST(has_move)
{
	board("00");
	ck_assert_int_eq(sg_has_move(&b), 1);
	board("0/0");
	ck_assert_int_eq(sg_has_move(&b), 1);
	board("..../0123");
	ck_assert_int_eq(sg_has_move(&b), 0);
	board("9./98");
	ck_assert_int_eq(sg_has_move(&b), 1);
}
END_TEST

START_TEST(copy_equal_counts)
{
	int count[SG_MAX_COLORS];

	board("0.../01.2/1122");
	sg_board_copy(&b2, &b);
	ck_assert(sg_board_equal(&b, &b2));
	ck_assert_int_eq(sg_color_counts(&b, count), 3);
	ck_assert_int_eq(count[0], 2);
	ck_assert_int_eq(count[1], 3);
	ck_assert_int_eq(count[2], 3);
	ck_assert_int_eq(count[3], 0);
	sg_play(&b2, 0, 2, NULL);
	ck_assert(!sg_board_equal(&b, &b2));
	board("0.../01.2/1123");
	ck_assert(!sg_board_equal(&b, &b2));
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("board");
	TCase *tc = tcase_create("board");

	tcase_add_test(tc, init_sizes);
	tcase_add_test(tc, groups_found);
	tcase_add_test(tc, groups_four_connected);
	tcase_add_test(tc, gravity);
	tcase_add_test(tc, columns_close);
	tcase_add_test(tc, one_row);
	tcase_add_test(tc, illegal);
	tcase_add_test(tc, settle_check);
	tcase_add_test(tc, largest_board);
	tcase_add_test(tc, has_move);
	tcase_add_test(tc, copy_equal_counts);
	suite_add_tcase(s, tc);
	return s;
}
