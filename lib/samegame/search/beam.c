/*
 * Beam search: keep the `width` best positions of each depth, by an
 * evaluation of the score so far and of the colour structure left (how
 * many tiles of each colour could still come together, how broken up each
 * colour is, how many lone tiles), expand them all, drop duplicate
 * positions (by hash) and keep the best children.  The move history is kept
 * as parent links per depth, so a game is rebuilt without storing paths.
 *
 * With more than one engine (threads), each depth's nodes are split into
 * as many slices, one a thread, each expanded into the thread's own
 * candidates and cut to the width there; the slices' survivors are then
 * merged, deduplicated and cut again.  The slices and the merge are in a
 * fixed order, so a node budget gives the same game for the same threads.
 *
 * Without a width, beams of growing width run until the budget is spent
 * (algo_beam_widen).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "samegame/search/engine_internal.h"
#include "core/rng.h"
#include "core/team_internal.h"

#define CAND_PER_NODE		16	/* candidates held per node of width */
/* The beam widths of a search without a budget, split between the
 * evaluations. */
#define DEFAULT_WIDTH		1000

struct cand {
	float eval;
	uint32_t parent;
	uint64_t hash;
	struct sgm_move move;
};

struct link {
	uint32_t parent;
	struct sgm_move move;
};

/* A thread's part of the beam: its engine and its candidates. */
struct worker {
	struct beam *b;
	struct eng *e;			/* scratch, nodes, budget, best game */
	struct sp_scratch *s2;		/* for evaluations */
	struct cand *cand;
	size_t ncand, capcand;
	uint32_t *table;		/* dedup: candidate index, by hash */
	uint32_t *tstamp;
	uint32_t stamp;
	size_t tmask;
	size_t from, to;		/* the nodes of cur it expands */
	int depth;
	int cut;			/* it dropped candidates */
};

struct beam {
	struct eng *e;			/* worker 0's engine */
	int width;
	int variant;
	size_t nodesize;
	unsigned char *cur, *next;	/* width positions of nodesize bytes */
	struct link **hist;		/* hist[d][i]: how node i of depth
					   d + 1 came */
	int nhist, caphist;
	size_t besti;			/* best evaluated node of cur */
	int cut;			/* the merge dropped candidates */
	int clamped;			/* narrowed to fit in memory */
	int nw;
	struct worker *w;
};

static struct sp_pos *
node(const struct beam *b, unsigned char *layer, size_t i)
{
	return (struct sp_pos *)(void *)(layer + i * b->nodesize);
}

/*
 * Weights of the tabu (std) and damped (penalty) evaluations (evaluate,
 * evaluate_target), tuned on sg-gen boards, 10 a seed, never on
 * share/standard20.txt.  Either of a rule set's two evaluations can be the
 * better on a board, so the widening beam tries both (search.c).
 */
#define W_TPIECES	1.5
#define W_OPIECES	3.0
#define W_SINGLE	3.0
#define W_COLOR		0.3
#define W_PIECES	1.0
#define W_GROUPS	1.0
#define W_LONE		1.0

/*
 * Weights of the fitted evaluation (evaluate_fitted), found by a
 * coordinate search of the total a beam of width 50 scored on 300 sg-gen
 * boards (colour counts of the standard boards, seeds of their own):
 * fitting on few boards fits their noise, so many narrow beams.
 */
#define F_GROUPS	1.0	/* groups cashed now */
#define F_COLOR		0.5	/* another colour's (n - 2)^2, over its pieces */
#define F_PIECE		0.5	/* a piece of another colour */
#define F_SINGLE	2.0	/* a lone tile of another colour */
#define F_STRANDED	100.0	/* a colour down to one tile */
#define F_LARGEST	0.05	/* another colour's largest group, squared */
#define F_TARGET	0.15	/* the target's (n - 2)^2 */
#define F_TSINGLE	1.5	/* a lone tile of the target */

/*
 * The tabu evaluation (variant 1, std) of p, with st, for target colour t:
 * the target counts its full (n - 2)^2, less W_TPIECES * n for each piece
 * beyond the first, times the share of the tiles gone (early pieces still
 * merge as the other colours go); the other colours count their groups
 * cashed now, less W_OPIECES a piece and W_SINGLE more a lone tile.  It
 * leads at narrow widths and falls behind as the beam widens.
 */
static double
evaluate_target(const struct beam *b, const struct sp_pos *p,
    const struct sp_stats *st, int t)
{
	double v, gone, single;
	int c, n;

	gone = 1 - p->tiles / (double)b->e->root.tiles;
	single = W_SINGLE;
	v = (double)p->score;
	for (c = 0; c < p->ncolors; c++) {
		n = p->count[c];
		if (c != t) {
			v += st->cpotential[c] - single * st->csingles[c] -
			    W_OPIECES * st->comps[c];
			continue;
		}
		if (n >= 2)
			v += (double)sgm_move_score(SGM_RULES_STD, n);
		if (n > 0)
			v -= W_TPIECES * n * (st->comps[c] - 1) * gone;
	}
	return v;
}

/*
 * The fitted evaluation (variant 0, std) of p, with st, for target colour
 * t; the F_ weights say what each term counts.  The target is kept for
 * one big last group, however broken up it is now; a colour down to one
 * tile can never go, so the board is never cleared.
 */
static double
evaluate_fitted(const struct sp_pos *p, const struct sp_stats *st, int t)
{
	double v = (double)p->score + F_GROUPS * (double)st->potential;
	double whole;		/* a colour's tiles as one group */
	int c, n, pieces;

	for (c = 0; c < p->ncolors; c++) {
		n = p->count[c];
		if (n == 0)
			continue;
		whole = n >= 2 ? (double)sgm_move_score(SGM_RULES_STD, n) : 0;
		if (c == t) {
			v += F_TARGET * whole - F_TSINGLE * st->csingles[c];
			continue;
		}
		pieces = st->comps[c];
		v += F_COLOR * whole / pieces - F_PIECE * pieces -
		    F_SINGLE * st->csingles[c] +
		    F_LARGEST * st->clargest[c] * st->clargest[c];
		if (n == 1)
			v -= F_STRANDED;
	}
	return v;
}

/*
 * Evaluation of a child position p, by rules and variant: under std,
 * variant 1 is the tabu evaluation, variant 0 the fitted one; under
 * penalty, the damped one, lone tiles costing double in variant 1; under
 * tiles, the score less half the lone tiles and a tenth of the groups.
 *
 * The damped evaluation: the score so far, plus the groups on the board
 * cashed now (W_GROUPS), each colour's (n - 2)^2 damped by the pieces it is
 * broken into (W_COLOR, W_PIECES), and lone tiles as a cost (W_LONE).
 */
static float
evaluate(const struct beam *b, struct sp_scratch *s2, const struct sp_pos *p)
{
	struct sp_stats st;
	double v;
	int c;

	sp_stats(p, s2, &st);
	if (st.groups == 0)
		return -1e30f;		/* finished: offered, never kept */
	if (b->e->rules == SGM_RULES_STD)
		return (float)(b->variant == 1 ?
		    evaluate_target(b, p, &st, sp_commonest(p)) :
		    evaluate_fitted(p, &st, sp_commonest(p)));
	if (b->e->rules == SGM_RULES_TILES)
		return (float)(p->score - 0.5 * st.singles - 0.1 * st.groups);
	v = (double)p->score;
	for (c = 0; c < p->ncolors; c++) {
		int n = p->count[c];
		if (n >= 2) {
			double k = st.comps[c];
			v += W_COLOR * (double)sgm_move_score(b->e->rules, n) /
			    (1 + W_PIECES * (k - 1));
		}
	}
	v += W_GROUPS * (double)st.potential;
	v -= (b->variant ? 2.0 : 1.0) * W_LONE * st.singles;
	if (b->e->rules == SGM_RULES_PENALTY)
		v -= (double)p->tiles;	/* what is left is paid for */
	return (float)v;
}

/* Rebuild the moves to node i of the last depth into e->path. */
static int
rebuild(const struct beam *b, struct eng *e, size_t i, int depth)
{
	int d;

	for (d = depth - 1; d >= 0; d--) {
		e->path[d] = b->hist[d][i].move;
		i = b->hist[d][i].parent;
	}
	return depth;
}

/*
 * Of two ways to one position, the one to keep: the better evaluated, then
 * the one from the lower node.  Never the order met in, which depends on
 * how the depth was sliced between threads.
 */
static int
first(const struct cand *a, const struct cand *b)
{
	if (a->eval != b->eval)
		return a->eval > b->eval;
	return a->parent < b->parent;
}

/* Keep the first (above) candidate for each hash. */
static void
dedup(struct worker *w)
{
	size_t i, j, k, out = 0;

	if (++w->stamp == 0) {
		memset(w->tstamp, 0, sizeof(w->tstamp[0]) * (w->tmask + 1));
		w->stamp = 1;
	}
	for (i = 0; i < w->ncand; i++) {
		struct cand *c = &w->cand[i];
		for (j = c->hash & w->tmask;; j = (j + 1) & w->tmask) {
			if (w->tstamp[j] != w->stamp) {
				w->tstamp[j] = w->stamp;
				w->table[j] = (uint32_t)out;
				w->cand[out++] = *c;
				break;
			}
			k = w->table[j];
			if (w->cand[k].hash == c->hash) {
				if (first(c, &w->cand[k]))
					w->cand[k] = *c;
				break;
			}
		}
	}
	w->ncand = out;
}

static int
better(const struct cand *a, const struct cand *b)
{
	if (a->eval != b->eval)
		return a->eval > b->eval;
	return a->hash < b->hash;
}

/* Move the best k candidates of c[0..n) to the front (quickselect). */
static void
select_best(struct cand *c, size_t n, size_t k)
{
	size_t lo = 0, hi = n, lt, gt, i;
	struct cand pivot, t;

	while (hi - lo > 1) {
		pivot = c[lo + (hi - lo) / 2];
		lt = i = lo;
		gt = hi;
		while (i < gt) {
			if (better(&c[i], &pivot)) {
				t = c[lt]; c[lt++] = c[i]; c[i++] = t;
			} else if (better(&pivot, &c[i])) {
				t = c[--gt]; c[gt] = c[i]; c[i] = t;
			} else {
				i++;
			}
		}
		if (k < lt)
			hi = lt;
		else if (k > gt)
			lo = gt;
		else
			return;
	}
}

/* Deduplicate w's candidates and cut them to the width; 1 if any dropped. */
static int
cut(struct worker *w)
{
	size_t width = (size_t)w->b->width;

	dedup(w);
	if (w->ncand <= width)
		return 0;
	select_best(w->cand, w->ncand, width);
	w->ncand = width;
	return 1;
}

/* Offer the game ending at child (move mv of node i) if it beats the best. */
static void
offer_end(struct worker *w, size_t i, const struct sp_pos *child,
    struct sgm_move mv)
{
	long f = sp_final(child, w->e->rules);

	if (f > w->e->best.score)
		eng_offer(w->e, rebuild(w->b, w->e, i, w->depth), &mv, 1, f);
}

/*
 * Whether to look at the clock after child k of a node: a node has
 * hundreds of children at 64x64, which take 15 ms and more to expand.  A
 * node budget alone is looked at between nodes, so that -n gives the same
 * games on every board size and machine.
 */
static int
look_at_clock(const struct eng *e, int k)
{
	return e->deadline > 0 && (uint64_t)k % e->check_every ==
	    e->check_every - 1;
}

/*
 * Expand the nodes from..to of the current layer into the candidates of
 * the worker at part (a part of team_run).
 */
static void
expand(void *part)
{
	struct worker *w = part;
	struct beam *b = w->b;
	struct eng *e = w->e;
	struct sp_pos child;
	size_t i;
	int k, m;

	w->ncand = 0;
	for (i = w->from; i < w->to && !e->stopped; i++) {
		struct sp_pos *p = node(b, b->cur, i);
		m = sp_groups(p, e->s);
		if (m == 0) {
			if (sp_final(p, e->rules) > e->best.score)
				eng_offer(e, rebuild(b, e, i, w->depth),
				    NULL, 0, sp_final(p, e->rules));
			continue;
		}
		for (k = 0; k < m; k++) {
			struct cand *c;
			struct sgm_move mv = eng_move(p, &e->s->group[k]);

			sp_copy(&child, p);
			sp_play(&child, e->s, &e->s->group[k], e->rules);
			if (w->ncand == w->capcand && cut(w))
				w->cut = 1;
			c = &w->cand[w->ncand];
			c->eval = evaluate(b, w->s2, &child);
			if (c->eval == -1e30f) {
				offer_end(w, i, &child, mv);
				continue;
			}
			w->ncand++;
			c->hash = sp_hash(&child);
			c->parent = (uint32_t)i;
			c->move = mv;
			if (look_at_clock(e, k) && eng_tick_check(e))
				break;
		}
		eng_tick(e, (uint64_t)m);
	}
}

/*
 * Expand the n nodes of the current layer, a slice a worker, and gather the
 * survivors of every slice into worker 0's candidates.  Returns 1 when some
 * worker stopped (its budget, or a stop asked), after stopping them all.
 */
static int
expand_all(struct beam *b, size_t n, int depth)
{
	struct worker *w0 = &b->w[0];
	int t, stopped = 0;

	for (t = 0; t < b->nw; t++) {
		b->w[t].from = n * (size_t)t / (size_t)b->nw;
		b->w[t].to = n * (size_t)(t + 1) / (size_t)b->nw;
		b->w[t].depth = depth;
	}
	team_run(expand, b->w, sizeof(b->w[0]), b->nw);
	if (b->nw > 1 && cut(w0))	/* room for the others' survivors */
		b->cut = 1;
	for (t = 1; t < b->nw; t++) {
		struct worker *w = &b->w[t];
		if (cut(w))
			b->cut = 1;
		memcpy(w0->cand + w0->ncand, w->cand,
		    sizeof(w->cand[0]) * w->ncand);
		w0->ncand += w->ncand;
	}
	for (t = 0; t < b->nw; t++)
		stopped |= b->w[t].e->stopped;
	if (stopped)
		for (t = 0; t < b->nw; t++)
			b->w[t].e->stopped = 1;
	return stopped;
}

/* Finish the best node of the current layer greedily (on a stop). */
static void
finish(struct beam *b, int depth)
{
	struct eng *e = b->e;
	struct sp_pos p;

	sp_copy(&p, node(b, b->cur, b->besti));
	eng_greedy(e, &p, rebuild(b, e, b->besti, depth));
}

static int
grow_hist(struct beam *b, int depth)
{
	struct link **h;

	if (depth < b->caphist)
		return 0;
	h = realloc(b->hist, sizeof(*h) * (size_t)(b->caphist * 2 + 16));
	if (h == NULL)
		return -1;
	b->hist = h;
	b->caphist = b->caphist * 2 + 16;
	return 0;
}

/* One depth: expand, keep the best, materialise them.  Returns the count. */
static size_t
step(struct beam *b, size_t n, int depth)
{
	struct eng *e = b->e;
	struct worker *w0 = &b->w[0];
	unsigned char *t;
	size_t i, keep;

	if (expand_all(b, n, depth) || w0->ncand == 0)
		return 0;
	if (cut(w0))
		b->cut = 1;
	keep = w0->ncand;
	if (grow_hist(b, depth) < 0)
		return 0;
	if ((b->hist[depth] = malloc(sizeof(struct link) * keep)) == NULL)
		return 0;
	b->nhist = depth + 1;
	b->besti = 0;
	for (i = 0; i < keep; i++) {
		const struct cand *c = &w0->cand[i];
		struct sp_pos *p = node(b, b->next, i);

		if (better(c, &w0->cand[b->besti]))
			b->besti = i;
		sp_copy(p, node(b, b->cur, c->parent));
		eng_play(e, p, c->move);
		b->hist[depth][i].parent = c->parent;
		b->hist[depth][i].move = c->move;
	}
	t = b->cur;
	b->cur = b->next;
	b->next = t;
	return keep;
}

/*
 * Candidates worker t holds room for, in a beam of width w with nw: those
 * of a few nodes' children beyond the width before a cut; worker 0 also
 * takes the others' survivors.  Sizes here are counted in 64 bits, so that
 * the widths that beam_widest tries cannot wrap where size_t is 32 bits.
 */
static uint64_t
worker_cap(uint64_t w, int nw, int t)
{
	uint64_t cap = w * CAND_PER_NODE + 64;

	if (t == 0 && cap < w * (uint64_t)nw)	/* it takes the others' too */
		cap = w * (uint64_t)nw;
	return cap;
}

/* Slots of the dedup table for cap candidates: a power of two >= 2 cap. */
static uint64_t
table_slots(uint64_t cap)
{
	uint64_t tsize = 1;

	while (tsize < 2 * cap)
		tsize <<= 1;
	return tsize;
}

/*
 * Bytes a beam of width w with nw workers takes for a position of nodesize:
 * two layers, the history at its deepest, and each worker's candidates,
 * dedup table and scratch.
 */
static uint64_t
beam_bytes(uint64_t w, int nw, size_t nodesize, int tiles)
{
	uint64_t depth = (uint64_t)tiles / 2 + 1, bytes, cap;
	int t;

	bytes = w * (2 * nodesize + depth * sizeof(struct link));
	for (t = 0; t < nw; t++) {
		cap = worker_cap(w, nw, t);
		bytes += (cap + SGM_MAX_MOVES + 1) * sizeof(struct cand) +
		    table_slots(cap) * 2 * sizeof(uint32_t) +
		    sizeof(struct sp_scratch);
	}
	return bytes;
}

size_t
beam_widest(uint64_t memory, int nw, size_t nodesize, int tiles,
    uint64_t size_max)
{
	uint64_t lo = 1, hi = 1, mid, most = (uint64_t)1 << 40;

	if (most > size_max / 2)
		most = size_max / 2;
	while (hi < most && beam_bytes(hi * 2, nw, nodesize, tiles) <= memory)
		hi *= 2;
	if (beam_bytes(hi, nw, nodesize, tiles) <= memory)
		lo = hi;
	while (hi - lo > 1) {	/* beam_bytes(lo) fits, or lo is 1 */
		mid = lo + (hi - lo) / 2;
		if (beam_bytes(mid, nw, nodesize, tiles) <= memory)
			lo = mid;
		else
			hi = mid;
	}
	return (size_t)lo;
}

static void
worker_free(struct worker *w)
{
	free(w->cand);
	free(w->table);
	free(w->tstamp);
	free(w->s2);
}

static void
beam_free(struct beam *b)
{
	int d, t;

	for (d = 0; d < b->nhist; d++)
		free(b->hist[d]);
	free(b->hist);
	free(b->cur);
	free(b->next);
	for (t = 0; t < b->nw; t++)
		worker_free(&b->w[t]);
	free(b->w);
}

/* Set w up as a worker of b on engine e, with room for cap candidates. */
static int
worker_init(struct worker *w, struct beam *b, struct eng *e, size_t cap)
{
	size_t tsize = (size_t)table_slots(cap);

	w->b = b;
	w->e = e;
	w->capcand = cap;
	w->tmask = tsize - 1;
	w->cand = malloc(sizeof(*w->cand) * (cap + SGM_MAX_MOVES + 1));
	w->table = malloc(sizeof(*w->table) * tsize);
	w->tstamp = calloc(tsize, sizeof(*w->tstamp));
	w->s2 = calloc(1, sizeof(*w->s2));
	return w->cand && w->table && w->tstamp && w->s2 ? 0 : -1;
}

/* Set b up for the team; -1 when memory runs out. */
static int
beam_init(struct beam *b, struct eng **team, int nteam, int width,
    int variant)
{
	struct eng *e = team[0];
	size_t maxw, memory = 0, bytes;
	int t, nw = nteam < TEAM_MAX ? nteam : TEAM_MAX;

	memset(b, 0, sizeof(*b));
	b->e = e;
	b->variant = variant;
	b->nodesize = (sp_bytes(&e->root) + 15) & ~(size_t)15;
	for (t = 0; t < nw; t++)
		memory += team[t]->memory;
	maxw = beam_widest(memory, nw, b->nodesize, e->root.tiles, SIZE_MAX);
	b->width = width < 1 ? 1 : (size_t)width > maxw ? (int)maxw : width;
	b->clamped = width > b->width;
	b->cur = malloc(b->nodesize * (size_t)b->width);
	b->next = malloc(b->nodesize * (size_t)b->width);
	if ((b->w = calloc((size_t)nw, sizeof(*b->w))) == NULL)
		return -1;
	b->nw = nw;
	if (!b->cur || !b->next)
		return -1;
	for (t = 0; t < nw; t++)
		if (worker_init(&b->w[t], b, team[t],
		    (size_t)worker_cap((uint64_t)b->width, nw, t)) < 0)
			return -1;
	bytes = (size_t)beam_bytes((uint64_t)b->width, nw, b->nodesize,
	    e->root.tiles);
	if (bytes > e->peak)
		e->peak = bytes;
	return 0;
}

/* What beam b did, as BEAM_* flags. */
static int
beam_flags(const struct beam *b)
{
	int t, cut = b->cut;

	for (t = 0; t < b->nw; t++)
		cut |= b->w[t].cut;
	return (cut ? BEAM_CUT : 0) | (b->clamped ? BEAM_CLAMPED : 0);
}

/*
 * Move the deadlines of the team's engines by sign times the time of a
 * greedy game from the root: a beam stopped by its deadline finishes its
 * best node greedily, which takes up to that (10 ms at 64x64), so it stops
 * that much before the deadline and gives it back when done.
 */
static void
reserve(struct eng **team, int nteam, int sign)
{
	int t;

	for (t = 0; t < nteam; t++)
		if (team[t]->deadline > 0)
			team[t]->deadline += sign * team[t]->greedy_time;
}

int
algo_beam_team(struct eng **team, int nteam, int width, int variant)
{
	struct beam b;
	size_t n = 1;
	int depth = 0, flags;

	if (beam_init(&b, team, nteam, width, variant) < 0) {
		flags = beam_flags(&b);
		beam_free(&b);
		return flags;
	}
	sp_copy(node(&b, b.cur, 0), &team[0]->root);
	sp_hash_on(node(&b, b.cur, 0));
	reserve(team, b.nw, -1);
	while (n > 0) {
		n = step(&b, n, depth);
		if (n > 0)
			depth++;
		else if (b.e->stopped)
			finish(&b, depth);
	}
	reserve(team, b.nw, 1);
	flags = beam_flags(&b);
	beam_free(&b);
	return flags;
}

int
algo_beam(struct eng *e, int width, int variant)
{
	return algo_beam_team(&e, 1, width, variant);
}

int
beam_variants(enum sgm_rules rules)
{
	return rules == SGM_RULES_TILES ? 1 : 2;
}

/*
 * The most nodes any engine of the team has simulated: the one that will
 * run out first (a worker out of budget stops the whole team).
 */
static uint64_t
team_nodes(struct eng **team, int nteam)
{
	uint64_t n = 0;
	int t;

	for (t = 0; t < nteam; t++)
		if (team[t]->nodes > n)
			n = team[t]->nodes;
	return n;
}

/*
 * Beam searches of growing width until the budget is spent, each width
 * doubling the last, the last one sized to what is left of the budget.
 * Each width is searched under both evaluations (variants) where the rules
 * have two: on sg-gen boards either can be the better on a board (see
 * beam.c).  The deadline is team[0]'s; the nodes left are those of the
 * busiest engine.
 */
void
algo_beam_widen(struct eng **team, int nteam)
{
	struct eng *e = team[0];
	double t0, dt, left;
	uint64_t n0, dn;
	double w = 1, next;
	int v, flags, nv = beam_variants(e->rules);

	if (e->limit == UINT64_MAX && e->deadline == 0) {
		for (v = 0; v < nv; v++)
			algo_beam_team(team, nteam, DEFAULT_WIDTH / nv, v);
		return;
	}
	while (!e->stopped) {
		t0 = eng_now();
		n0 = team_nodes(team, nteam);
		for (v = flags = 0; v < nv && !e->stopped; v++)
			flags |= algo_beam_team(team, nteam, (int)w, v);
		/*
		 * A beam that dropped nothing was exhaustive; one narrowed to
		 * fit in memory was as wide as any that follows would be, and
		 * would search the same positions again.
		 */
		if (e->stopped || eng_check(e) || !(flags & BEAM_CUT) ||
		    (flags & BEAM_CLAMPED))
			break;
		dt = eng_now() - t0;
		dn = team_nodes(team, nteam) - n0;
		next = 2 * w;
		if (e->deadline > 0 && dt > 0) {
			left = e->deadline - eng_now();
			if (2 * dt > left)
				next = w * left / dt * 0.95;
		}
		if (e->limit != UINT64_MAX && dn > 0) {
			left = (double)(e->limit - team_nodes(team, nteam));
			if (2 * (double)dn > left)
				next = w * left / (double)dn * 0.95;
		}
		w = next < w ? w : next;
		if (w > 1e8)
			w = 1e8;
	}
}
