/*
 * What the search algorithms share (internal to lib/): one engine per
 * thread, holding the budget, the random stream, the scratch space for group
 * finding, the moves from the root to the position in hand, and the best
 * complete game seen.  Every algorithm offers the games it completes to the
 * engine, so that whatever stops a search, the best one is there.
 */
#ifndef SGM_ENGINE_H
#define SGM_ENGINE_H

#include "samegame/search/search.h"
#include "samegame/search/spos_internal.h"

struct eng {
	enum sgm_rules rules;
	struct sp_scratch *s;
	void *nrpa;			/* NRPA's state (nrpa_prepare), or
					   NULL */
	uint64_t rng;
	uint64_t nodes;			/* moves simulated */
	uint64_t limit;			/* node budget; UINT64_MAX for none */
	uint64_t next_check;		/* nodes at which to read the clock */
	uint64_t check_every;		/* nodes between two reads */
	double last_tick;		/* when eng_tick last read it */
	double last_stretch;		/* seconds from the read before */
	double stretch;			/* the time to keep in reserve */
	double greedy_time;		/* of a greedy game from root */
	uint64_t playouts;
	double deadline;		/* monotonic seconds; 0 for none */
	const atomic_int *stop;
	_Atomic long *live_best;
	int stopped;			/* budget spent or stop asked */
	size_t memory, peak;		/* cap and high mark of tables, bytes */
	struct sp_pos root;
	struct sgm_solution best;	/* best complete game from root */
	struct sgm_move path[SGM_MAX_MOVES];	/* moves from root, in hand */
};

/* Monotonic clock in seconds. */
double eng_now(void);

/*
 * Set e up for root under o with the random stream seed, a node budget
 * limit (0 for none) and a deadline (0 for none).  Returns -1 when the
 * scratch space cannot be allocated.
 */
int eng_init(struct eng *e, const struct sgm_board *root,
    const struct sgm_search_opts *o, uint64_t seed, uint64_t limit,
    double deadline);

/*
 * eng_init for another thread's engine on the root of first, which
 * eng_init (and eng_start, if any) made: the game first holds, the greedy
 * one, is the same for every thread and is copied, nodes and all, rather
 * than played again by each thread in turn out of a short budget.
 */
int eng_init_twin(struct eng *e, const struct eng *first,
    const struct sgm_board *root, const struct sgm_search_opts *o,
    uint64_t seed, uint64_t limit, double deadline);

/* Free what eng_init allocated. */
void eng_free(struct eng *e);

/*
 * Give e a budget of shares/parts of what is left of the node budget limit
 * and of the time to deadline (UINT64_MAX and 0: none), and clear stopped.
 */
void eng_share(struct eng *e, uint64_t limit, double deadline, int shares,
    int parts);

/*
 * Look at the budget, the clock and the stop flag; sets and returns stopped.
 * The search stops when the time left is shorter than the stretch of work
 * the next look of eng_tick would come after, as the last ones did.
 */
int eng_check(struct eng *e);

/* eng_check, measuring the stretch of work since eng_tick's last look. */
int eng_tick_check(struct eng *e);

/* Count n simulated moves; returns 1 once the search must stop. */
static inline int
eng_tick(struct eng *e, uint64_t n)
{
	e->nodes += n;
	if (e->nodes >= e->next_check)
		return eng_tick_check(e);
	return e->stopped;
}

/* Offer the game path[0..n) + tail[0..ntail) scoring score. */
void eng_offer(struct eng *e, int n, const struct sgm_move *tail, int ntail,
    long score);

/*
 * Offer the game moves[0..n), legal from the root, completed by greedy
 * play (the search's start game, sgm_search_opts).
 */
void eng_start(struct eng *e, const struct sgm_move *moves, int n);

/* The move naming the group of cell i of p (its first tile, for search). */
static inline struct sgm_move
eng_move_at(const struct sp_pos *p, int i)
{
	struct sgm_move m;
	int x, y;

	sp_xy(p, i, &x, &y);
	m.x = (uint8_t)x;
	m.y = (uint8_t)y;
	return m;
}

/* The move naming group g of the scratch, on p. */
static inline struct sgm_move
eng_move(const struct sp_pos *p, const struct sp_group *g)
{
	return eng_move_at(p, g->cell);
}

/* Play move m on p (it must be legal); returns the tiles removed. */
int eng_play(struct eng *e, struct sp_pos *p, struct sgm_move m);

/*
 * Play p to its end from path depth d, choosing uniformly among groups, or
 * with tabu on the colour with most tiles (unless only it can move).  Writes
 * the moves to path[d..], offers the game and returns its final score.
 * Does not stop on the budget (a playout is always finished).  *end, when
 * end is not NULL, gets the depth the game ended at.
 */
long eng_playout(struct eng *e, struct sp_pos *p, int d, int tabu, int *end);

/* As eng_playout, playing the largest group each time (ties: lowest cell). */
long eng_greedy(struct eng *e, struct sp_pos *p, int d);

/* The algorithms, each searching from e->root until done or stopped. */
void algo_random(struct eng *e, uint64_t playouts);
void algo_nmcs(struct eng *e, int level);

/*
 * What a beam did, for the caller deciding whether a wider one could find
 * more: BEAM_CUT, it dropped positions (else it was exhaustive);
 * BEAM_CLAMPED, it was narrowed to fit in memory (a wider one would search
 * the same positions).
 */
#define BEAM_CUT	1
#define BEAM_CLAMPED	2

/* A beam of width under evaluation variant; returns BEAM_* flags. */
int algo_beam(struct eng *e, int width, int variant);

/*
 * A beam searched by a team of engines, one thread each: each expands its
 * slice of every depth under its own budget (one out of budget stops them
 * all); team[0] plays the moves kept and finishes on a stop.  Each engine
 * keeps the games it finishes; the best of the team is the search's.  The
 * memory of the team's engines is the beam's cap.  Returns BEAM_* flags.
 */
int algo_beam_team(struct eng **team, int nteam, int width, int variant);

/*
 * The widest beam (at least 1) whose tables, for nw workers and positions
 * of nodesize bytes and tiles tiles, fit in memory bytes, where sizes go up
 * to size_max (SIZE_MAX; a test passes a 32-bit one).
 */
size_t beam_widest(uint64_t memory, int nw, size_t nodesize, int tiles,
    uint64_t size_max);

/* The evaluations a beam has under rules: two, but one under tiles. */
int beam_variants(enum sgm_rules rules);

/*
 * Beams of growing width (beam.c) until the budget is spent, under every
 * evaluation (beam_variants); without a budget, one of a default width.
 */
void algo_beam_widen(struct eng **team, int nteam);

/*
 * The auto algorithm (auto.c) on the team: widening beams, NRPA from
 * their best game, a polish.  Returns the probes run.
 */
int algo_auto(struct eng **team, int nteam);

/* Copy the game src to dst (its moves in use only). */
void eng_copy_game(struct sgm_solution *dst, const struct sgm_solution *src);

/* Take src's best game into dst when it is better. */
void eng_adopt(struct eng *dst, const struct eng *src);

/* Take the best game of the team into team[0] (a tie: the lower engine's). */
void eng_adopt_team(struct eng **team, int nteam);

/*
 * NRPA at level (0: the default for e's budget) from e's best game, its
 * playouts keeping colour tabu (colour + 1) for last.  On a masked board
 * they set it aside unless aside is 0: only the test that the games are
 * the same either way turns it off.
 */
void nrpa_run(struct eng *e, int level, int tabu, int aside);

/*
 * Allocate e's NRPA state, unless it has one: 0, or -1 when memory runs
 * out.  The state (2.3 MB) is kept from run to run and made before the
 * threads start, so that no thread spends its budget on it.
 */
int nrpa_prepare(struct eng *e);

/* nrpa_run with the tabu colour set aside. */
void algo_nrpa(struct eng *e, int level, int tabu);

/* The colour (colour + 1) of rank rank by tiles at e's root, as a tabu. */
static inline int
eng_ranked_tabu(const struct eng *e, int rank)
{
	return sp_ranked_color(&e->root, rank) + 1;
}

/*
 * Where a polish stopped: the score of the game it polished, and the beam
 * it would have run next: its width, and how many moves of the game's end
 * it would have searched again.  The width is -1 when no further pass
 * could find more, 0 when nothing was polished yet (all zero).
 */
struct polish {
	long score;
	int width, ending;
};

/*
 * Polish the team's best game: beams search its ending again, from ever
 * earlier moves and then wider, under the evaluations 0..nv-1, until the
 * budget is spent (one pass without a budget).  A better ending found
 * replaces the game's; every engine of the team ends holding the best.
 * When the game is the one last polished, the polish goes on where last
 * says it stopped; last is then set to where this one stopped.
 */
void algo_polish(struct eng **team, int nteam, int nv, struct polish *last);

/*
 * Probes (probe.c): the colours NRPA might keep for last, tried in turn.
 *
 * probe_candidates writes to cand the colours (indices) with as many
 * tiles as the commonest at root (within PROBE_MARGIN), commonest first
 * (sp_ranked_color's order), and returns their number when it is more
 * than turns, else 0.
 */
int probe_candidates(const struct sp_pos *root, int turns, int *cand);

/*
 * The rank by tiles (sp_ranked_color) of the colour that NRPA's turn (or
 * thread) turn of turns keeps for last: turn mod turns, or 0 for every
 * turn when the commonest colour at root leads the next by DOMINANT_LEAD
 * tiles or more (probe.c).
 */
int turn_rank(const struct sp_pos *root, int turn, int turns);

/*
 * Threads on one board take turns at NRPA's tabu colour: even threads keep
 * the root's commonest colour for last, odd ones the next commonest.  Two
 * searches of one tabu colour end near the same game, and the other colour
 * wins big on some boards; the third commonest did worse again, so the
 * turns are of two.  Where the commonest leads by far, both turns keep it
 * (probe.c: turn_rank).
 */
#define TABU_RANKS	2

/*
 * The tabu colour (colour + 1) of NRPA's turn (or thread) turn on e: the
 * colour of its rank by tiles (turn_rank).
 */
static inline int
eng_turn_tabu(const struct eng *e, int turn)
{
	return eng_ranked_tabu(e, turn_rank(&e->root, turn, TABU_RANKS));
}

/*
 * Run NRPA with each colour of cand[0..n) tabu in turn, each from e's best
 * game as it was before the probes, on an equal share of the budget
 * (limit, deadline), and write each probe's score to score[] (LONG_MIN for
 * one the budget left no time for).  e keeps the best game of all.
 * Returns the probes run, or -1 when memory for the games runs out
 * (nothing probed).
 */
int probe_run(struct eng *e, uint64_t limit, double deadline,
    const int *cand, int n, long *score);

/* Sort cand[0..n) and score[] alike by score, best first. */
void probe_rank(int *cand, long *score, int n);

#endif
