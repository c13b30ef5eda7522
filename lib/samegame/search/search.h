/*
 * The solver: finds a good game for a board under a rule set, within a
 * budget of wall-clock time or of nodes (moves simulated), with one or more
 * threads, under a memory cap, and stops early when asked to.  Whatever
 * stops it, it returns the best complete game it found: a game whose last
 * move leaves no group of two or more.
 *
 * Algorithms: greedy (largest group first), random (uniform playouts), beam
 * (beam search with an evaluation of colour structure), nmcs (nested
 * Monte-Carlo search), nrpa (nested rollout policy adaptation with the
 * tabu-colour playout policy) and auto (an eighth of the budget on beam
 * searches of growing width, the rest on nrpa from the beam's game; the
 * best game is kept).
 */
#ifndef SGM_SEARCH_H
#define SGM_SEARCH_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "core/record.h"
#include "samegame/rules.h"

enum sgm_algo {
	SGM_ALGO_AUTO,
	SGM_ALGO_GREEDY,
	SGM_ALGO_RANDOM,
	SGM_ALGO_BEAM,
	SGM_ALGO_NMCS,
	SGM_ALGO_NRPA,
};

struct sgm_search_opts {
	enum sgm_algo algo;
	enum sgm_rules rules;
	double seconds;		/* wall-clock budget; 0: none */
	uint64_t nodes;		/* node budget (playouts for random); 0: none */
	uint64_t seed;
	int width;		/* beam width; 0: widen while budget lasts */
	int level;		/* nmcs and nrpa level; 0: default */
	int threads;		/* 1 or more */
	size_t memory;		/* bytes the search may use; 0: 1 GiB */
	const atomic_int *stop;		/* stop when *stop; or NULL */
	_Atomic long *live_best;	/* best so far, for progress; or NULL */
	/*
	 * A game to start from, or NULL: start[0..nstart) played on the
	 * board searched, then completed by greedy play, is offered to
	 * every thread before the search (held unless greedy play from the
	 * start of the board scores more).  A search never returns less;
	 * auto and nrpa build on it (NRPA's runs start from the best game
	 * held).
	 */
	const struct sgm_move *start;
	int nstart;
};

/* A game found: its score and moves, from the board given. */
struct sgm_solution {
	long score;
	int nmoves;
	struct sgm_move moves[SGM_MAX_MOVES];
};

/* What a search did. */
struct sgm_search_stats {
	uint64_t nodes;		/* moves simulated */
	uint64_t playouts;	/* games played to their end */
	size_t peak_memory;	/* bytes of search tables at their largest */
	int probes;		/* runs of NRPA that tried a colour for
				   last (auto, when colours tie) */
};

/*
 * Search board b under o and write the best game found to best (and, when
 * stats is not NULL, what the search did).  A budget of neither seconds nor
 * nodes means one pass of the algorithm at its default size.  The same
 * board, seed, nodes and threads (without a time budget) give the same game.
 * Returns 0, or -1 with a message when the options are out of range, the
 * start game is illegal or memory runs out; best is then not set.
 */
int sgm_search(const struct sgm_board *b, const struct sgm_search_opts *o,
    struct sgm_solution *best, struct sgm_search_stats *stats,
    struct sg_error *err);

/*
 * Parse an algorithm name ("auto", "beam", ...); -1 with a message if it
 * is unknown.
 */
int sgm_algo_parse(const char *name, enum sgm_algo *algo, struct sg_error *err);

/* The name of an algorithm, as sgm_algo_parse takes it. */
const char *sgm_algo_name(enum sgm_algo algo);

/*
 * Replay sol's moves on b and return the score they make under rules, or -1
 * with a message naming the first illegal move.  The end score counts only
 * when no move is left.  The search checks every game with it.
 */
int sgm_solution_replay(const struct sgm_board *b,
    const struct sgm_solution *sol, enum sgm_rules rules, long *score,
    struct sg_error *err);

/*
 * Playouts per second: random games from b played for about seconds on one
 * thread.  For benchmarks.
 */
double sgm_playout_rate(const struct sgm_board *b, double seconds);

#endif
