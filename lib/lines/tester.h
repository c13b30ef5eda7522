/*
 * The game as TopCoder's Lines tester plays it, from a seed: the generator,
 * the list of next colours, the grid, the moves made and the score.  What the
 * player may see of it is a struct lines_view.
 *
 * The tester seeds Java's SHA1PRNG with the seed and draws, with nextInt,
 * in this order: N in 7..11, C in 3..9 (seed 1 then plays N = 7, C = 3 and
 * seed 2 N = 11, C = 9), three starting balls (row, column, and when that
 * cell is empty a colour, else row and column again), the 3003 colours of
 * the list, and then the cells of the balls added during play.  An N or C
 * given as a parameter replaces the value drawn, and wins over the choices
 * for seeds 1 and 2; the draw is made all the same.
 */
#ifndef LINES_TESTER_H
#define LINES_TESTER_H

#include <stdint.h>

#include "core/error.h"
#include "lines/javarand.h"
#include "lines/lines.h"

#define LINES_LIST	3003	/* colours drawn for the balls to come */

/* A game's seed and parameters: n and colors are 0 when drawn. */
struct lines_setup {
	int64_t seed;		/* any Java long but 0 */
	int n;			/* 0, or the side 7..11 */
	int colors;		/* 0, or the colours 3..9 */
};

struct lines_tester {
	struct lines_setup setup;
	struct lines_javarand rng;
	struct lines_pos pos;
	uint8_t list[LINES_LIST];	/* colours of the balls to come */
	int next;			/* index in list of the next colour */
	int moves;			/* moves played */
	long score;			/* -1 after an illegal move */
	int over;
};

/*
 * What the player is told before each move, and nothing more: the grid and
 * the next colours, as the tester sends them, and the moves played, which
 * a player counts for itself.
 */
struct lines_view {
	int n;
	int colors;
	int moves;			/* moves played */
	int nnext;			/* 3, fewer when the list runs out */
	uint8_t next[LINES_ADD];	/* colours of the next balls */
	uint8_t cell[LINES_MAX_CELLS];	/* r * n + c: 0 or a colour */
};

/*
 * Start the game of setup s: draw N and C unless given, the starting balls
 * and the list of colours.  Returns 0, or -1 with a message for seed 0, an N
 * outside 7..11 or a C outside 3..9 (0 meaning drawn).
 */
int lines_tester_init(struct lines_tester *t, const struct lines_setup *s,
    struct sg_error *err);

/*
 * Write the N and C in force into s->n and s->colors: those given, else
 * those the tester draws.  Returns 0, or -1 with a message for seed 0.
 */
int lines_setup_resolve(struct lines_setup *s, struct sg_error *err);

/*
 * Play move m as the tester does and say what happened in step.  Returns 0,
 * or -1 with a message when the move is refused: step->why is then one of the
 * reasons of lines_illegal(), and an illegal move ends the game with the
 * score -1; a move after the end is refused as "game over" and changes
 * nothing.  The game ends when the grid is full or after 1000 moves.
 */
int lines_tester_play(struct lines_tester *t, struct lines_move m,
    struct lines_step *step, struct sg_error *err);

/* Fill v with what the player may see of the game. */
void lines_tester_view(const struct lines_tester *t, struct lines_view *v);

/*
 * Make p the grid of the view, for a player to search.  Returns 0, or -1
 * with a message when the view is not a valid grid.
 */
int lines_view_pos(const struct lines_view *v, struct lines_pos *p,
    struct sg_error *err);

#endif
