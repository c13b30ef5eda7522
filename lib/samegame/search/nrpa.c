/*
 * Nested Rollout Policy Adaptation (Rosin, IJCAI 2011) with the tabu-colour
 * playout policy of Cazenave and Teytaud: a playout never plays the tabu
 * colour the caller names (search.c) unless only it can move.  A move's
 * code hashes its colour, its first tile's name and its size; the policy
 * is a table of the exps of the weights, indexed by code.  Each run starts
 * from the best game the engine holds (a beam's, under auto).
 *
 * Playouts keep the groups across moves (track_internal.h), so that a move
 * weighs only the groups near it, and keep the sum of the weights, so that
 * a pick walks only the groups before the one it takes.  On masked boards
 * they set the tabu colour aside (spos_internal.h) until nothing else can
 * move, so that its groups, often the biggest, are neither found nor
 * kept; the moves allowed and their weights are the same.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "samegame/search/engine_internal.h"
#include "samegame/search/names_internal.h"
#include "core/rng.h"
#include "samegame/search/track_internal.h"

/*
 * Codes are POL_BITS wide: a board's searches meet a few thousand distinct
 * moves, so few share a code, and a smaller table ran no faster.
 */
#define POL_BITS	16
#define POL_SIZE	(1u << POL_BITS)
/*
 * Iterations of a level: Rosin's 100 at levels 1 and 2, but 10 above, so
 * that a level-3 run (a million playouts at 100) fits in seconds and the
 * policy above it learns before the budget is spent.
 */
#define ITERATIONS_LOW	100	/* levels 1 and 2 */
#define ITERATIONS_HIGH	10	/* levels 3 and up */
/*
 * A level of REPEATS_FROM or more ends before its iterations are done once
 * the level below has returned the level's best score REPEATS times since
 * it last improved (Cazenave's limited repetitions, 2024): its policy has
 * settled, and the time left is better spent by the level above, or by
 * algo_nrpa restarting from the best game with a new policy.  Level 1 runs
 * all its iterations: limiting it too gained nothing.
 */
#define REPEATS		3
#define REPEATS_FROM	2
/*
 * The learning rate: how far a level moves its policy towards its best
 * game at each iteration.  Rosin's 1.0 scored less here than 0.7.
 */
#define ALPHA		0.7
#define EXP_ALPHA	2.0137527074704766	/* exp(ALPHA): change with it */

#define MAX_LEVEL	6
#define TRAIL_CODES	16384	/* a 15x15 game lists about 2,000 moves */

/*
 * A policy: for each code, the exp of its weight, so that a move's
 * probability is its entry over the sum of those of the moves allowed.
 * Kept as the exp, neither a playout nor most of an adaptation calls exp.
 */
struct pol {
	float e[POL_SIZE];
};

/*
 * A level's best game as the codes of the moves the tabu rule allowed at
 * each step (from[d] to from[d + 1]) and of the move played (played[d]).
 * A level adapts its policy to the same game at every iteration until the
 * game changes; with the codes kept, that costs no group listing and no
 * replay, which was half of NRPA's time.  A game with more codes than
 * TRAIL_CODES (boards far above 15x15) is replayed instead.
 */
struct trail {
	int valid;
	int n;
	uint16_t from[SGM_MAX_MOVES + 1];
	uint16_t played[SGM_MAX_MOVES];
	uint16_t code[TRAIL_CODES];
};

struct nrpa {
	struct eng *e;
	int tabu;			/* group colour of the tabu colour */
	struct pol pol[MAX_LEVEL + 1];
	struct trail trail[MAX_LEVEL + 1];
	uint32_t code[SGM_MAX_MOVES + 1];
	double prob[SGM_MAX_MOVES + 1];
	uint8_t allowed[SGM_MAX_MOVES + 1];
	uint16_t step[SGM_MAX_MOVES + 1];	/* one step's allowed codes */
	struct sp_names names;		/* of the position being played */
	struct sp_track track;		/* its groups, and names */
	struct sp_track root;		/* the groups of the root */
	uint16_t first[SGM_MAX_MOVES + 1];	/* the track's groups */
	int aside;			/* colour + 1 playouts set aside:
					   the tabu colour, on masked boards */
	uint8_t all[MAX_LEVEL + 1];	/* a level's best game is indexed
					   with nothing set aside */
};

/*
 * The code of a group: its colour, the name of its first tile (lowest of
 * its leftmost column) and its size.  The name, not the cell, so that what
 * the policy learnt of a group survives the tiles under it falling and the
 * columns left of it closing; the size, so that a group played early and
 * played later, grown, are learnt apart.
 */
static uint16_t
code(int color, int size, int name)
{
	uint64_t h = (uint64_t)color << 32 | (uint64_t)size << 16 |
	    (uint64_t)name;

	return (uint16_t)(sg_mix64(h) >> (64 - POL_BITS));
}

/* The code of group g of the position r's names are of. */
static uint32_t
code_of(const struct nrpa *r, const struct sp_group *g)
{
	return code(g->color, g->size, r->names.at[g->cell]);
}

/* Set the code of group g of r's track, first at cell i. */
static inline void
set_code(struct nrpa *r, struct sp_kept *g, int i)
{
	g->key = code(g->color, g->size, r->track.names.at[i]);
}

/* The record of group k of r's track (listed in r->first), its code set. */
static struct sp_kept *
coded(struct nrpa *r, int k)
{
	struct sp_kept *g = sp_track_at(&r->track, r->first[k]);

	if (g->weight == SP_FRESH)
		set_code(r, g, r->first[k]);
	return g;
}

/*
 * Compute the codes of the n groups of e's scratch and the moves the
 * tabu rule allows: any but the tabu colour, unless only it can move.
 * The tabu colour is fixed at the root, not taken afresh at each
 * position: when two colours are close in number, the commonest changes
 * from move to move and a playout broke up both.
 */
static void
mark(struct nrpa *r, int n)
{
	struct sp_scratch *s = r->e->s;
	int k, any = 0;

	for (k = 0; k < n; k++) {
		r->code[k] = code_of(r, &s->group[k]);	/* adapt needs all */
		any |= (r->allowed[k] = s->group[k].color != r->tabu);
	}
	if (!any && n > 0)
		memset(r->allowed, 1, (size_t)n);
}

/* A policy that has learnt nothing: every weight 0, so every exp 1. */
static void
pol_reset(struct pol *pol)
{
	size_t i;

	for (i = 0; i < POL_SIZE; i++)
		pol->e[i] = 1.0f;
}

/*
 * exp(-d) for d >= 0: most moves an adaptation lowers had a small
 * probability, and the series to d^4 errs by less than d^5 / 120, under
 * half a float's precision for d < 0.08.
 */
static inline double
exp_minus(double d)
{
	if (d >= 0.08)
		return exp(-d);
	return 1 - d * (1 - d * (0.5 - d * (1.0 / 6 - d / 24)));
}

/* Set p to the root, with the tabu colour aside unless all is set. */
static void
root_pos(struct nrpa *r, struct sp_pos *p, int all)
{
	sp_copy(p, &r->e->root);
	p->aside = (int8_t)(all ? 0 : r->aside);
}

/* Set p, and the names of its tiles, to the root (root_pos). */
static void
from_root(struct nrpa *r, struct sp_pos *p, int all)
{
	root_pos(r, p, all);
	sp_names_start(&r->names, &r->e->root);
}

/* Set p and r's track to the root (root_pos). */
static void
track_root(struct nrpa *r, struct sp_pos *p, int all)
{
	root_pos(r, p, all);
	if (p->aside != r->aside)	/* r->root has it aside */
		sp_track_start(&r->track, p, r->e->s);
	else
		sp_track_restart(&r->track, &r->root, p, r->e->s);
}

/*
 * List the groups of p in e's scratch (sp_groups), giving p's aside colour
 * back when it leaves none; returns their number.
 */
static int
listed(struct eng *e, struct sp_pos *p)
{
	int m = sp_groups(p, e->s);

	if (m == 0 && p->aside) {
		p->aside = 0;
		m = sp_groups(p, e->s);
	}
	return m;
}

/*
 * When p's groups are all of its aside colour (none listed), give the
 * colour back and list them; returns 0 when p has no group left at all.
 */
static int
any_left(struct nrpa *r, struct sp_pos *p)
{
	if (r->track.n == 0 && p->aside) {
		p->aside = 0;
		sp_track_relist(&r->track, p, r->e->s);
	}
	return r->track.n > 0;
}

/* Play group g of e's scratch (listed on p) on p; the names follow. */
static void
play(struct nrpa *r, struct sp_pos *p, const struct sp_group *g)
{
	sp_names_follow(&r->names, p, r->e->s, g);
	sp_play(p, r->e->s, g, r->e->rules);
}

/*
 * What a playout keeps of its groups' weights as the track changes: the
 * sum of those the tabu rule allows, their number, and the largest that
 * sum has been since it was last summed afresh.  Subtracting a large
 * weight leaves the sum's rounding error at that size: about 2^-53 of it
 * a move.  So a sum fallen below 2^-20 of it, where a playout's moves
 * could have made the error near a float's precision of the sum, is
 * summed afresh (rarely: after a move the policy had all but settled on).
 */
struct sums {
	double allowed, big;
	int nallowed;
};

/* Group g of r's track, first at cell i, weighed under pol. */
static inline void
weigh(struct nrpa *r, const struct pol *pol, struct sp_kept *g, int i)
{
	set_code(r, g, i);
	g->weight = pol->e[g->key];
}

/* Sum the weights of the groups of r's track afresh, weighing the new. */
static void
sum_afresh(struct nrpa *r, const struct pol *pol, struct sums *z)
{
	struct sp_track *t = &r->track;
	struct sp_kept *g;
	struct sp_walk w;
	int i;

	z->allowed = 0;
	z->nallowed = 0;
	sp_track_walk(t, &w);
	while ((i = sp_track_next(t, &w)) >= 0) {
		g = sp_track_at(t, i);
		if (g->weight == SP_FRESH)
			weigh(r, pol, g, i);
		if (g->color != r->tabu) {
			z->allowed += g->weight;
			z->nallowed++;
		}
	}
	z->big = z->allowed;
}

#ifdef SG_CHECK_SUMS
/*
 * Built into make check's sanitized run only: the sums kept must be those
 * summed afresh, the number exactly and the sum to within the rounding of
 * the weights added and taken away since the sum was last taken afresh
 * (2^-53 of the largest sum each; 2^-32 allows two million).  An infinite
 * weight makes both sums infinite or NaN, and only the number is compared.
 * Anything else is a bug in the lists of dropped and found groups
 * (track.c) or in their use here, and the check stops the program there.
 */
static void
check_sums(struct nrpa *r, const struct pol *pol, const struct sums *z)
{
	struct sums f;

	sum_afresh(r, pol, &f);		/* every group is weighed: reads only */
	if (f.nallowed != z->nallowed)
		abort();
	if (isfinite(f.allowed) &&
	    !(fabs(f.allowed - z->allowed) <= z->big * 0x1p-32))
		abort();
}
#else
#define check_sums(r, pol, z)	((void)0)
#endif

/*
 * Bring z up to date with the last move of r's track, weighing the groups
 * it found under pol, and return the sum of the weights a playout picks
 * among: the allowed, or when the tabu colour alone can move, its own.
 */
static double
weigh_moves(struct nrpa *r, const struct pol *pol, struct sums *z)
{
	struct sp_track *t = &r->track;
	struct sp_kept *g;
	struct sp_walk w;
	double all = 0;
	int k;

	if (t->nfresh < 0) {
		sum_afresh(r, pol, z);
	} else {
		for (k = 0; k < t->ngone; k++)
			if (t->gone[k].color != r->tabu) {
				z->allowed -= t->gone[k].weight;
				z->nallowed--;
			}
		for (k = 0; k < t->nfresh; k++) {
			g = sp_track_at(t, t->fresh[k]);
			weigh(r, pol, g, t->fresh[k]);
			if (g->color != r->tabu) {
				z->allowed += g->weight;
				z->nallowed++;
			}
		}
		if (z->allowed > z->big)
			z->big = z->allowed;
		else if (z->nallowed > 0 &&
		    !(z->allowed >= z->big * 0x1p-20))	/* or NaN */
			sum_afresh(r, pol, z);
		check_sums(r, pol, z);
	}
	if (z->nallowed > 0)
		return z->allowed;
	sp_track_walk(t, &w);	/* the tabu colour's: a few */
	while ((k = sp_track_next(t, &w)) >= 0)
		all += sp_track_at(t, k)->weight;
	return all;
}

/*
 * The move a playout plays, x in [0, the sum weigh_moves returned with
 * z): the first group, of those allowed unless only the tabu colour can
 * move, whose weights from the first reach past x.  Returns its index
 * among the track's groups and its first tile in *cell.
 */
static int
pick(struct nrpa *r, const struct sums *z, double x, int *cell)
{
	struct sp_track *t = &r->track;
	const struct sp_kept *g;
	struct sp_walk w;
	int i, k, last = 0, allowed_only = z->nallowed > 0;

	sp_track_walk(t, &w);
	for (k = 0; (i = sp_track_next(t, &w)) >= 0; k++) {
		g = sp_track_at(t, i);
		if (allowed_only && g->color == r->tabu)
			continue;
		last = k;
		*cell = i;
		if ((x -= g->weight) < 0)
			return k;
	}
	return last;		/* rounding ran past the last allowed */
}

/* A playout under pol from the root; the group indices go to seq. */
static long
playout(struct nrpa *r, const struct pol *pol, uint16_t *seq, int *nseq)
{
	struct eng *e = r->e;
	struct sp_track *t = &r->track;
	struct sp_pos p;
	struct sums z = { 0 };	/* summed afresh first (scan-build) */
	int k, cell = 0, d = 0;
	double sum;
	long score;

	track_root(r, &p, 0);	/* all new: the first weighing sums afresh */
	while (any_left(r, &p)) {
		sum = weigh_moves(r, pol, &z);
		k = pick(r, &z,
		    (double)(sg_rand(&e->rng) >> 11) * 0x1p-53 * sum, &cell);
		seq[d] = (uint16_t)k;
		e->path[d++] = eng_move_at(&p, cell);
		sp_track_play(t, &p, e->s, cell, e->rules);
	}
	*nseq = d;
	e->playouts++;
	score = sp_final(&p, e->rules);
	eng_offer(e, d, NULL, 0, score);
	eng_tick(e, (uint64_t)d);
	return score;
}

/*
 * Write the codes of the moves the tabu rule allows among the m groups of
 * e's scratch, in group order, to out; returns their number.
 */
static int
allowed_codes(struct nrpa *r, int m, uint16_t *out)
{
	int k, n = 0;

	mark(r, m);
	for (k = 0; k < m; k++)
		if (r->allowed[k])
			out[n++] = (uint16_t)r->code[k];
	return n;
}

/*
 * Move pol towards playing the move of code played among the m allowed
 * ones of code[0..m), under the probabilities before the move.
 */
static void
adapt_step(struct nrpa *r, struct pol *pol, const uint16_t *code, int m,
    uint16_t played)
{
	double z = 0, step;
	int k;

	for (k = 0; k < m; k++)
		z += r->prob[k] = pol->e[code[k]];
	step = ALPHA / z;
	for (k = 0; k < m; k++)	/* the weight less ALPHA p(k) */
		pol->e[code[k]] *= (float)exp_minus(step * r->prob[k]);
	pol->e[played] *= (float)EXP_ALPHA;	/* the weight plus ALPHA */
}

/*
 * List the groups of r's track in r->first, and write the codes of the
 * moves the tabu rule allows among them, in order, to out; returns their
 * number.
 */
static int
kept_codes(struct nrpa *r, uint16_t *out)
{
	int k, m = sp_track_cells(&r->track, r->first), n = 0, any = 0;

	for (k = 0; k < m; k++) {
		struct sp_kept *g = coded(r, k);

		if (g->weight == SP_FRESH)
			g->weight = 0;	/* not weighed: no playout reads it */
		if (g->color != r->tabu)
			out[n++] = g->key;
		any |= g->color != r->tabu;
	}
	if (!any)
		for (k = 0; k < m; k++)
			out[n++] = sp_track_at(&r->track, r->first[k])->key;
	return n;
}

/*
 * Keep in t the codes along the game seq[0..n) from the root, its indices
 * counted with the tabu colour aside unless all is set; 0 when they do not
 * fit.
 */
static int
record(struct nrpa *r, struct trail *t, const uint16_t *seq, int n, int all)
{
	struct sp_track *tr = &r->track;
	struct sp_pos p;
	int d, used = 0;

	track_root(r, &p, all);
	for (d = 0; d < n; d++) {
		any_left(r, &p);
		if (used + tr->n > TRAIL_CODES)
			return t->valid = 0;
		t->from[d] = (uint16_t)used;
		used += kept_codes(r, t->code + used);
		t->played[d] = sp_track_at(tr, r->first[seq[d]])->key;
		sp_track_play(tr, &p, r->e->s, r->first[seq[d]], r->e->rules);
	}
	t->from[n] = (uint16_t)used;
	t->n = n;
	return t->valid = 1;
}

/* Move pol towards the game kept in t. */
static void
adapt_trail(struct nrpa *r, struct pol *pol, const struct trail *t)
{
	int d;

	for (d = 0; d < t->n; d++)
		adapt_step(r, pol, t->code + t->from[d],
		    t->from[d + 1] - t->from[d], t->played[d]);
}

/* Move pol towards the game seq[0..n) (as record reads it), replaying it. */
static void
adapt_replay(struct nrpa *r, struct pol *pol, const uint16_t *seq, int n,
    int all)
{
	struct eng *e = r->e;
	struct sp_pos p;
	int d, m, a;

	from_root(r, &p, all);
	for (d = 0; d < n; d++) {
		m = listed(e, &p);
		a = allowed_codes(r, m, r->step);
		adapt_step(r, pol, r->step, a, (uint16_t)r->code[seq[d]]);
		play(r, &p, &e->s->group[seq[d]]);
	}
}

/*
 * Move level's policy towards its best game seq[0..n), from the codes kept
 * for it (recorded the first time after the game changed).
 */
static void
adapt(struct nrpa *r, int level, const uint16_t *seq, int n)
{
	struct trail *t = &r->trail[level];

	if (t->valid || record(r, t, seq, n, r->all[level]))
		adapt_trail(r, &r->pol[level], t);
	else
		adapt_replay(r, &r->pol[level], seq, n, r->all[level]);
	eng_tick(r->e, (uint64_t)n);
}

/*
 * Search at level; seq[0..*nseq) is the best game found (group indices,
 * counted as r->all[level] says).  When seed is not LONG_MIN, seq holds a
 * game scoring seed on entry, and the search starts from it as its best.
 */
static long
nrpa(struct nrpa *r, int level, uint16_t *seq, int *nseq, long seed)
{
	uint16_t sub[SGM_MAX_MOVES];
	long best = seed, score;
	int i, nsub, iterations = level <= 2 ? ITERATIONS_LOW : ITERATIONS_HIGH;
	int repeats = 0;	/* best score found again since it was set */

	if (level == 0)
		return playout(r, &r->pol[0], seq, nseq);
	r->trail[level].valid = 0;
	if (seed == LONG_MIN) {
		*nseq = 0;
		r->all[level] = 0;	/* its games will be playouts' */
	} else if (!r->e->stopped) {
		adapt(r, level, seq, *nseq);
	}
	for (i = 0; i < iterations && !r->e->stopped; i++) {
		if (level == 1) {	/* a playout only reads its policy */
			score = playout(r, &r->pol[1], sub, &nsub);
		} else {
			r->pol[level - 1] = r->pol[level];
			score = nrpa(r, level - 1, sub, &nsub, LONG_MIN);
		}
		/*
		 * Stopped: the engine holds the best game already.  Adapting
		 * every level on the way out replays the game at each on large
		 * boards, which overran -t 1 by 4% at 64x64.
		 */
		if (r->e->stopped)
			break;
		if (score >= best) {
			repeats = score == best ? repeats + 1 : 0;
			best = score;
			memcpy(seq, sub, sizeof(sub[0]) * (size_t)nsub);
			*nseq = nsub;
			r->trail[level].valid = 0;
			r->all[level] = 0;
		}
		if (level >= REPEATS_FROM && repeats >= REPEATS)
			break;	/* settled: its policy is not used again */
		adapt(r, level, seq, *nseq);
	}
	return best;
}

/*
 * 1 when the replay of best_as_seq must stop, at move d: it takes 10 to
 * 20 ms at 64x64, longer than a game of greedy play, and on two threads
 * that share the cores more still, so it looks at the clock as it goes;
 * with less time left than a playout nothing would come of it.  Under a
 * node budget alone it never stops, so that the games found do not depend
 * on the clock.
 */
static int
replay_stopped(struct eng *e, int d)
{
	return e->deadline > 0 && (uint64_t)d % e->check_every == 0 &&
	    eng_check(e);
}

/*
 * The engine's best game as group indices into seq, counting the groups
 * listed with the tabu colour set aside as a playout lists them, or when
 * the game plays that colour while another can move, with nothing aside
 * (*all set); returns its score, or LONG_MIN when there is none to start
 * from.
 */
static long
best_as_seq(struct nrpa *r, uint16_t *seq, int *n, int *all)
{
	struct eng *e = r->e;
	const struct sgm_move *mv = e->best.moves;
	struct sp_pos p;
	int d, m, k;

	*all = 0;
	if (e->best.nmoves == 0 || e->best.score == LONG_MIN)
		return LONG_MIN;
	for (; *all <= (r->aside != 0); ++*all) {
		root_pos(r, &p, *all);
		for (d = 0; d < e->best.nmoves; d++) {
			if (replay_stopped(e, d))
				return LONG_MIN;
			m = listed(e, &p);
			k = sp_group_index(&p, e->s, m,
			    (mv[d].x + 1) * p.stride + mv[d].y + 1);
			if (k < 0)
				break;
			seq[d] = (uint16_t)k;
			sp_play(&p, e->s, &e->s->group[k], e->rules);
		}
		if (d == e->best.nmoves) {
			*n = d;
			return e->best.score;
		}
	}
	*all = 0;
	return LONG_MIN;
}

int
nrpa_prepare(struct eng *e)
{
	if (e->nrpa == NULL)
		e->nrpa = malloc(sizeof(struct nrpa));
	return e->nrpa ? 0 : -1;
}

void
nrpa_run(struct eng *e, int level, int tabu, int aside)
{
	struct nrpa *r;
	uint16_t seq[SGM_MAX_MOVES];
	struct sp_pos root;
	long seed;
	int n, all, l = level > 0 ? level : 4;
	int budget = e->limit != UINT64_MAX || e->deadline > 0;

	if (l > MAX_LEVEL)
		l = MAX_LEVEL;
	if (!budget && level == 0)
		l = 2;
	if (e->stopped)
		return;		/* the engine holds its greedy game */
	if (nrpa_prepare(e) < 0)
		return;
	r = e->nrpa;
	r->e = e;
	r->tabu = tabu;
	r->aside = e->root.mstride && aside ? tabu : 0;	/* masked boards */
	root_pos(r, &root, 0);
	sp_track_start(&r->root, &root, e->s);
	if (sizeof(*r) > e->peak)
		e->peak = sizeof(*r);
	do {
		pol_reset(&r->pol[l]);
		seed = best_as_seq(r, seq, &n, &all);
		/* a game replayed: 10 to 20 ms at 64x64 */
		if (e->deadline > 0 && eng_tick_check(e))
			break;
		r->all[l] = (uint8_t)all;
		nrpa(r, l, seq, &n, seed);
	} while (budget && !e->stopped);
}

void
algo_nrpa(struct eng *e, int level, int tabu)
{
	nrpa_run(e, level, tabu, 1);
}
