/*
 * The groups of a position kept across moves (track_internal.h).  On a
 * masked board a move takes tiles from columns lo..hi.  A group with no
 * tile in columns lo - 1 .. hi + 1 keeps its tiles and every neighbour it
 * had: tiles move only in lo..hi, and the columns right of them only
 * shift.  A group that has changed, or is new, has a tile in those
 * columns, since any path from one of its tiles to a changed one crosses
 * them.  So after a move the groups touching those columns are dropped,
 * and those with a tile there found again: pairs from the edges at once,
 * the others by a flood from their first tile in those columns, in the
 * four columns around it or in all.  The edges (spbits_internal.h) are
 * found again only in the words of those columns, unless columns closed.
 * Keeping more of the groups, or flooding wide ones in eight columns
 * first, cost more time than the floods it saved.
 */
#include <string.h>

#include "core/bits.h"
#include "samegame/search/spbits_internal.h"
#include "samegame/search/track_internal.h"

/* Cell i of t is the first tile of a group. */
static inline void
set_first(struct sp_track *t, int i, int wide)
{
	t->first[i >> 6] |= UINT64_C(1) << (i & 63);
	t->wide[i >> 6] |= (uint64_t)wide << (i & 63);
}

/*
 * Write the record of a group first at cell i of t, spanning lo..hi, and
 * list it found unless every group is new (t->nfresh -1).
 */
static inline void
put_kept(struct sp_track *t, int i, int size, int color, int lo, int hi)
{
	struct sp_kept *k = sp_track_at(t, i);

	k->size = (uint16_t)size;
	k->color = (uint8_t)color;
	k->span = (uint8_t)(hi - lo);
	k->weight = SP_FRESH;
	if (hi - lo > t->span)
		t->span = hi - lo;
	set_first(t, i, hi > lo);
	if (t->nfresh >= 0)
		t->fresh[t->nfresh++] = (uint16_t)i;
}

/* Make the groups of t those sp_groups lists on p, all fresh. */
static void
list_all(struct sp_track *t, const struct sp_pos *p, struct sp_scratch *s)
{
	int k, n = sp_groups(p, s);

	memset(t->first, 0, sizeof(t->first[0]) * (size_t)t->words);
	memset(t->wide, 0, sizeof(t->wide[0]) * (size_t)t->words);
	t->nfresh = -1;		/* all new */
	t->ngone = 0;
	for (k = 0; k < n; k++) {
		const struct sp_group *g = &s->group[k];

		put_kept(t, g->cell, g->size, g->color, g->lo, g->hi);
	}
	t->n = n;
}

/* Words of columns of p and the two after them, which windows read. */
static inline size_t
edge_bytes(const struct sp_pos *p)
{
	return sizeof(uint64_t) * (size_t)(sb_nwords(p) + 2);
}

void
sp_track_start(struct sp_track *t, const struct sp_pos *p,
    struct sp_scratch *s)
{
	t->words = ((p->w + 2) * p->stride + 63) / 64;
	t->span = 0;
	sp_names_start(&t->names, p);
	list_all(t, p, s);	/* on a masked board, the edges to s->bits */
	if (sb_masked(p)) {
		memcpy(t->up, s->bits.up, edge_bytes(p));
		memcpy(t->right, s->bits.right, edge_bytes(p));
		memcpy(t->one, s->bits.one, edge_bytes(p));
	}
}

void
sp_track_relist(struct sp_track *t, const struct sp_pos *p,
    struct sp_scratch *s)
{
	list_all(t, p, s);
}

void
sp_track_restart(struct sp_track *t, const struct sp_track *start,
    const struct sp_pos *p, struct sp_scratch *s)
{
	uint64_t f;
	int j, i;

	if (!sb_masked(p)) {	/* s must hold the tiles of the groups */
		sp_track_start(t, p, s);
		return;
	}
	t->words = start->words;
	t->n = start->n;
	t->span = start->span;
	t->ngone = 0;
	t->nfresh = -1;
	sp_names_start(&t->names, p);
	for (j = 0; j < t->words; j++) {
		t->first[j] = start->first[j];
		t->wide[j] = start->wide[j];
		for (f = t->first[j]; f != 0; f &= f - 1) {
			/* its own name at the start */
			i = 64 * j + sg_ctz64(f);
			t->rec[i] = start->rec[i];
			t->rec[i].weight = SP_FRESH;
		}
	}
	memcpy(s->bits.up, start->up, edge_bytes(p));
	memcpy(s->bits.right, start->right, edge_bytes(p));
	memcpy(s->bits.one, start->one, edge_bytes(p));
}

int
sp_track_cells(const struct sp_track *t, uint16_t *cells)
{
	struct sp_walk w;
	int i, n = 0;

	sp_track_walk(t, &w);
	while ((i = sp_track_next(t, &w)) >= 0)
		cells[n++] = (uint16_t)i;
	return n;
}

void
sp_track_group(const struct sp_track *t, const struct sp_pos *p, int i,
    struct sp_group *g)
{
	const struct sp_kept *k = &t->rec[t->names.at[i]];

	g->cell = (uint16_t)i;
	g->size = k->size;
	g->first = 0;
	g->color = k->color;
	g->lo = (uint8_t)(i / p->stride);
	g->hi = (uint8_t)(g->lo + k->span);
}

/*
 * Write the masks of group g of masked p to s->cells from 0 on, as
 * sp_play reads them; s->bits holds the edges of p.
 */
static void
masks_of(const struct sp_pos *p, struct sp_scratch *s, struct sp_group *g)
{
	struct sp_bits *b = &s->bits;
	struct sp_group whole;
	int x = g->lo, y = g->cell - x * p->stride - 1;
	int j = (x - 1) >> 2, k = (x - 1) & 3;
	uint64_t r = sb_window(b->right[j], b->right[j + 1], k);
	uint64_t f = sb_flood_window(UINT64_C(1) << y,
	    sb_window(b->up[j], b->up[j + 1], k), r);

	if ((f & r) >> 48 == 0)
		sb_store4(s->cells, f);
	else
		sp_flood_wide(p, b, x, y, f, &whole, s->cells);
	g->first = 0;
	s->by_mask = 1;
}

/* Bits from..to - 1 of a word array (from < to), in word j. */
static inline uint64_t
bits_in(int j, int from, int to)
{
	uint64_t m = ~UINT64_C(0);

	if (from > 64 * j)
		m = from >= 64 * j + 64 ? 0 : m << (from - 64 * j);
	if (to < 64 * j + 64)
		m &= to <= 64 * j ? 0 : ~UINT64_C(0) >> (64 * j + 64 - to);
	return m;
}

/*
 * Move the bits of w[0..nw) from bit from on down by k bits (k <= from);
 * the bits they leave are cleared, those below from - k kept.
 */
static void
shift_down(uint64_t *w, int nw, int from, int k)
{
	int j, to = from - k, q = k >> 6, r = k & 63;
	uint64_t hi, v;

	for (j = to >> 6; j < nw; j++) {
		/* bits 64j .. 64j + 63 come from 64j + k on, where kept */
		hi = j + q < nw ? w[j + q] & bits_in(j + q, from, 64 * nw) : 0;
		v = r == 0 ? hi : hi >> r | (j + q + 1 < nw ?
		    (w[j + q + 1] & bits_in(j + q + 1, from, 64 * nw)) <<
		    (64 - r) : 0);
		w[j] = (w[j] & bits_in(j, 0, to)) | (v & bits_in(j, to,
		    64 * nw));
	}
}

/* Drop the group first at bit f (one bit) of word j of t, listing it gone. */
static inline void
drop(struct sp_track *t, int j, uint64_t f)
{
	t->gone[t->ngone++] = *sp_track_at(t, 64 * j + sg_ctz64(f));
	t->first[j] &= ~f;
	t->wide[j] &= ~f;
	t->n--;
}

/*
 * Drop the groups of t touching columns lo..hi (x + 1) of p before a move
 * on it, listing their records gone while the names are still those of p.
 */
static void
drop_near(struct sp_track *t, const struct sp_pos *p, int lo, int hi)
{
	int S = p->stride, j, i, from = lo * S, to = (hi + 1) * S;
	int reach = lo > t->span ? (lo - t->span) * S : 0;
	uint64_t f;

	t->ngone = 0;
	for (j = reach >> 6; 64 * j < from; j++)	/* groups reaching lo */
		for (f = t->wide[j] & bits_in(j, reach, from); f;
		    f &= f - 1) {
			i = 64 * j + sg_ctz64(f);	/* in column i / S */
			if (i >= (lo - t->rec[t->names.at[i]].span) * S)
				drop(t, j, f & -f);
		}
	for (j = from >> 6; j < t->words && 64 * j < to; j++)
		for (f = t->first[j] & bits_in(j, from, to); f; f &= f - 1)
			drop(t, j, f & -f);
}

/*
 * Move the groups of t right of column hi (x + 1) of p left as the emptied
 * columns a move made close.
 */
static void
close_columns(struct sp_track *t, const struct sp_pos *p, int hi,
    int emptied)
{
	int S = p->stride;

	shift_down(t->first, t->words, (hi + 1) * S, emptied * S);
	shift_down(t->wide, t->words, (hi + 1) * S, emptied * S);
}

/* The lanes of word j for columns lo..hi (x + 1); 0 if none is in it. */
static inline uint64_t
lanes(int j, int lo, int hi)
{
	int first = lo - 4 * j - 1, last = hi - 4 * j - 1;
	uint64_t m = ~UINT64_C(0);

	if (first > 3 || last < 0)
		return 0;
	if (first > 0)
		m <<= 16 * first;
	if (last < 3)
		m &= ~UINT64_C(0) >> 16 * (3 - last);
	return m;
}

/*
 * Add to t the groups of two tiles of p matching only each other with a
 * tile in columns lo..hi, and take their tiles from todo.
 */
static void
found_pairs(struct sp_track *t, const struct sp_pos *p,
    const struct sp_bits *b, int lo, int hi, uint64_t *todo)
{
	uint64_t one, v, h, first;
	int j, bit, x, y;

	for (j = (lo > 1 ? lo - 2 : 0) >> 2; j <= (hi - 1) >> 2; j++) {
		one = b->one[j];
		v = b->up[j] & one & one >> 1;	/* lower tiles */
		h = b->right[j] & one & (one >> 16 | b->one[j + 1] << 48);
		todo[j] &= ~(v | v << 1 | h | h << 16);
		todo[j + 1] &= ~(h >> 48);
		/* a pair side by side may start a column left of lo */
		first = (v & lanes(j, lo, hi)) |
		    (h & lanes(j, lo > 1 ? lo - 1 : 1, hi));
		for (; first != 0; first &= first - 1) {
			bit = sg_ctz64(first);
			x = 4 * j + 1 + (bit >> 4);
			y = bit & 15;
			put_kept(t, x * p->stride + 1 + y, 2,
			    sb_color_in(p, x, y), x, x + (int)(h >> bit & 1));
			t->n++;
		}
	}
}

/* What crosses into word j of w from the words beside it, along b. */
static inline uint64_t
crossing(const struct sp_bits *b, const uint64_t *w, int j)
{
	return (w[j + 1] << 48 & b->right[j]) |
	    (j > 0 ? (w[j - 1] & b->right[j - 1]) >> 48 : 0);
}

/*
 * Close word j of w, with what crosses into it, along b; returns whether
 * it grew.
 */
static inline int
close_word_at(const struct sp_bits *b, uint64_t *w, int j)
{
	uint64_t f = w[j] | crossing(b, w, j);

	if (f == 0)
		return 0;
	f = sb_flood_window(f, b->up[j], b->right[j]);
	if (f == w[j])
		return 0;
	w[j] = f;
	return 1;
}

/*
 * Grow w, tiles of a group of masked p in words of columns (the others
 * empty), along the edges b to the whole group: each word closed in turn,
 * rightwards then leftwards, until no word grows.  A long group crosses
 * the words a few times where a step at a time took one sweep a row.
 */
static void
flood_edges(const struct sp_pos *p, const struct sp_bits *b, uint64_t *w)
{
	int j, n = sb_nwords(p), changed;

	do {
		changed = 0;
		for (j = 0; j < n; j++)
			changed |= close_word_at(b, w, j);
		for (j = n - 2; j >= 0; j--)
			changed |= close_word_at(b, w, j);
	} while (changed);
}

/*
 * Flood the group of tile (x, y) (x + 1 for x) of masked p, add it to t and
 * take its tiles from todo.  Most groups fit in the four columns from the
 * one left of (x, y); the others are flooded in all.
 */
static void
flood_found(struct sp_track *t, const struct sp_pos *p, struct sp_bits *b,
    int x, int y, uint64_t *todo)
{
	int s0 = x > 1 ? x - 1 : 1, j = (s0 - 1) >> 2, k = (s0 - 1) & 3, i;
	int c = sb_color_in(p, x, y), size = 0, last, bit;
	uint64_t r = sb_window(b->right[j], b->right[j + 1], k);
	uint64_t f = sb_flood_window(UINT64_C(1) << (16 * (x - s0) + y),
	    sb_window(b->up[j], b->up[j + 1], k), r);
	uint64_t *w = b->fillw;

	t->n++;
	if ((f & r) >> 48 == 0 &&
	    (s0 == 1 || (f & sb_column_of(b->right, s0 - 1)) == 0)) {
		bit = sg_ctz64(f);
		todo[j] &= ~(f << 16 * k);
		todo[j + 1] &= ~(f >> (48 - 16 * k) >> 16);
		x = s0 + (bit >> 4);
		put_kept(t, x * p->stride + 1 + (bit & 15), sg_pop64(f), c, x,
		    s0 + (63 - sg_clz64(f)) / 16);
		return;
	}
	w[j] = f << 16 * k;
	w[j + 1] = f >> (48 - 16 * k) >> 16;
	flood_edges(p, b, w);
	for (j = 0; w[j] == 0; j++)
		;
	bit = sg_ctz64(w[j]);
	for (i = j; w[i] != 0; i++) {	/* a group's words are contiguous */
		size += sg_pop64(w[i]);
		todo[i] &= ~w[i];
	}
	last = i - 1;
	x = 4 * j + 1 + (bit >> 4);
	put_kept(t, x * p->stride + 1 + (bit & 15), size, c, x,
	    4 * last + 1 + (63 - sg_clz64(w[last])) / 16);
	for (i = 0; i <= last + 2 && i <= SP_WORDS; i++)
		w[i] = 0;
}

/*
 * Add to t the groups of masked p with a tile in columns lo..hi (x + 1);
 * s->bits holds the edges of p.
 */
static void
find_near(struct sp_track *t, const struct sp_pos *p, struct sp_scratch *s,
    int lo, int hi)
{
	struct sp_bits *b = &s->bits;
	uint64_t *todo = t->found;
	int j, bit;

	t->nfresh = 0;
	if (lo > hi)
		return;
	for (j = 0; j <= sb_nwords(p) + 1; j++)
		todo[j] = b->rest[j] & lanes(j, lo, hi);
	found_pairs(t, p, b, lo, hi, todo);
	for (j = (lo - 1) >> 2; j <= (hi - 1) >> 2; j++)
		while (todo[j] != 0) {
			bit = sg_ctz64(todo[j]);
			flood_found(t, p, b, 4 * j + 1 + (bit >> 4), bit & 15,
			    todo);
		}
}

/*
 * Bring the edges b of masked p up to date after a move on columns lo..hi
 * that emptied the columns given: the words of those columns and the one
 * beside each, or with columns closed, all from there on.
 */
static void
new_edges(const struct sp_pos *p, struct sp_bits *b, int lo, int hi,
    int emptied)
{
	int n = sb_nwords(p), from = lo > 1 ? (lo - 2) >> 2 : 0;

	if (emptied == 0)
		sp_edges_in(p, b, from, hi >> 2 < n - 1 ? hi >> 2 : n - 1);
	else
		sp_edges_from(p, b, from);
}

/* Play the group first at cell i of p, held as cells; list them all again. */
static void
play_cells(struct sp_track *t, struct sp_pos *p, struct sp_scratch *s, int i,
    enum sgm_rules rules)
{
	struct sp_group g;

	sp_track_group(t, p, i, &g);
	sp_group_at(p, i, s, s->cells);
	s->by_mask = 0;
	sp_names_follow(&t->names, p, s, &g);
	sp_remove(p, s->cells, g.size, g.color, rules);
	list_all(t, p, s);
}

void
sp_track_play(struct sp_track *t, struct sp_pos *p, struct sp_scratch *s,
    int i, enum sgm_rules rules)
{
	struct sp_group g;
	int ncols = p->ncols, emptied, lo, hi;

	if (!sb_masked(p)) {
		play_cells(t, p, s, i, rules);
		return;
	}
	sp_track_group(t, p, i, &g);
	masks_of(p, s, &g);
	drop_near(t, p, g.lo - 1, g.hi + 1);
	sp_names_follow(&t->names, p, s, &g);
	sp_play(p, s, &g, rules);
	emptied = ncols - p->ncols;
	new_edges(p, &s->bits, g.lo, g.hi, emptied);
	if (emptied)
		close_columns(t, p, g.hi + 1, emptied);
	lo = g.lo > 1 ? g.lo - 1 : 1;
	hi = g.hi + 1 - emptied < p->ncols ? g.hi + 1 - emptied : p->ncols;
	find_near(t, p, s, lo, hi);
}
