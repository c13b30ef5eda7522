/*
 * Beam search: keep the `width` best positions of each depth, by an
 * evaluation of the score so far and of the colour structure left (how
 * many tiles of each colour could still come together, how broken up each
 * colour is, how many lone tiles), expand them all, drop duplicate
 * positions (by hash) and keep the best children.  The move history is kept
 * as parent links per depth, so a game is rebuilt without storing paths.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "rng.h"

struct cand {
	float eval;
	uint32_t parent;
	uint64_t hash;
	struct sg_move move;
};

struct link {
	uint32_t parent;
	struct sg_move move;
};

struct beam {
	struct eng *e;
	int width;
	int variant;
	size_t nodesize;
	unsigned char *cur, *next;	/* width positions of nodesize bytes */
	struct cand *cand;
	size_t ncand, capcand;
	uint32_t *table;		/* dedup: candidate index + 1, by hash */
	uint32_t *tstamp;
	uint32_t stamp;
	size_t tmask;
	struct link **hist;		/* hist[d][i]: how node i of depth d+1 came */
	int nhist, caphist;
	struct sp_scratch *s2;
	size_t besti;			/* best evaluated node of cur */
};

static struct sp_pos *
node(struct beam *b, unsigned char *layer, size_t i)
{
	return (struct sp_pos *)(void *)(layer + i * b->nodesize);
}

/*
 * Weights of the evaluation, tuned on random 15x15 boards of sg-gen -s 1
 * (10 boards, width 1000, then 4000): the score so far plus what the groups
 * on the board would score cashed now (their (size - 2)^2, the term that
 * matters most: without it the beam plays pairs of the smallest colour),
 * each colour's (n - 2)^2 damped by how many pieces it is broken into (what
 * merging could still add), and lone tiles as a cost.  The plain sum of the
 * colours' (n - 2)^2 measured far worse (13,112 against 24,632 on those
 * boards at width 1000): it rewards breaking no colour, so it removes pairs.
 */
#define W_COLOR		0.3
#define W_PIECES	1.0
#define W_GROUPS	1.0
#define W_SINGLE	1.0

/* Evaluation of a child position p, by rules and variant. */
static float
evaluate(struct beam *b, const struct sp_pos *p)
{
	struct sp_stats st;
	double v;
	int c;

	sp_stats(p, b->s2, &st);
	if (st.groups == 0)
		return -1e30f;		/* finished: offered, never kept */
	if (b->e->rules == SG_RULES_TILES)
		return (float)(p->score - 0.5 * st.singles - 0.1 * st.groups);
	v = (double)p->score;
	for (c = 0; c < p->ncolors; c++) {
		int n = p->count[c];
		if (n >= 2) {
			double k = st.comps[c];
			v += W_COLOR * (double)(n - 2) * (n - 2) /
			    (1 + W_PIECES * (k - 1));
		}
	}
	v += W_GROUPS * (double)st.potential;
	v -= (b->variant ? 2.0 : 1.0) * W_SINGLE * st.singles;
	if (b->e->rules == SG_RULES_PENALTY)
		v -= (double)p->tiles;	/* what is left is paid for */
	return (float)v;
}

/* Rebuild the moves to node i of the last depth into e->path. */
static int
rebuild(struct beam *b, size_t i, int depth)
{
	int d;

	for (d = depth - 1; d >= 0; d--) {
		b->e->path[d] = b->hist[d][i].move;
		i = b->hist[d][i].parent;
	}
	return depth;
}

/* Keep the candidate with the better evaluation for each hash. */
static void
dedup(struct beam *b)
{
	size_t i, j, k, out = 0;

	if (++b->stamp == 0) {
		memset(b->tstamp, 0, sizeof(b->tstamp[0]) * (b->tmask + 1));
		b->stamp = 1;
	}
	for (i = 0; i < b->ncand; i++) {
		struct cand *c = &b->cand[i];
		for (j = c->hash & b->tmask;; j = (j + 1) & b->tmask) {
			if (b->tstamp[j] != b->stamp) {
				b->tstamp[j] = b->stamp;
				b->table[j] = (uint32_t)out;
				b->cand[out++] = *c;
				break;
			}
			k = b->table[j];
			if (b->cand[k].hash == c->hash) {
				if (c->eval > b->cand[k].eval)
					b->cand[k] = *c;
				break;
			}
		}
	}
	b->ncand = out;
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

/* Expand every node of the current layer into candidates. */
static void
expand(struct beam *b, size_t n, int depth)
{
	struct eng *e = b->e;
	struct sp_pos child;
	size_t i;
	int k, m;

	b->ncand = 0;
	for (i = 0; i < n && !e->stopped; i++) {
		struct sp_pos *p = node(b, b->cur, i);
		m = sp_groups(p, e->s);
		if (m == 0) {
			if (sp_final(p, e->rules) > e->best.score)
				eng_offer(e, rebuild(b, i, depth), NULL, 0,
				    sp_final(p, e->rules));
			continue;
		}
		for (k = 0; k < m; k++) {
			struct cand *c;
			sp_copy(&child, p);
			sp_play(&child, e->s, &e->s->group[k], e->rules);
			if (b->ncand == b->capcand) {
				dedup(b);
				if (b->ncand > (size_t)b->width) {
					select_best(b->cand, b->ncand, (size_t)b->width);
					b->ncand = (size_t)b->width;
				}
			}
			c = &b->cand[b->ncand];
			c->eval = evaluate(b, &child);
			if (c->eval == -1e30f) {
				struct sg_move mv = eng_move(p, &e->s->group[k]);
				long f = sp_final(&child, e->rules);
				if (f > e->best.score)
					eng_offer(e, rebuild(b, i, depth), &mv, 1, f);
				continue;
			}
			b->ncand++;
			c->hash = sp_hash(&child);
			c->parent = (uint32_t)i;
			c->move = eng_move(p, &e->s->group[k]);
		}
		eng_tick(e, (uint64_t)m);
	}
}

/* Finish the best node of the current layer greedily (on a stop). */
static void
finish(struct beam *b, size_t n, int depth)
{
	struct eng *e = b->e;
	struct sp_pos p;

	(void)n;
	sp_copy(&p, node(b, b->cur, b->besti));
	eng_greedy(e, &p, rebuild(b, b->besti, depth));
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
	unsigned char *t;
	size_t i, keep;

	expand(b, n, depth);
	if (e->stopped || b->ncand == 0)
		return 0;
	dedup(b);
	keep = b->ncand < (size_t)b->width ? b->ncand : (size_t)b->width;
	if (keep < b->ncand)
		e->cut = 1;
	select_best(b->cand, b->ncand, keep);
	if (grow_hist(b, depth) < 0)
		return 0;
	if ((b->hist[depth] = malloc(sizeof(struct link) * keep)) == NULL)
		return 0;
	b->nhist = depth + 1;
	b->besti = 0;
	for (i = 0; i < keep; i++) {
		if (better(&b->cand[i], &b->cand[b->besti]))
			b->besti = i;
		struct sp_pos *p = node(b, b->next, i);
		sp_copy(p, node(b, b->cur, b->cand[i].parent));
		eng_play(e, p, b->cand[i].move);
		b->hist[depth][i].parent = b->cand[i].parent;
		b->hist[depth][i].move = b->cand[i].move;
	}
	t = b->cur;
	b->cur = b->next;
	b->next = t;
	return keep;
}

/* Bytes a beam of width w needs, roughly, for a position of nodesize. */
static size_t
beam_bytes(size_t w, size_t nodesize, int tiles)
{
	size_t branch = 64, depth = (size_t)tiles / 2 + 1;

	return w * (2 * nodesize + branch * (sizeof(struct cand) + 8) +
	    depth * sizeof(struct link));
}

static void
beam_free(struct beam *b)
{
	int d;

	for (d = 0; d < b->nhist; d++)
		free(b->hist[d]);
	free(b->hist);
	free(b->cur);
	free(b->next);
	free(b->cand);
	free(b->table);
	free(b->tstamp);
	free(b->s2);
}

void
algo_beam(struct eng *e, int width, int variant)
{
	struct beam b;
	size_t n = 1, tsize = 1, maxw;
	int depth = 0;

	memset(&b, 0, sizeof(b));
	b.e = e;
	b.variant = variant;
	b.nodesize = (sp_bytes(&e->root) + 15) & ~(size_t)15;
	maxw = e->memory / beam_bytes(1, b.nodesize, e->root.tiles);
	if (maxw < 1)
		maxw = 1;
	b.width = width < 1 ? 1 : (size_t)width > maxw ? (int)maxw : width;
	b.capcand = (size_t)b.width * 16 + 64;
	while (tsize < 2 * b.capcand)
		tsize <<= 1;
	b.tmask = tsize - 1;
	b.cur = malloc(b.nodesize * (size_t)b.width);
	b.next = malloc(b.nodesize * (size_t)b.width);
	b.cand = malloc(sizeof(*b.cand) * b.capcand);
	b.table = malloc(sizeof(*b.table) * tsize);
	b.tstamp = calloc(tsize, sizeof(*b.tstamp));
	b.s2 = calloc(1, sizeof(*b.s2));
	if (!b.cur || !b.next || !b.cand || !b.table || !b.tstamp || !b.s2) {
		beam_free(&b);
		return;
	}
	{
		size_t used = 2 * b.nodesize * (size_t)b.width +
		    (sizeof(*b.cand) + 8) * b.capcand;
		if (used > e->peak)
			e->peak = used;
	}
	sp_copy(node(&b, b.cur, 0), &e->root);
	sp_hash_on(node(&b, b.cur, 0));
	e->cut = 0;
	while (n > 0) {
		size_t was = n;
		n = step(&b, n, depth);
		if (n > 0)
			depth++;
		else if (e->stopped) {
			n = was;
			finish(&b, n, depth);
			break;
		}
	}
	beam_free(&b);
}
