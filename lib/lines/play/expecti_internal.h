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

/* A point of the score in the units of lines_eval(). */
#define LINES_EVAL_POINT	10

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
 * The worth of empty free cells on p: the colour count's free weight each
 * up to its knee (half the grid, or fewer with few colours), less beyond,
 * where room matters less than the runs built in it.
 */
long lines_eval_free(const struct lines_pos *p, int empty);
long lines_eval_free_with(const struct lines_pos *p,
    const struct lines_eval_weights *w, int empty);

/*
 * The moves a future of expecti's judging the hand-set evaluation goes on
 * p: 1, the candidate and its balls, worth the best reply one ply deep;
 * or more on the grids where games die young, each next move the best
 * reply one ply deep among every reply, with its balls.
 */
int lines_future_depth(const struct lines_pos *p);

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
 * Count one simulated move of a search the move cannot do without; returns
 * whether the game's own deadline still allows more.
 */
int lines_spend_needed(struct lines_spend *s);

/*
 * The worth of one future of the legal move m on v, in the units of
 * lines_eval(), as auto samples it: the hand-set evaluation, as deep as
 * lines_future_depth says, its balls drawn from stream seed.  Returns -1
 * when s ran out first, or when v is not a valid grid.
 */
int lines_expecti_future(const struct lines_view *v, struct lines_move m,
    uint64_t seed, struct lines_spend *s, long *worth);

#endif
