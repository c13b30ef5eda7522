/*
 * fit-lines: the parts of the tool that fits the constants of the
 * hand-set Lines evaluation (lib/lines/play/eval.c) jointly.
 */
#ifndef FIT_H
#define FIT_H

#include <stdint.h>
#include <stdio.h>

#include "lines/play/player.h"

/*
 * What a candidate is: for each constant fitted, the log of its factor
 * over the evaluation's own value, the same factor for every colour
 * count fitted together.
 */
struct fit_params {
	int n;			/* constants fitted */
	int index[32];		/* into the table of params.c */
};

/* The constants worth fitting for colour counts lo..hi into *p. */
void fit_params_of(struct fit_params *p, int lo, int hi);

/* The weights of colors colours that the factors x of p make. */
struct lines_eval_weights fit_weights(const struct fit_params *p,
    const double *x, int colors);

/*
 * Set the constant of w that assignment names, "NAME=VALUE" with a name
 * as fit_print writes it, to VALUE; returns 0, -1 when there is no such
 * constant, or -2 when VALUE is not a whole number of at least its least.
 */
int fit_set(struct lines_eval_weights *w, const char *assignment);

/* Print w to f as one line, after prefix. */
void fit_print(FILE *f, const char *prefix,
    const struct lines_eval_weights *w);

/*
 * The whole number s, from lo to hi, that an option of tool gives as
 * what; with a message naming them, exits 2 when s is not one.
 */
long long fit_number(const char *tool, const char *s, long long lo,
    long long hi, const char *what);

/* What a candidate is scored on. */
struct fit_games {
	int64_t seed;		/* of game 0 of generation 0 */
	int games;		/* a generation */
	int lo, hi;		/* colour counts */
	uint64_t nodes;		/* the player's budget a move */
};

/*
 * What games showed, by the balls of a removal: the removals of the
 * player's moves, those of the tester's balls, and for each move the
 * largest removal one move offered.
 */
struct fit_tally {
	long own[LINES_MAX_CELLS + 1];
	long tester[LINES_MAX_CELLS + 1];
	long offered[LINES_MAX_CELLS + 1];
};

/*
 * One game of s played by player (expecti-hand or expecti) at nodes
 * simulated moves a move with the weights w: its score, or -1 when s is
 * not a game of the tester's; its moves are added to *moves and, unless
 * tally is NULL, what it showed to *tally.
 */
long fit_play_game(const struct lines_setup *s,
    const struct lines_eval_weights *w, uint64_t nodes,
    lines_choose_fn *player, long *moves, struct fit_tally *tally);

/*
 * The total score of the games of generation g played by expecti-hand at
 * the node budget of f with the weights w[colors] (indexed by colour
 * count); the moves played go to *moves.
 */
long fit_play(const struct fit_games *f, long g,
    const struct lines_eval_weights *w, long *moves);

#endif
