/*
 * The parts of the expecti player (expecti.c): the worth of a position
 * (eval.c), the futures it samples (future.c) and the clock and node count
 * that bound its search (spend.c).  Kept to lib/lines/play.
 */
#ifndef LINES_EXPECTI_INTERNAL_H
#define LINES_EXPECTI_INTERNAL_H

#include <stdint.h>

#include "lines/lines.h"
#include "lines/play/player.h"

/*
 * Whether expecti judges the grids of an n x n grid of colors colours by
 * the learned value when its budget has one (struct lines_budget), rather
 * than by lines_eval().
 */
int lines_expecti_learns(int n, int colors);

/* A point of the score, and an empty cell, in the units of lines_eval(). */
#define LINES_EVAL_POINT	10
#define LINES_EVAL_FREE		30

/*
 * The worth of p to the player about to move, in tenths of a point: free
 * cells, how well they hang together, and the runs that can still grow to
 * five.  Higher is better; a full grid is far below anything else.
 */
long lines_eval(const struct lines_pos *p);

/* lines_eval with the weights w rather than the colour count's. */
long lines_eval_with(const struct lines_pos *p,
    const struct lines_eval_weights *w);

/*
 * The worth of empty free cells on p: LINES_EVAL_FREE each (more with many
 * colours) up to half the grid, less beyond, where room matters less than
 * the runs built in it.
 */
long lines_eval_free(const struct lines_pos *p, int empty);
long lines_eval_free_with(const struct lines_pos *p,
    const struct lines_eval_weights *w, int empty);

/* The empty cells where a ball of colour c would make a run of 5 or more. */
lines_bits lines_gaps(const struct lines_pos *p, int c);


/*
 * A source of the balls to come as the player imagines them: the colours
 * it was shown, then colours drawn uniformly, on cells drawn uniformly
 * among the empty ones, from its own stream.
 */
struct lines_future {
	const uint8_t *next;		/* the colours shown */
	int nnext;
	int used;			/* of them, taken so far */
	int colors;
	uint64_t rng;
};

/* Start f on the view's next colours with the random stream seed. */
void lines_future_init(struct lines_future *f, const struct lines_view *v,
    uint64_t seed);

/* The source that draws from f, for lines_turn(). */
struct lines_source lines_future_source(struct lines_future *f);

/*
 * What a search may still spend: the budget it was given, what it has
 * simulated, and whether it is over.  With neither a deadline nor nodes,
 * a search gets LINES_DEFAULT_NODES.
 */
#define LINES_DEFAULT_NODES	20000

struct lines_spend {
	double deadline;		/* 0: none */
	double hard;			/* the game's deadline; 0: none */
	uint64_t nodes;			/* 0: none */
	uint64_t spent;
	const atomic_int *stop;		/* the budget's stop flag, or NULL */
	int over;			/* set once the budget has run out */
};

/*
 * Start s on budget b, its share stretched by stretch percent (100: the
 * share as given) from what is left of the game, when b says what that is.
 */
void lines_spend_init(struct lines_spend *s, const struct lines_budget *b,
    int stretch);

/* Count one simulated move; returns whether the budget still allows more. */
int lines_spend_one(struct lines_spend *s);

/*
 * Count k simulated moves, k >= 1, for work that costs as much as k;
 * returns whether the budget still allows more.
 */
int lines_spend_many(struct lines_spend *s, int k);

/*
 * Count one simulated move of a search the move cannot do without; returns
 * whether the game's own deadline still allows more.
 */
int lines_spend_needed(struct lines_spend *s);

/* Whether expecti cuts its candidates on p by successive halving. */
int lines_halving_pays(const struct lines_pos *p);

/* A move and what the search has found it worth. */
struct lines_cand {
	int from, to;
	long first;		/* one ply, the additions guessed */
	long sum;		/* of the sampled futures or rollouts */
	int samples;
};

/*
 * The candidates the halving search starts from, the best by one ply, and
 * the moves a rollout plays, its candidate's first.
 */
#define LINES_HALVING_WIDTH	16
#define LINES_ROLLOUT_DEPTH	20
/* What a rollout's move counts against a budget: it costs 5 one-ply moves. */
#define LINES_ROLLOUT_MOVE	5

/*
 * A rollout of move first on p (the view v's grid): the move, then up to
 * depth - 1 moves of a cheap policy (a move that scores if there is one,
 * else one that lengthens its colour's runs), the balls to come drawn from
 * stream seed as lines_future draws them, never past the game's last move.
 * Its worth goes to *worth: the points scored and the evaluation by w of
 * the grid reached, or far below any of those when the grid fills, less
 * the sooner.  Each move counts LINES_ROLLOUT_MOVE against s; returns -1 when s ran out
 * before the rollout's end.
 */
int lines_rollout(const struct lines_pos *p, const struct lines_view *v,
    const struct lines_eval_weights *w, struct lines_move first,
    int depth, uint64_t seed, struct lines_spend *s, long *worth);

/*
 * What judges a candidate on one future: judge(ctx, c, seed, &worth) puts
 * the worth of candidate c over the future drawn from stream seed into
 * worth; returns -1 when the budget ran out first.
 */
struct lines_judge {
	int (*judge)(void *ctx, const struct lines_cand *c, uint64_t seed,
	    long *worth);
	void *ctx;
};

/*
 * Successive halving over the first n of c (best first by one ply, at
 * most LINES_HALVING_WIDTH taken): rounds of rollouts, each round one
 * future seed from rng for all the candidates left, the best third going
 * on after each stage with twice the rounds, until 3 share what is left
 * of s.  Leaves the chosen candidate in c[0]: the best by its rollouts,
 * or by one ply when no round was done.  Returns the rounds done.
 */
int lines_halve(const struct lines_judge *j, struct lines_cand *c, int n,
    uint64_t *rng, struct lines_spend *s);

#endif
