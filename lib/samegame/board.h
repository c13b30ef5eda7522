/*
 * A SameGame board and the mechanics of play: groups, legal moves, removal,
 * gravity and the closing up of empty columns.  Scoring lives in rules.h.
 *
 * Coordinates follow sg(5): column x from the left, row y from the bottom,
 * both from 0.  Cells are stored column by column (index x * h + y), so that
 * gravity and the closing of columns are moves of contiguous bytes.
 */
#ifndef SGM_BOARD_H
#define SGM_BOARD_H

#include <stdint.h>

#include "core/error.h"

#define SGM_MAX_SIDE	64	/* widest and tallest board supported */
#define SGM_MAX_CELLS	(SGM_MAX_SIDE * SGM_MAX_SIDE)
#define SGM_MAX_COLORS	10	/* colours 0..9 */
#define SGM_MAX_MOVES	(SGM_MAX_CELLS / 2)	/* a move removes 2 or more */
#define SGM_EMPTY	0	/* a cell holds SGM_EMPTY or colour + 1 */

struct sgm_board {
	int w, h;			/* columns and rows */
	int ncols;			/* non-empty columns; the rest empty */
	int tiles;			/* tiles on the board */
	uint8_t height[SGM_MAX_SIDE];	/* tiles in each column */
	uint8_t cell[SGM_MAX_CELLS];	/* by column, SGM_EMPTY or colour + 1 */
};

/*
 * A move: column x from the left and row y from the bottom of any tile of
 * the group to remove, on the board as it stands before the move.
 */
struct sgm_move {
	uint8_t x, y;
};

/* A group of two or more tiles, named by its lowest cell index. */
struct sgm_group {
	uint16_t cell;			/* its lowest cell index, x * h + y */
	uint16_t size;			/* tiles in the group */
	uint8_t color;			/* colour + 1 */
};

/*
 * Make an empty w x h board.  Fails (returns -1 with a message) when a side is
 * outside 1..SGM_MAX_SIDE.
 */
int sgm_board_init(struct sgm_board *b, int w, int h, struct sg_error *err);

/* The cell at (x, y): SGM_EMPTY or colour + 1; SGM_EMPTY outside the board. */
static inline int
sgm_cell(const struct sgm_board *b, int x, int y)
{
	if (x < 0 || y < 0 || x >= b->w || y >= b->h)
		return SGM_EMPTY;
	return b->cell[x * b->h + y];
}

/*
 * Recompute height, ncols and tiles from the cells, and check that the board
 * is settled: no tile above an empty cell, no empty column left of a tile.
 * Returns 0, or -1 with a message naming the first offending cell.
 */
int sgm_board_settle_check(struct sgm_board *b, struct sg_error *err);

/* Number of bytes of b that hold its state; copy that many to copy a board. */
static inline int
sgm_board_bytes(const struct sgm_board *b)
{
	return (int)(sizeof(*b) - sizeof(b->cell)) + b->w * b->h;
}

/* Copy src into dst, touching only the bytes in use. */
void sgm_board_copy(struct sgm_board *dst, const struct sgm_board *src);

/* 1 if the boards hold the same size and cells, else 0. */
int sgm_board_equal(const struct sgm_board *a, const struct sgm_board *b);

/*
 * Find the group holding cell (x, y).  Writes its cell indices to cells (room
 * for SGM_MAX_CELLS, or NULL) and returns its size: 0 for an empty cell or a
 * cell off the board, 1 for a lone tile.
 */
int sgm_group_at(const struct sgm_board *b, int x, int y, uint16_t *cells);

/*
 * List the groups of two or more tiles in out (room for SGM_MAX_MOVES), in
 * order of their lowest cell, and return how many there are.  When label is
 * not NULL it receives, for every cell, the index in out of its group, or -1.
 */
int sgm_groups(const struct sgm_board *b, struct sgm_group *out,
    int16_t *label);

/* 1 if some group of two or more tiles remains, else 0. */
int sgm_has_move(const struct sgm_board *b);

/*
 * Remove the given cells (a whole group), let the tiles above fall and close
 * up the empty columns.
 */
void sgm_remove(struct sgm_board *b, const uint16_t *cells, int n);

/*
 * Play the move (x, y).  Returns the number of tiles removed (2 or more), or
 * 0 and leaves the board as it was when the move is not legal; why is then set
 * to "off the board", "empty cell" or "single tile" when not NULL.
 */
int sgm_play(struct sgm_board *b, int x, int y, const char **why);

/*
 * Tiles of each colour: count[c] for colour c (0-based); returns how many
 * colours have a tile.
 */
int sgm_color_counts(const struct sgm_board *b, int count[SGM_MAX_COLORS]);

#endif
