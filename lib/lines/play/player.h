/*
 * Players of Lines: each chooses a move from what the tester shows (a struct
 * lines_view) and its own random stream, never from the tester's generator,
 * within a budget of time or of simulated moves.
 */
#ifndef LINES_PLAYER_H
#define LINES_PLAYER_H

#include <stdatomic.h>
#include <stdint.h>

#include "core/error.h"
#include "core/hint.h"
#include "lines/lines.h"
#include "lines/tester.h"

struct lines_value;			/* lines/learn/value.h */

/*
 * The constants of the hand-set evaluation of a Lines grid (eval.c), in
 * tenths of a point, for one colour count: lines_eval_weights() gives
 * those the players use, tools/fit-lines fits them.
 */
struct lines_eval_weights {
	long window[LINES_RUN];		/* a window of 5 cells of one colour
					   and empty ones, by its balls */
	long pocket;			/* taken off each cell cut off */
	long free;			/* an empty cell, up to the knee */
	long sparse;			/* beyond the knee, the free cell over
					   this */
	long cross;			/* a cell that completes two runs */
	long live_side;			/* from this side the game lives its
					   1000 moves; beyond the largest,
					   never */
	long ambition;			/* percent of what a removal pays
					   beyond 5, in the games that live */
	long ambition_none, ambition_full;	/* empty cells a colour where
					   it is nothing, and whole */
	long near_cross;		/* a cross in the making, there */
	long near_cross_none, near_cross_full;
	long near_cross_room;		/* cells a colour it needs */
	long near_cross_roomy;		/* cells a colour of a roomy grid */
	long near_cross_roomy_share;	/* which divide it by this */
	long cash;			/* a removal of this many balls or
					   more is taken at once, in the
					   games that live; 0: none is */
	long knee;			/* empty cells a colour that count
					   in full; 0: half the grid */
	long roomy_none, roomy_full;	/* ambition_none and _full on
					   roomy grids (near_cross_roomy),
					   for crosses in the making too */
	long unreached;			/* taken off a gap that no ball of
					   its colour can be sent to but
					   those of the runs it completes */
};

/* The weights of the hand-set evaluation for colors colours. */
const struct lines_eval_weights *lines_eval_weights(int colors);

/* What one choice may spend, and what it spent. */
struct lines_budget {
	double deadline;		/* sg_clock() time to answer by; 0:
					   none */
	uint64_t nodes;			/* moves it may simulate; 0: none */
	uint64_t spent;			/* moves it simulated (set by the
					   player) */
	double game_deadline;		/* when the game's time for search
					   runs out; 0: none */
	double answer_by;		/* when a move cut short by
					   game_deadline must be answered,
					   in the time kept for its cheapest
					   answer; 0: none */
	uint64_t game_nodes;		/* moves the game may still
					   simulate; 0: none */
	double stretch_by;		/* sg_clock() time past its share a
					   move may take to; 0: the game's */
	double needed;			/* seconds of the search the move
					   could not do without (set by the
					   player); 0: not measured */
	double stretch;			/* how many shares the move allowed
					   itself (set by the player); 0: one */
	const atomic_int *stop;		/* end the search when *stop, as at
					   the game's deadline; or NULL */
	const struct lines_value *value;	/* the learned value, or NULL */
	const struct lines_eval_weights *weights;	/* the hand-set
					   evaluation's, for the colour count
					   played; NULL: lines_eval_weights() */
};

/*
 * Choose a move for the view into *m within budget b, drawing from the
 * SplitMix64 stream *rng (core/rng.h) if at all.  Returns 0, or -1 when the
 * view has no legal move (a full grid).
 */
typedef int lines_choose_fn(const struct lines_view *v, uint64_t *rng,
    struct lines_budget *b, struct lines_move *m);

struct lines_player {
	const char *name;		/* as -a takes it */
	lines_choose_fn *choose;
};

/*
 * What a whole game may spend, shared out among its moves: the tester's
 * limit is on the time of a game, not of a move.
 */
struct lines_pace {
	double seconds;			/* the game's time; 0: none */
	uint64_t nodes;			/* the game's simulated moves; 0: none */
	double used;			/* seconds its moves have taken */
	uint64_t spent;			/* moves they have simulated */
	double needed;			/* a running mean of the moves'
					   needed */
	double stretch;			/* a running mean of the moves'
					   stretch; 0: none yet */
	const atomic_int *stop;		/* handed to every move's budget */
	const struct lines_value *value;	/* for the players that use
					   one (lines_player_learns), or
					   NULL */
};

/*
 * The budget of the move on view v, asked at sg_clock() time now: an even
 * share of what is left over the moves the game may still last (fewer than
 * its 1000 when its size and colours make it likely to die sooner, the
 * longer the more it has lived), over the mean stretch of the moves so far
 * (so that moves that take several shares do not leave the last moves of a
 * long game nearly nothing), keeping 5% of the game's time in reserve and
 * the cheapest answer of every move left (a twentieth of what a move
 * has needed), and what is left of the game, which a player may draw on beyond
 * its share when a move needs it, but only so far as leaves the moves
 * after it twice what they need.
 */
void lines_pace_budget(const struct lines_pace *p, const struct lines_view *v,
    double now, struct lines_budget *b);

/* Add a move that took seconds and spent budget b to the game's pace p. */
void lines_pace_note(struct lines_pace *p, const struct lines_budget *b,
    double seconds);

/*
 * The random stream of a player for a game: the user's seed mixed with the
 * first view of the game, which the player sees whether it plays offline
 * or through the tester's protocol, so that both play alike.
 */
uint64_t lines_player_seed(uint64_t seed, const struct lines_view *first);

/*
 * One ply: the move that scores most now; among equals the one whose
 * destination ends up in the longest run of its colour, then in the most
 * balls of its colour over the 4 directions; among equals the first, by the
 * from cell and then the to cell, row by row.  Uses no random numbers and
 * no budget.
 */
int lines_greedy(const struct lines_view *v, uint64_t *rng,
    struct lines_budget *b, struct lines_move *m);

/* A legal move drawn uniformly among all the legal moves. */
int lines_random(const struct lines_view *v, uint64_t *rng,
    struct lines_budget *b, struct lines_move *m);

/*
 * Sampled expectimax: every move judged one ply deep by the worth of the
 * grid it leaves (free cells, how they hang together, runs that can grow),
 * then the best few judged again over futures drawn from rng, the colours
 * shown landing on random cells, each future worth its best reply one ply
 * deep (every reply on 7 x 7 with 4 colours or more, else the scoring
 * ones), for as long as the budget lasts.  On 8 x 8 and up with 7 colours
 * or more a future goes a move deeper: the best reply of all and its
 * balls, then the best reply after them; with 6 colours on 9x9 and 10x10
 * it samples none and plays the best move one ply deep.  It takes up to
 * 10 times its share of the game on a crowded grid (50 where it judges
 * every reply), finishes the first ply past its share when it must, and
 * plays greedy's move only when the game's own deadline cuts the first
 * ply short.  With no budget it simulates LINES_DEFAULT_NODES moves.
 */
int lines_expecti(const struct lines_view *v, uint64_t *rng,
    struct lines_budget *b, struct lines_move *m);

/*
 * expecti judging every grid by its hand-set evaluation (lines_expecti
 * does so on the grid sizes and colour counts where it plays better than
 * over the learned value), its futures one move deep on every grid; and
 * by the learned value in b->value.
 */
int lines_expecti_hand(const struct lines_view *v, uint64_t *rng,
    struct lines_budget *b, struct lines_move *m);
int lines_expecti_learned(const struct lines_view *v, uint64_t *rng,
    struct lines_budget *b, struct lines_move *m);

/*
 * One ply on the learned value: the move whose points and value of the
 * grid it leaves (lines/learn/value.h) are the most, by b->value; without
 * one it finds no move.  Uses no random numbers and no budget.
 */
int lines_learned(const struct lines_view *v, uint64_t *rng,
    struct lines_budget *b, struct lines_move *m);

/*
 * Whether pl plays better with a learned value in its budgets, and so
 * wants one for an n x n grid of colors colours (0, 0: for any).
 */
int lines_player_learns(const struct lines_player *pl, int n, int colors);

/*
 * The player named name ("auto", "expecti", "expecti-hand",
 * "expecti-learned", "learned", "greedy" or "random"), or NULL.
 */
const struct lines_player *lines_player_find(const char *name);

/* The names of the players, for messages: "auto, greedy or random". */
const char *lines_player_names(void);

/* A game played through: its moves and its score. */
struct lines_game {
	struct lines_move move[LINES_MAX_TURNS];
	int moves;
	long score;			/* -1 after an illegal move */
};

/*
 * Play the game of setup s on t with player pl, seeded with seed
 * (lines_player_seed) and paced by pace (its used and spent are updated),
 * to its end, or to where it stands when *pace->stop is set (an open game).  Returns 0 with the moves and the score in g, or -1 with a
 * message when the setup is refused or the player finds no move.
 */
int lines_play_game(struct lines_tester *t, const struct lines_setup *s,
    const struct lines_player *pl, uint64_t seed, struct lines_pace *pace,
    struct lines_game *g, struct sg_error *err);

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

/*
 * The auto player as a hint (core/hint.h), seeing what the tester has
 * shown of ask's game and no more: its move from the position reached,
 * chosen within ask->seconds, with what the move scores at once; or,
 * whole, its whole game from the seed played with ask->seconds for the
 * game, and that game's score as expect.
 */
sg_hint_fn lines_hint;

#endif
