/*
 * Playing and learning with the learned value (value.h): the one-ply move
 * that the value likes best, and a game of TopCoder's tester played with it
 * that moves the value toward what followed each move (TD(0) on
 * afterstates).
 */
#ifndef LINES_LEARN_H
#define LINES_LEARN_H

#include "core/error.h"
#include "lines/learn/value.h"
#include "lines/tester.h"

/*
 * Called with each legal move from cell from to cell to and its worth:
 * the points it makes now and the value of the grid it leaves.  Returns
 * 0 to go on, -1 to stop.
 */
typedef int lines_value_fn(void *ctx, int from, int to, double worth);

/*
 * Call fn for every legal move of p, after moves moves played, by the from
 * cell and then the to cell, row by row.  Returns the moves seen, or -1
 * when fn stopped it.
 */
int lines_value_each(const struct lines_value *v, const struct lines_pos *p,
    int moves, lines_value_fn *fn, void *ctx);

/*
 * The move of p, after moves moves played, worth most: the points it makes
 * now and the value of the grid it leaves, into *m and *worth; among equals
 * the first, by the from cell and then the to cell.  Returns 0, or -1 when
 * p has no legal move.
 */
int lines_value_best(const struct lines_value *v, const struct lines_pos *p,
    int moves, struct lines_move *m, double *worth);

/* What a game played by lines_learn_game came to. */
struct lines_learn_result {
	long score;
	int moves;
};

/*
 * How a game teaches: the meta rate of lines_value_update, what each move
 * lived pays on top of its points, so that where lines are rare (many
 * colours, small grids) the value still learns what keeps a game alive,
 * and TD(lambda)'s lambda, how much of each target waits for what came
 * after the next grid rather than trusting that grid's value: the best
 * move's value is the largest of many guesses, so trusting it alone (0)
 * adds their error to every target down the game.
 */
struct lines_learning {
	double rate;			/* 0: play without learning */
	double survival;		/* points a move lived */
	double lambda;			/* 0..1 */
};

/*
 * The lambda-returns of a game of n grids: ret[t] = reward[t] and, but
 * for the last, (1 - lambda) value[t + 1] + lambda ret[t + 1], where
 * reward[t] is what came between grid t and grid t + 1 and value[t] the
 * value of grid t when it was chosen.
 */
void lines_lambda_returns(const double *reward, const double *value, int n,
    double lambda, double *ret);

/*
 * Play the game of setup s with lines_value_best on v and, unless
 * how->rate is 0, then move the value of each grid a move left toward its
 * lambda-return: the points that followed up to the next move's grid,
 * how->survival when the game went on, and so on down the game.  Returns 0
 * with the result in *out, or -1 with a message when the setup is refused
 * or the value diverges (an error of a million points, or one that is not
 * a number).
 */
int lines_learn_game(struct lines_value *v, const struct lines_setup *s,
    const struct lines_learning *how, struct lines_learn_result *out,
    struct sg_error *err);

#endif
