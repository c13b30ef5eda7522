/*
 * Players of Lines: each chooses a move from what the tester shows (a struct
 * lines_view) and its own random stream, never from the tester's generator.
 */
#ifndef LINES_PLAYER_H
#define LINES_PLAYER_H

#include <stdint.h>

#include "core/error.h"
#include "lines/lines.h"
#include "lines/tester.h"

/*
 * Choose a move for the view into *m, drawing from the SplitMix64 stream
 * *rng (core/rng.h) if at all.  Returns 0, or -1 when the view has no legal
 * move (a full grid, or a game that is over).
 */
typedef int lines_choose_fn(const struct lines_view *v, uint64_t *rng,
    struct lines_move *m);

struct lines_player {
	const char *name;		/* as -a takes it */
	lines_choose_fn *choose;
};

/* A game played through: its moves and its score. */
struct lines_game {
	struct lines_move move[LINES_MAX_TURNS];
	int moves;
	long score;			/* -1 after an illegal move */
};

/*
 * One ply: the move that scores most now; among equals the one whose
 * destination ends up in the longest run of its colour, then in the most
 * balls of its colour over the 4 directions; among equals the first, by the
 * from cell and then the to cell, row by row.  Uses no random numbers.
 */
int lines_greedy(const struct lines_view *v, uint64_t *rng,
    struct lines_move *m);

/* A legal move drawn uniformly among all the legal moves. */
int lines_random(const struct lines_view *v, uint64_t *rng,
    struct lines_move *m);

/* The player named name ("greedy" or "random"), or NULL. */
const struct lines_player *lines_player_find(const char *name);

/*
 * Play the game of setup s with player pl, whose random stream starts at
 * seed, to its end.  Returns 0 with the moves and the score in g, or -1 with
 * a message when the setup is refused or the player finds no move.
 */
int lines_play_game(const struct lines_setup *s, const struct lines_player *pl,
    uint64_t seed, struct lines_game *g, struct sg_error *err);

/*
 * Random legal moves a second on an 11 x 11 grid with colors colours: whole
 * games of moves (a random ball, then a random cell it reaches) with the
 * removals and the additions of the rules, the additions drawn from
 * SplitMix64 rather than SHA1PRNG.  Runs for about seconds; the number of
 * moves made goes to *moves when not NULL.  Returns -1 when colors is not in
 * 3..9.
 */
double lines_random_rate(int colors, uint64_t seed, double seconds,
    long *moves);

#endif
