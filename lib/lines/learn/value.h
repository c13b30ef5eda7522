/*
 * A learned value of Lines positions: an n-tuple network over the grid,
 * trained by temporal-difference learning from self-play (learn.c).
 *
 * The value of an afterstate (the grid after a move and its removal, before
 * the balls it brings) is a sum of table weights, in points of the score
 * still to come (and of what the trainer pays for each move lived):
 *
 * - every 6 cells in a line (row, column or diagonal) with at least 5 of
 *   them on the grid, read for each colour c in it as a pattern of {empty,
 *   c, another colour, off the grid}, and once more with every ball
 *   another colour's (as the colours not in it read it): one table for rows
 *   and columns, one for the diagonals, a pattern and its reverse sharing a
 *   weight, so that the grid's 8 symmetries give equal values;
 * - every 3 x 3 block centred on a cell of the grid, read as {empty, full,
 *   off the grid}, the 8 symmetries of a block sharing a weight;
 * - the number of empty cells once the balls a quiet move brings are in,
 *   the empty cells cut off from the largest region of them, and the
 *   moves played in fifties.
 *
 * Every table is kept per grid side and colour count (a class), so that
 * what one class learns moves no other's values.
 */
#ifndef LINES_VALUE_H
#define LINES_VALUE_H

#include <stdint.h>
#include <stdio.h>

#include "core/error.h"
#include "lines/lines.h"

#define LINES_VALUE_LEN		6	/* cells of a line pattern */
#define LINES_VALUE_LINE	4096	/* 4^6 line patterns */
#define LINES_VALUE_BLOCK	19683	/* 3^9 block patterns */
#define LINES_VALUE_TIME_STEP	50	/* moves in a step of the time table */
#define LINES_VALUE_TIMES	(LINES_MAX_TURNS / LINES_VALUE_TIME_STEP + 1)
#define LINES_VALUE_SIDES	(LINES_MAX_SIDE - LINES_MIN_SIDE + 1)
#define LINES_VALUE_COLORS	(LINES_MAX_COLORS - LINES_MIN_COLORS + 1)
#define LINES_VALUE_WINDOWS	(4 * LINES_MAX_SIDE * LINES_MAX_SIDE)

/* The tables of one grid side and colour count. */
struct lines_value_tables {
	float line[2][LINES_VALUE_LINE];	/* rows and columns; diagonals */
	float block[LINES_VALUE_BLOCK];
	float empty[LINES_MAX_CELLS + 1];
	float cut[LINES_MAX_CELLS + 1];
	float time[LINES_VALUE_TIMES];
};
#define LINES_VALUE_WEIGHTS \
	(sizeof(struct lines_value_tables) / sizeof(float))

/* What the tables of a class were trained on. */
struct lines_value_class {
	long games;
	long moves;
};

/* Where the patterns of an n x n grid lie. */
struct lines_value_geom {
	int n;
	int nwindows;
	int16_t window[LINES_VALUE_WINDOWS][LINES_VALUE_LEN];
	uint8_t diagonal[LINES_VALUE_WINDOWS];
	int16_t block[LINES_MAX_CELLS][9];	/* -1: off */
	/* The windows through each cell and its place in them. */
	uint8_t nthrough[LINES_MAX_CELLS];
	int16_t through[LINES_MAX_CELLS][4 * LINES_VALUE_LEN];
	uint8_t through_at[LINES_MAX_CELLS][4 * LINES_VALUE_LEN];
};

/*
 * The learning rate of each weight by temporal coherence (Beal and Smith
 * 1999; Jaskowski 2018): the sum of the errors it was moved by over the
 * sum of their sizes, kept only while learning.
 */
struct lines_value_coherence {
	struct lines_value_tables sum[LINES_VALUE_SIDES][LINES_VALUE_COLORS];
	struct lines_value_tables size[LINES_VALUE_SIDES][LINES_VALUE_COLORS];
};

struct lines_value {
	struct lines_value_tables tables[LINES_VALUE_SIDES]
	    [LINES_VALUE_COLORS];
	struct lines_value_class cls[LINES_VALUE_SIDES][LINES_VALUE_COLORS];
	struct lines_value_coherence *coherence;	/* or NULL */
	struct lines_value_geom geom[LINES_VALUE_SIDES];
	uint16_t line_canon[LINES_VALUE_LINE];	/* a pattern or its reverse */
	uint16_t block_canon[LINES_VALUE_BLOCK];	/* of the 8 symmetries */
};

/* A new value, every weight 0, or NULL when out of memory. */
struct lines_value *lines_value_new(void);
void lines_value_free(struct lines_value *v);

/*
 * Give v the learning rates of temporal coherence, every one 1 to start
 * with; returns 0, or -1 when out of memory.
 */
int lines_value_learning(struct lines_value *v);

/*
 * Tables as one array of floats, so that a weight's place in them finds
 * its learning rate's in the tables of the rates.
 */
static inline float *
lines_value_flat(struct lines_value_tables *t)
{
	return (float *)(void *)t;
}

/* The tables of an n x n grid of colors colours. */
static inline struct lines_value_tables *
lines_value_tables(struct lines_value *v, int n, int colors)
{
	return &v->tables[n - LINES_MIN_SIDE][colors - LINES_MIN_COLORS];
}

/*
 * The value of a position kept by pattern, so that what one cell more or
 * less changes costs only the patterns through it.
 */
struct lines_value_state {
	const struct lines_value *v;
	const struct lines_value_geom *g;
	const struct lines_value_tables *t;
	int colors;
	int empty;			/* empty cells */
	int moves;			/* moves played */
	uint8_t cell[LINES_MAX_CELLS + 1];	/* and one off the grid */
	float wsum[LINES_VALUE_WINDOWS];	/* each window's weights */
	uint16_t bidx[LINES_MAX_CELLS];	/* each block's pattern */
	double total;			/* windows and blocks */
};

/* Start s on position p after moves moves played. */
void lines_value_start(struct lines_value_state *s,
    const struct lines_value *v, const struct lines_pos *p, int moves);

/*
 * The value of the position s holds, no ball to come, but for its cells
 * cut off (lines_value_cut).
 */
double lines_value_of(const struct lines_value_state *s);

/* Put colour (0: empty) on cell i of s. */
void lines_value_set(struct lines_value_state *s, int i, int color);

/*
 * What putting colour on the empty cell i of s would add to its value, the
 * move that puts it there quiet (3 balls to come), but for the cells cut
 * off; s is left as it was.
 */
double lines_value_try(struct lines_value_state *s, int i, int color);

/* The weight of cut cells cut off on the grid of s. */
double lines_value_cut(const struct lines_value_state *s, int cut);

/*
 * The value of p after moves moves, from scratch, left by a quiet move
 * (3 balls to come) or not.
 */
double lines_value_eval(const struct lines_value *v,
    const struct lines_pos *p, int moves, int quiet);

/*
 * The entry of the table of empty cells for a grid of empty cells left by
 * a quiet move or not: the cells left once its balls are in.
 */
int lines_value_empty_index(int empty, int quiet);

/* A grid a move left, as the value reads it. */
struct lines_value_at {
	const struct lines_pos *pos;
	int moves;			/* played, the move included */
	int quiet;			/* whether the move removed nothing */
};

/*
 * Move the value of at toward error more (its target less its value) at
 * the meta rate rate: each weight it uses by rate times its own rate
 * (temporal coherence, when v is learning, else 1) times error over the
 * number of weights it uses (a weight used k times counting k), so that
 * the value moves by at most rate times error.
 */
void lines_value_update(struct lines_value *v, const struct lines_value_at *at,
    double rate, double error);

/* The class of an n x n grid of colors colours. */
static inline struct lines_value_class *
lines_value_class(struct lines_value *v, int n, int colors)
{
	return &v->cls[n - LINES_MIN_SIDE][colors - LINES_MIN_COLORS];
}

/*
 * Write v as text (lines_value_read says what it is) to f; returns 0, or
 * -1 with a message when the write fails.
 */
int lines_value_write(const struct lines_value *v, FILE *f,
    struct sg_error *err);

/*
 * Read v from f, written by lines_value_write: a version line, the layout
 * of the tables, the SHA-1 of the rest, the games and moves each class
 * trained on, then the weights that are not 0.  Returns 0, or -1 with a
 * message when the file is not such a file, is of another version or
 * layout, is cut short or changed (its SHA-1 differs), or holds a weight
 * that is not a finite number.  On success every weight of v is the
 * file's (0 where it names none), whatever v held; on failure v is left
 * as it was.
 */
int lines_value_read(struct lines_value *v, FILE *f, struct sg_error *err);

#endif
