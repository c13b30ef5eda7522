/*
 * Lines, the puzzle of TopCoder's 2021 marathon match: balls of C colours on
 * an N x N grid; a move sends a ball along a 4-connected path of empty cells,
 * and every run of 5 or more same-coloured balls in a row, a column or a
 * diagonal is then removed; a move that removes nothing brings 3 new balls.
 *
 * Row 0 is the top row, column 0 the left one; cell r * n + c holds 0 (empty)
 * or a colour 1..C.  Sets of cells are bit masks, bit r * n + c, so that the
 * search for free paths and for lines works on whole rows at once.
 */
#ifndef LINES_H
#define LINES_H

#include <stddef.h>
#include <stdint.h>

#include "core/bits.h"
#include "core/error.h"

#define LINES_MIN_SIDE		7
#define LINES_MAX_SIDE		11
#define LINES_MAX_CELLS		(LINES_MAX_SIDE * LINES_MAX_SIDE)
#define LINES_MIN_COLORS	3
#define LINES_MAX_COLORS	9
#define LINES_EMPTY		0
#define LINES_RUN		5	/* shortest run that is removed */
#define LINES_ADD		3	/* balls added after a move */
#define LINES_MAX_ADDED		(2 * LINES_ADD)	/* added after one move */
#define LINES_MAX_TURNS		1000	/* moves in a game */
#define LINES_DIRS		4	/* row, column and the two diagonals */

/* A set of cells: bit r * n + c for cell (r, c). */
__extension__ typedef unsigned __int128 lines_bits;

struct lines_pos {
	int n;				/* side of the grid, 7..11 */
	int colors;			/* colours 1..colors */
	int balls;			/* balls on the grid */
	lines_bits full;		/* cells with a ball */
	lines_bits color[LINES_MAX_COLORS + 1];	/* cells of each colour */
	lines_bits grid;		/* all n * n cells */
	lines_bits not_left;		/* cells not in column 0 */
	lines_bits not_right;		/* cells not in column n - 1 */
	lines_bits run_start[LINES_DIRS];	/* where a run of 5 fits */
	int step[LINES_DIRS];		/* cell index step of each direction */
	uint8_t cell[LINES_MAX_CELLS];	/* row by row, 0 or a colour */
};

/* Send the ball at (r1, c1) to (r2, c2). */
struct lines_move {
	int8_t r1, c1, r2, c2;
};

/* What one move did, as the tester plays it. */
struct lines_step {
	int score;		/* points of the move: both removals */
	int removed;		/* balls removed right after the move */
	lines_bits removed_cells;
	int added;		/* balls added after the removal, 0..6 */
	uint8_t added_cell[LINES_MAX_ADDED];	/* r * n + c, in order */
	uint8_t added_color[LINES_MAX_ADDED];
	int removed_after;	/* balls removed after the first 3 additions */
	lines_bits removed_after_cells;
	int over;		/* the game is over after this move */
	const char *why;	/* why the move was refused, else NULL */
};

/*
 * Where the balls added after a move come from.  color returns the colour
 * of the next ball and uses it up, or 0 when there are none left; cell then
 * returns an empty cell of p for it (p has one).
 */
struct lines_source {
	int (*color)(void *ctx);
	int (*cell)(void *ctx, const struct lines_pos *p);
	void *ctx;
};

/* The set holding only cell i. */
static inline lines_bits
lines_bit(int i)
{
	return (lines_bits)1 << i;
}

/* Number of cells in the set. */
static inline int
lines_count(lines_bits b)
{
	return sg_pop64((uint64_t)b) + sg_pop64((uint64_t)(b >> 64));
}

/* The lowest cell of a non-empty set. */
static inline int
lines_first(lines_bits b)
{
	uint64_t lo = (uint64_t)b;

	if (lo)
		return sg_ctz64(lo);
	return 64 + sg_ctz64((uint64_t)(b >> 64));
}

/* The k-th lowest cell of the set, k from 0; the set has more than k cells. */
int lines_nth(lines_bits b, int k);

/* Points for removing n balls at once: n * n - 7n + 20, and 0 for none. */
static inline int
lines_points(int n)
{
	return n == 0 ? 0 : n * n - 7 * n + 20;
}

/*
 * Make an empty n x n grid of the given colours.  Returns 0, or -1 with a
 * message when n is outside 7..11 or colors outside 3..9.
 */
int lines_pos_init(struct lines_pos *p, int n, int colors,
    struct sg_error *err);

/* The colour at (r, c): LINES_EMPTY for an empty cell or one off the grid. */
static inline int
lines_at(const struct lines_pos *p, int r, int c)
{
	if (r < 0 || c < 0 || r >= p->n || c >= p->n)
		return LINES_EMPTY;
	return p->cell[r * p->n + c];
}

/* Put a ball of colour color (1..p->colors) on the empty cell i. */
void lines_put(struct lines_pos *p, int i, int color);

/* Take the balls off the cells of the set; returns how many there were. */
int lines_take(struct lines_pos *p, lines_bits cells);

/*
 * The move alone, its afterstate: q is p with the ball at cell from sent to
 * the empty cell to and the runs that makes taken off, before any ball
 * comes.  Returns how many balls the runs held (0: the move removes none).
 */
int lines_move_alone(const struct lines_pos *p, int from, int to,
    struct lines_pos *q);

/* The empty cells that a ball at cell i can reach by a path of empty cells. */
lines_bits lines_reach(const struct lines_pos *p, int i);

/* The set b with its 4-neighbours on the grid added. */
lines_bits lines_spread(const struct lines_pos *p, lines_bits b);

/*
 * The cells of empty, a set of empty cells of p, outside the largest
 * region of them: cut off from the rest, which no ball reaches from it.
 */
int lines_cut_off(const struct lines_pos *p, lines_bits empty);

/*
 * NULL when the move is legal on p, else why not: "off the grid", "to the
 * same cell", "from an empty cell", "to a full cell" or "no free path", tried
 * in that order.
 */
const char *lines_illegal(const struct lines_pos *p, struct lines_move m);

/*
 * The union of all runs of LINES_RUN or more same-coloured balls in the four
 * directions, for the colours whose bit (1 << colour) is set in colors.
 */
lines_bits lines_runs(const struct lines_pos *p, unsigned colors);

/* The union of all runs of LINES_RUN or more among the cells of b. */
lines_bits lines_runs_in(const struct lines_pos *p, lines_bits b);

/*
 * Play a legal move (lines_illegal() is NULL) and what follows it: the
 * removal of lines, and when it removed nothing or emptied the grid, 3 balls
 * from src and another removal, and 3 more balls if the grid is then empty.
 * Additions stop when the grid is full or src has no colour left.  Fills step
 * (why and over are left NULL and 0) and returns the move's points.  Only the
 * colours that moved or arrived are searched for lines, which finds them all
 * in any position reached by play, since play leaves no line behind.
 */
int lines_turn(struct lines_pos *p, struct lines_move m,
    const struct lines_source *src, struct lines_step *step);

/* The cell index of (r, c) in p. */
static inline int
lines_index(const struct lines_pos *p, int r, int c)
{
	return r * p->n + c;
}

#endif
