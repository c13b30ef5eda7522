#include <stdio.h>
#include <string.h>

#include "samegame/board.h"
#include "samegame/gen.h"
#include "core/record.h"
#include "core/rng.h"
#include "samegame/field.h"
#include "unit.h"

static struct sgm_board b, b2;
static struct sg_error err;
static char field[SGM_MAX_CELLS + SGM_MAX_SIDE + 1];
static uint16_t cells[SGM_MAX_CELLS];
static struct sgm_group groups[SGM_MAX_MOVES];
static int16_t label[SGM_MAX_CELLS];

/* Parse a board field into b, or fail the test. */
static void
board(const char *text)
{
	ck_assert_msg(sgm_board_parse(text, &b, &err) == 0, "'%s': %s", text,
	    err.msg);
}

/* The board field of b. */
static const char *
fmt(const struct sgm_board *p)
{
	ck_assert_int_ge(sgm_board_format(p, field, sizeof(field)), 0);
	return field;
}

/* Play (x, y) on the board text and check the tiles removed and the result. */
static void
plays(const char *text, int x, int y, int removed, const char *after)
{
	const char *why = NULL;

	board(text);
	ck_assert_int_eq(sgm_play(&b, x, y, &why), removed);
	ck_assert_ptr_null(why);
	ck_assert_str_eq(fmt(&b), after);
	sgm_board_copy(&b2, &b);
	ck_assert_int_eq(sgm_board_settle_check(&b2, &err), 0);
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
	sgm_board_copy(&b2, &b);
	ck_assert_int_eq(sgm_play(&b, x, y, &why), 0);
	ck_assert_str_eq(why, reason);
	ck_assert(sgm_board_equal(&b, &b2));
	ck_assert_int_eq(b.tiles, b2.tiles);
}

START_TEST(init_sizes)
{
	ck_assert_int_eq(sgm_board_init(&b, 1, 1, &err), 0);
	ck_assert_int_eq(sgm_board_init(&b, 64, 64, &err), 0);
	ck_assert_int_eq(b.tiles, 0);
	ck_assert_int_eq(sgm_board_init(&b, 0, 5, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "0x5"));
	ck_assert_int_eq(sgm_board_init(&b, 5, 65, &err), -1);
	ck_assert_int_eq(sgm_board_init(&b, 65, 1, NULL), -1);
}
END_TEST

START_TEST(groups_found)
{
	board("0.../01.2/1122");
	ck_assert_int_eq(sgm_group_at(&b, 0, 0, cells), 3);	/* the 1s */
	ck_assert_int_eq(sgm_group_at(&b, 1, 1, NULL), 3);
	ck_assert_int_eq(sgm_group_at(&b, 3, 1, NULL), 3);	/* the 2s */
	ck_assert_int_eq(sgm_group_at(&b, 0, 2, NULL), 2);	/* the 0s */
	ck_assert_int_eq(sgm_group_at(&b, 2, 1, NULL), 0);	/* empty */
	ck_assert_int_eq(sgm_group_at(&b, 4, 0, NULL), 0);	/* off */
	ck_assert_int_eq(sgm_group_at(&b, -1, 0, NULL), 0);
	ck_assert_int_eq(sgm_groups(&b, groups, label), 3);
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

/* Groups are 4-connected; a move needs two tiles side by side. */
START_TEST(groups_four_connected)
{
	/* Diagonal neighbours do not join a group. */
	board("01/10");
	ck_assert_int_eq(sgm_group_at(&b, 0, 0, NULL), 1);
	ck_assert_int_eq(sgm_groups(&b, groups, NULL), 0);
	ck_assert_int_eq(sgm_has_move(&b), 0);
	/* A ring of one colour around another. */
	board("000/010/000");
	ck_assert_int_eq(sgm_group_at(&b, 0, 0, NULL), 8);
	ck_assert_int_eq(sgm_group_at(&b, 1, 1, NULL), 1);
	ck_assert_int_eq(sgm_groups(&b, groups, NULL), 1);
	board("00");
	ck_assert_int_eq(sgm_has_move(&b), 1);
	board("0/0");
	ck_assert_int_eq(sgm_has_move(&b), 1);
	board("..../0123");
	ck_assert_int_eq(sgm_has_move(&b), 0);
	board("9./98");
	ck_assert_int_eq(sgm_has_move(&b), 1);
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
	/* A game by hand: the 2s of row 1 go, column 0 keeps its 3. */
	plays("3..../12221/11311", 1, 1, 3, "3..../1...1/11311");
	/* Then the 1s of columns 0 and 1: column 1 empties and closes. */
	plays("3..../1...1/11311", 0, 0, 3, "...../...1./3311.");
	plays("...../...1./3311.", 0, 0, 2, "...../.1.../11...");
	plays("...../.1.../11...", 0, 0, 3, "...../...../.....");
	ck_assert_int_eq(b.ncols, 0);
}
END_TEST

START_TEST(one_row)
{
	/* The simple game: nothing falls, groups close up sideways. */
	plays("1221", 1, 0, 2, "11..");
	plays("11..", 0, 0, 2, "....");
	ck_assert_int_eq(b.tiles, 0);
	ck_assert_int_eq(b.ncols, 0);
	ck_assert_int_eq(sgm_has_move(&b), 0);
	board("0");
	ck_assert_int_eq(sgm_has_move(&b), 0);
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
	ck_assert_int_eq(sgm_play(&b, 0, 0, NULL), 0);	/* why may be NULL */
}
END_TEST

START_TEST(settle_check)
{
	board("0.../01.2/1122");
	ck_assert_int_eq(b.tiles, 8);
	ck_assert_int_eq(b.ncols, 4);
	ck_assert_int_eq(sgm_board_parse("0.../..../1122", &b, &err), -1);
	ck_assert_str_eq(err.msg,
	    "board is not settled: tile at 0,2 stands above an empty cell");
	ck_assert_int_eq(sgm_board_parse(".1/.1", &b, &err), -1);
	ck_assert_str_eq(err.msg,
	    "board is not settled: column 0 is empty but column 1 is not");
	/* Straight on the cells: a tile floating in column 2 of 3. */
	sgm_board_init(&b, 3, 2, NULL);
	b.cell[0] = 1;
	b.cell[2 * 2 + 1] = 1;
	b.cell[1 * 2 + 0] = 1;
	ck_assert_int_eq(sgm_board_settle_check(&b, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "tile at 2,1"));
	b.cell[2 * 2 + 0] = 2;
	ck_assert_int_eq(sgm_board_settle_check(&b, &err), 0);
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
	sgm_gen_board(&b, 64, 64, 1, 7, 1);
	ck_assert_int_eq(sgm_has_move(&b), 1);
	ck_assert_int_eq(sgm_group_at(&b, 63, 63, NULL), SGM_MAX_CELLS);
	ck_assert_int_eq(sgm_groups(&b, groups, NULL), 1);
	ck_assert_int_eq(sgm_play(&b, 63, 63, NULL), SGM_MAX_CELLS);
	ck_assert_int_eq(b.tiles, 0);
	ck_assert_int_eq(sgm_has_move(&b), 0);
	/* A checkerboard has no move at all. */
	sgm_board_init(&b, 64, 64, NULL);
	for (x = 0; x < SGM_MAX_CELLS; x++)
		b.cell[x] = (uint8_t)(1 + ((x / 64 + x % 64) & 1));
	ck_assert_int_eq(sgm_board_settle_check(&b, &err), 0);
	ck_assert_int_eq(sgm_has_move(&b), 0);
	ck_assert_int_eq(sgm_groups(&b, groups, NULL), 0);
	/* Playing a random 64x64 board out keeps it settled at every step. */
	sgm_gen_board(&b, 64, 64, 3, 1, 1);
	while (sgm_groups(&b, groups, NULL) > 0) {
		ck_assert_int_eq(sgm_play(&b, groups[0].cell / 64,
		    groups[0].cell % 64, NULL), groups[0].size);
		sgm_board_copy(&b2, &b);
		ck_assert_int_eq(sgm_board_settle_check(&b2, &err), 0);
		ck_assert_int_eq(b2.tiles, b.tiles);
	}
}
END_TEST

START_TEST(copy_equal_counts)
{
	int count[SGM_MAX_COLORS];

	board("0.../01.2/1122");
	sgm_board_copy(&b2, &b);
	ck_assert(sgm_board_equal(&b, &b2));
	ck_assert_int_eq(sgm_color_counts(&b, count), 3);
	ck_assert_int_eq(count[0], 2);
	ck_assert_int_eq(count[1], 3);
	ck_assert_int_eq(count[2], 3);
	ck_assert_int_eq(count[3], 0);
	sgm_play(&b2, 0, 2, NULL);
	ck_assert(!sgm_board_equal(&b, &b2));
	board("0.../01.2/1123");
	ck_assert(!sgm_board_equal(&b, &b2));
}
END_TEST

START_TEST(group_cells)
{
	int n, k, sum = 0;

	/* The 1s of 0.../01.2/1122 are cells 0 (0,0), 3 (1,0) and 4 (1,1). */
	board("0.../01.2/1122");
	n = sgm_group_at(&b, 1, 1, cells);
	ck_assert_int_eq(n, 3);
	for (k = 0; k < n; k++) {
		ck_assert(cells[k] == 0 || cells[k] == 3 || cells[k] == 4);
		sum += cells[k];
	}
	ck_assert_int_eq(sum, 7);	/* each once */
	/* A lone tile is a group of one: its own cell. */
	board("01/10");
	ck_assert_int_eq(sgm_group_at(&b, 1, 0, cells), 1);
	ck_assert_int_eq(cells[0], 1 * 2 + 0);
}
END_TEST

START_TEST(groups_order_and_labels)
{
	static const int16_t want[12] = {
	    0, 0, 1, 0, -1, 1, 2, -1, 2, 2, 2, 2,
	};
	int k;

	/*
	 * Column by column: 0 0 2 | 0 1 2 | 1 2 1 | 1 1 1.  The 0s come
	 * first (cell 0), then the 2s (cell 2), then the 1s (cell 6, lowest
	 * of five); the 1 at (1,1) and the 2 at (2,1) stand alone.
	 */
	board("2211/0121/0011");
	memset(label, 0x55, sizeof(label));
	ck_assert_int_eq(sgm_groups(&b, groups, label), 3);
	ck_assert_int_eq(groups[0].cell, 0);
	ck_assert_int_eq(groups[0].size, 3);
	ck_assert_int_eq(groups[0].color, 1);
	ck_assert_int_eq(groups[1].cell, 2);
	ck_assert_int_eq(groups[1].size, 2);
	ck_assert_int_eq(groups[1].color, 3);
	ck_assert_int_eq(groups[2].cell, 6);
	ck_assert_int_eq(groups[2].size, 5);
	ck_assert_int_eq(groups[2].color, 2);
	for (k = 0; k < 12; k++)
		ck_assert_msg(label[k] == want[k], "label[%d] is %d, want %d",
		    k, label[k], want[k]);
	/* Empty cells above the tiles are labelled -1 as well. */
	board("..../0121/0011");
	ck_assert_int_eq(sgm_groups(&b, groups, label), 2);
	ck_assert_int_eq(label[2], -1);
	ck_assert_int_eq(label[11], -1);
	ck_assert_int_eq(groups[1].cell, 6);
	ck_assert_int_eq(groups[1].size, 3);	/* (1,1) is a 1 apart */
}
END_TEST

START_TEST(one_by_one)
{
	const char *why = NULL;

	ck_assert_int_eq(sgm_board_init(&b, 1, 1, &err), 0);
	ck_assert_int_eq(sgm_has_move(&b), 0);
	ck_assert_int_eq(sgm_groups(&b, groups, label), 0);
	ck_assert_int_eq(label[0], -1);
	ck_assert_int_eq(sgm_play(&b, 0, 0, &why), 0);
	ck_assert_str_eq(why, "empty cell");
	refused("5", 1, 0, "off the board");
	refused("5", 0, 1, "off the board");
	refused("5", 0, 0, "single tile");
	ck_assert_int_eq(sgm_group_at(&b, 0, 0, NULL), 1);
	ck_assert_int_eq(b.tiles, 1);
	ck_assert_int_eq(b.ncols, 1);
}
END_TEST

/*
 * A reference SameGame, written the plain way: a grid, a recursive flood,
 * gravity and the closing of columns done cell by cell.
 */
static struct model {
	int w, h;
	int g[SGM_MAX_SIDE][SGM_MAX_SIDE];	/* [x][y]: 0 or colour + 1 */
	int mark[SGM_MAX_SIDE][SGM_MAX_SIDE];
} m;

static int
m_fill(int x, int y, int color, int mark)
{
	if (x < 0 || y < 0 || x >= m.w || y >= m.h || m.g[x][y] != color ||
	    m.mark[x][y] == mark)
		return 0;
	m.mark[x][y] = mark;
	return 1 + m_fill(x - 1, y, color, mark) + m_fill(x + 1, y, color, mark)
	    + m_fill(x, y - 1, color, mark) + m_fill(x, y + 1, color, mark);
}

static int
m_group(int x, int y, int mark)
{
	if (x < 0 || y < 0 || x >= m.w || y >= m.h || m.g[x][y] == 0)
		return 0;
	return m_fill(x, y, m.g[x][y], mark);
}

/* Play (x, y) on the model; the tiles removed, or 0 and why. */
static int
m_play(int x, int y, const char **why)
{
	int n, i, j, k, to;

	memset(m.mark, 0, sizeof(m.mark));
	if (x < 0 || y < 0 || x >= m.w || y >= m.h)
		return *why = "off the board", 0;
	if (m.g[x][y] == 0)
		return *why = "empty cell", 0;
	if ((n = m_group(x, y, 1)) < 2)
		return *why = "single tile", 0;
	for (i = 0; i < m.w; i++) {
		for (j = 0, to = 0; j < m.h; j++)
			if (m.g[i][j] && !m.mark[i][j])
				m.g[i][to++] = m.g[i][j];
		for (; to < m.h; to++)
			m.g[i][to] = 0;
	}
	for (i = 0, to = 0; i < m.w; i++) {
		if (m.g[i][0] == 0)
			continue;
		for (k = 0; k < m.h; k++)
			m.g[to][k] = m.g[i][k];
		to++;
	}
	for (; to < m.w; to++)
		for (k = 0; k < m.h; k++)
			m.g[to][k] = 0;
	return n;
}

/* Check sgm_groups (list and labels) and sgm_has_move against the model. */
static int
check_groups(void)
{
	static int index[SGM_MAX_CELLS + 1];	/* flood number to group */
	int x, y, k, n, ng = 0, fills = 0;

	n = sgm_groups(&b, groups, label);
	memset(m.mark, 0, sizeof(m.mark));
	for (x = 0; x < m.w; x++)
		for (y = 0; y < m.h; y++) {
			if (m.g[x][y] == 0 || m.mark[x][y])
				continue;
			k = m_group(x, y, ++fills);
			index[fills] = k < 2 ? -1 : ng;
			if (k < 2)
				continue;
			if (ng >= n || groups[ng].cell != x * m.h + y ||
			    groups[ng].color != m.g[x][y] ||
			    groups[ng].size != k)
				ck_abort_msg("group %d of %d is not %d,%d "
				    "of size %d", ng, n, x, y, k);
			ng++;
		}
	if (n != ng)
		ck_abort_msg("%d groups, want %d", n, ng);
	/* Checked without an assertion a cell: Check's are system calls. */
	for (x = 0; x < m.w; x++)
		for (y = 0; y < m.h; y++)
			if (label[x * m.h + y] !=
			    (m.g[x][y] ? index[m.mark[x][y]] : -1))
				ck_abort_msg("label of %d,%d is %d", x, y,
				    label[x * m.h + y]);
	if (sgm_has_move(&b) != (n > 0))
		ck_abort_msg("sgm_has_move is not %d", n > 0);
	return n;
}

/* Check b against the model: cells, and counts that settle_check agrees on. */
static void
check_board(int game)
{
	int x, y;

	for (x = 0; x < m.w; x++)
		for (y = 0; y < m.h; y++)
			if (sgm_cell(&b, x, y) != m.g[x][y])
				ck_abort_msg("game %d: cell %d,%d is %d, want "
				    "%d", game, x, y, sgm_cell(&b, x, y),
				    m.g[x][y]);
	sgm_board_copy(&b2, &b);
	if (sgm_board_settle_check(&b2, &err) != 0 || b2.tiles != b.tiles ||
	    b2.ncols != b.ncols || memcmp(b2.height, b.height, (size_t)m.w))
		ck_abort_msg("game %d: board not settled or its counts are "
		    "wrong: %s", game, err.msg);
}

/* A move: a third of the time any cell, off the board by one included,
 * else the named cell of one of the n groups. */
static void
pick(uint64_t *rng, int n, int *x, int *y)
{
	int c;

	if (sg_rand_below(rng, 3) == 0) {
		*x = (int)sg_rand_below(rng, (uint32_t)m.w + 2) - 1;
		*y = (int)sg_rand_below(rng, (uint32_t)m.h + 2) - 1;
	} else {
		c = groups[sg_rand_below(rng, (uint32_t)n)].cell;
		*x = c / m.h;
		*y = c % m.h;
	}
}

/* Random games on random boards, every step against the model. */
START_TEST(against_model)
{
	uint64_t rng = 2026;
	const char *why, *mwhy;
	int game, x, y, n, k, moves = 0;

	for (game = 1; game <= 400; game++) {
		m.w = game % 50 == 0 ? 64 : 1 + (int)sg_rand_below(&rng, 16);
		m.h = game % 50 == 25 ? 64 : 1 + (int)sg_rand_below(&rng, 16);
		sgm_gen_board(&b, m.w, m.h, 1 + (int)sg_rand_below(&rng, 6), 9,
		    (uint64_t)game);
		for (x = 0; x < m.w; x++)
			for (y = 0; y < m.h; y++)
				m.g[x][y] = sgm_cell(&b, x, y);
		while ((n = check_groups()) > 0) {
			pick(&rng, n, &x, &y);
			why = mwhy = NULL;
			k = sgm_play(&b, x, y, &why);
			if (k != (n = m_play(x, y, &mwhy)) ||
			    (n == 0 && strcmp(why, mwhy) != 0))
				ck_abort_msg("game %d: %d,%d removes %d (%s),"
				    " want %d (%s)", game, x, y, k,
				    k ? "" : why, n, n ? "" : mwhy);
			moves += n > 0;
			check_board(game);
		}
	}
	ck_assert_int_gt(moves, 2000);
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
	tcase_add_test(tc, copy_equal_counts);
	tcase_add_test(tc, group_cells);
	tcase_add_test(tc, groups_order_and_labels);
	tcase_add_test(tc, one_by_one);
	tcase_add_test(tc, against_model);
	suite_add_tcase(s, tc);
	return s;
}
