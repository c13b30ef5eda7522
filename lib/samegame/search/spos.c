/*
 * The search's position (spos_internal.h): moves, group finding,
 * statistics and hashes, on bit masks for boards of up to SP_MASK_ROWS rows
 * and on cells for taller ones.
 */
#include <pthread.h>
#include <string.h>

#include "core/bits.h"
#include "core/rng.h"
#include "samegame/search/spbits_internal.h"
#include "samegame/search/spos_internal.h"

/*
 * The Zobrist key of colour c (1..) at cell i.  Boards held as cells mix it
 * at each use; masked boards look it up in ztab, filled from it.
 */
static inline uint64_t
zkey(int i, int c)
{
	return sg_mix64((uint64_t)i << 4 | (uint64_t)c);
}

/*
 * The keys of the cells of masked boards, whose stride is SP_MASK_ROWS + 2
 * at most, by cell and colour: looked up, as the beam spent a sixth of its
 * time mixing them.  A 15x15 board's keys take 25 kB; a table for every
 * board would take 380 kB.
 */
#define ZTAB_CELLS	(SP_SIDE * (SP_MASK_ROWS + 2))
static uint64_t ztab[ZTAB_CELLS][SGM_MAX_COLORS + 1];
/* nibbles[v]: bit k of v at bit 4k, to read a column's colours at once */
static uint32_t nibbles[256];
static pthread_once_t ztab_once = PTHREAD_ONCE_INIT;

static void
fill_ztab(void)
{
	int c, i, k;

	for (i = 0; i < ZTAB_CELLS; i++)
		for (c = 0; c <= SGM_MAX_COLORS; c++)
			ztab[i][c] = zkey(i, c);
	for (i = 0; i < 256; i++)
		for (k = 0; k < 8; k++)
			nibbles[i] |= (uint32_t)(i >> k & 1) << 4 * k;
}

/* The colours (colour + 1) of the rows of planes pl, a nibble a row. */
static inline uint64_t
row_colors(const unsigned pl[4])
{
	uint64_t v = 0;
	int b;

	for (b = 0; b < 4; b++)
		v |= ((uint64_t)nibbles[pl[b] >> 8 & 255] << 32 |
		    nibbles[pl[b] & 255]) << b;
	return v;
}

/*
 * The XOR of the keys of the tiles in rows from..to-1 of column x.  Masked
 * boards read ztab: the caller has filled it (sp_hash_full).
 */
static uint64_t
zkeys(const struct sp_pos *p, int x, int from, int to)
{
	int y, base = x * p->stride + 1;
	unsigned pl[4];
	uint64_t z = 0, colors;

	if (!sb_masked(p)) {
		for (y = from; y < to; y++)
			z ^= zkey(base + y, p->cell[base + y]);
		return z;
	}
	sb_planes_at(p, x, pl);
	colors = row_colors(pl);
	for (y = from; y < to; y++)
		z ^= ztab[base + y][colors >> 4 * y & 15];
	return z;
}

/* XOR the keys of rows from..to-1 of column x into p's hash, if it is kept. */
static inline void
zcolumn(struct sp_pos *p, int x, int from, int to)
{
	if (p->hashed)
		p->zobrist ^= zkeys(p, x, from, to);
}

/* Put colour c (colour + 1) in row y of column x + 1 of an empty cell. */
static void
put_tile(struct sp_pos *p, int x, int y, int c)
{
	int b;

	if (!sb_masked(p)) {
		p->cell[x * p->stride + y + 1] = (uint8_t)c;
		return;
	}
	for (b = 0; b < p->planes; b++)
		p->mask[b * p->mstride + x] |= (uint16_t)((c >> b & 1) << y);
}

void
sp_from_board(struct sp_pos *p, const struct sgm_board *b)
{
	int x, y, c;

	memset(p, 0, sizeof(*p));
	p->w = b->w;
	p->h = b->h;
	p->stride = b->h + 2;
	p->ncols = b->ncols;
	p->tiles = b->tiles;
	for (x = 0; x < b->w; x++)
		for (y = 0; y < b->height[x]; y++)
			p->count[b->cell[x * b->h + y] - 1]++;
	for (c = 0; c < SGM_MAX_COLORS; c++)
		if (p->count[c] > 0)
			p->ncolors = c + 1;
	if (b->h <= SP_MASK_ROWS) {
		p->mstride = b->w + 1 + SP_MASK_PAD;
		for (p->planes = 1; p->ncolors >> p->planes; p->planes++)
			;		/* bits to write colour + 1 */
	}
	for (x = 0; x < b->w; x++) {
		p->height[x + 1] = b->height[x];
		for (y = 0; y < b->height[x]; y++)
			put_tile(p, x + 1, y, b->cell[x * b->h + y]);
	}
}

void
sp_hash_on(struct sp_pos *p)
{
	p->zobrist = sp_hash_full(p);
	p->hashed = 1;
}

void
sp_copy(struct sp_pos *dst, const struct sp_pos *src)
{
	memcpy(dst, src, sp_bytes(src));
}

int
sp_color(const struct sp_pos *p, int i)
{
	int x = i / p->stride, y = i % p->stride - 1;

	if (!sb_masked(p))
		return p->cell[i];
	if (y < 0 || y >= SP_MASK_ROWS)
		return SGM_EMPTY;
	return sb_color_in(p, x, y);
}

/* Count a group of size tiles of colour c (index) into st. */
static inline void
count_group(struct sp_stats *st, int c, int size)
{
	int32_t pot = (size - 2) * (size - 2);

	st->cgroups[c]++;
	st->cpotential[c] += pot;
	st->potential += pot;
	if (size > st->clargest[c])
		st->clargest[c] = (int16_t)size;
	st->csingles[c] = (int16_t)(st->csingles[c] - size);
}

/*
 * Finish st: the lone tiles of each colour (counted down from its tiles by
 * count_group) and each colour's pieces.
 */
static void
count_singles(const struct sp_pos *p, struct sp_stats *st)
{
	int c;

	for (c = 0; c < SGM_MAX_COLORS; c++) {
		st->csingles[c] = (int16_t)(st->csingles[c] + p->count[c]);
		st->comps[c] = (int16_t)(st->cgroups[c] + st->csingles[c]);
	}
}

/*
 * Boards held as cells.  Each tile with a neighbour of its colour not yet
 * stamped starts a flood fill, cell by cell.
 */

/* Flood from cell i (colour c, already stamped), pushing onto out. */
static int
flood(const struct sp_pos *p, int i, int c, uint32_t *seen, uint32_t st,
    uint16_t *out)
{
	const uint8_t *cell = p->cell;
	int S = p->stride, n = 1, top = 0;

	out[0] = (uint16_t)i;
	while (top < n) {
		int j = out[top++];
#define VISIT(k) \
		if (cell[k] == c && seen[k] != st) { \
			seen[k] = st; \
			out[n++] = (uint16_t)(k); \
		}
		VISIT(j + 1);
		VISIT(j - 1);
		VISIT(j + S);
		VISIT(j - S);
#undef VISIT
	}
	return n;
}

/* 1 if cell i has a neighbour of its colour. */
static inline int
paired(const uint8_t *cell, int i, int S)
{
	int c = cell[i];

	return cell[i + 1] == c || cell[i - 1] == c || cell[i + S] == c ||
	    cell[i - S] == c;
}

/* A new stamp for s, clearing the stamps when they wrap. */
static uint32_t
next_stamp(struct sp_scratch *s)
{
	if (++s->stamp == 0) {
		memset(s->seen, 0, sizeof(s->seen));
		s->stamp = 1;
	}
	return s->stamp;
}

static int
groups_cells(const struct sp_pos *p, struct sp_scratch *s)
{
	const uint8_t *cell = p->cell;
	uint32_t st = next_stamp(s), *seen = s->seen;
	int S = p->stride, x, i, end, n = 0, used = 0, size;

	for (x = 1; x <= p->ncols; x++) {
		end = x * S + 1 + p->height[x];
		for (i = x * S + 1; i < end; i++) {
			if (seen[i] == st || !paired(cell, i, S))
				continue;
			seen[i] = st;
			size = flood(p, i, cell[i], seen, st, s->cells + used);
			s->group[n].cell = (uint16_t)i;
			s->group[n].size = (uint16_t)size;
			s->group[n].first = (uint16_t)used;
			s->group[n].color = cell[i];
			s->group[n].lo = s->group[n].hi = (uint8_t)x;
			used += size;
			n++;
		}
	}
	s->by_mask = 0;
	s->ngroups = n;
	s->listed = 1;
	return n;
}

/* Count (or, with st, describe) the groups of p; returns how many. */
static int
count_cells(const struct sp_pos *p, struct sp_scratch *s, struct sp_stats *st,
    int *singles)
{
	const uint8_t *cell = p->cell;
	uint32_t stamp = next_stamp(s), *seen = s->seen;
	int S = p->stride, x, i, end, n = 0, lone = 0, size;

	for (x = 1; x <= p->ncols; x++) {
		end = x * S + 1 + p->height[x];
		for (i = x * S + 1; i < end; i++) {
			if (seen[i] == stamp)
				continue;
			if (!paired(cell, i, S)) {
				lone++;
				continue;
			}
			seen[i] = stamp;
			size = flood(p, i, cell[i], seen, stamp, s->cells);
			n++;
			if (st)
				count_group(st, cell[i] - 1, size);
		}
	}
	if (st) {
		st->groups = n;
		st->singles = lone;
		count_singles(p, st);
	}
	if (singles)
		*singles = lone;
	return n;
}

static int
has_move_cells(const struct sp_pos *p)
{
	const uint8_t *cell = p->cell;
	int S = p->stride, x, i, end;

	for (x = 1; x <= p->ncols; x++) {
		end = x * S + 1 + p->height[x];
		for (i = x * S + 1; i < end; i++)
			if (cell[i] == cell[i + 1] || cell[i] == cell[i + S])
				return 1;
	}
	return 0;
}

/*
 * Boards held as masks.  Group finding works on words of four columns (see
 * SP_WORDS): for every tile at once, whether it matches the one above and
 * the one right of it.  Half the groups of a game are two tiles matching
 * only each other: they are found all at once, without a flood.  Each
 * other group is flooded from its first tile (lowest of its leftmost
 * column), the lowest bit of the tiles left, along those edges in a window
 * of the four columns from its own, a step of a few shifts growing it by a
 * tile every way; the few wider groups are flooded in eight columns, then
 * in all.  Finding them without listing (sp_find_groups) costs half as
 * much as listing them.  The helpers on words are in spbits_internal.h,
 * shared with the groups kept across moves (track.c).
 */

void
sp_edges_in(const struct sp_pos *p, struct sp_bits *b, int from, int to)
{
	uint64_t u, d, r, l, prev = from > 0 ? b->right[from - 1] : 0, any, two;
	int x, j;

	for (j = from, x = 4 * from + 1; j <= to; j++, x += 4) {
		r = sb_edges_at(p, x, &u);
		d = u << 1;			/* matches the one below */
		l = r << 16 | prev >> 48;	/* matches the one left */
		prev = r;
		any = u | d | r | l;
		two = (u & d) | ((u | d) & (r | l)) | (r & l);
		b->up[j] = u;
		b->right[j] = r;
		b->rest[j] = any;
		b->one[j] = any & ~two;
	}
}

void
sp_edges_from(const struct sp_pos *p, struct sp_bits *b, int from)
{
	int j, n = sb_nwords(p);

	sp_edges_in(p, b, from, n - 1);
	for (j = n; j < n + 2; j++)	/* room for windows past the end */
		b->up[j] = b->right[j] = b->rest[j] = b->one[j] = 0;
}

/*
 * Find the groups of two tiles matching each other and nothing else: mark
 * their first tiles in b->seeds and b->pairs, those side by side in
 * b->across, and take their tiles from b->rest.
 */
static void
find_pairs(const struct sp_pos *p, struct sp_bits *b)
{
	uint64_t one, v, h;
	int j;

	for (j = 0; 4 * j < p->ncols; j++) {
		one = b->one[j];
		v = b->up[j] & one & one >> 1;	/* lower tiles */
		h = b->right[j] & one & (one >> 16 | b->one[j + 1] << 48);
		b->rest[j] &= ~(v | v << 1 | h | h << 16);
		b->rest[j + 1] &= ~(h >> 48);
		b->seeds[j] = b->pairs[j] = v | h;
		b->across[j] = h;
		b->wide[j] = 0;
	}
}

int
sp_flood_wide(const struct sp_pos *p, struct sp_bits *b, int x, int y,
    uint64_t f, struct sp_group *g, uint16_t *out)
{
	uint64_t *w = b->fillw;
	int j = (x - 1) >> 2, k = (x - 1) & 3, col, last, hi, size = 0;
	int c = sb_color_in(p, x, y);

	if (sb_flood_eight(b, j, k, &f, &w[0])) {
		sb_store4(out, f);
		sb_store4(out + 4, w[0]);
		b->rest[j] &= ~(f << 16 * k);
		b->rest[j + 1] &= ~(f >> (48 - 16 * k) >> 16 | w[0] << 16 * k);
		b->rest[j + 2] &= ~(w[0] >> (48 - 16 * k) >> 16);
		size = sg_pop64(f) + sg_pop64(w[0]);
		hi = x + 4 + (63 - sg_clz64(w[0])) / 16;
		w[0] = 0;
		return sb_put_record(p, g, x, y, c, size, hi);
	}
	w[0] = 0;
	w[j] = f << 16 * k;
	w[j + 1] = f >> (48 - 16 * k) >> 16;
	sb_flood_words(p, c, w, j, sb_nwords(p));
	for (last = j; w[last + 1] != 0; last++)
		;			/* a group's words are contiguous */
	for (k = j; k <= last; k++) {
		size += sg_pop64(w[k]);
		b->rest[k] &= ~w[k];
	}
	for (col = x; col <= 4 * last + 4; col++)
		out[col - x] = (uint16_t)sb_column_of(w, col);
	hi = 4 * last + 1 + (63 - sg_clz64(w[last])) / 16;
	for (k = j; k <= last; k++)
		w[k] = 0;
	return sb_put_record(p, g, x, y, c, size, hi);
}

/*
 * Write the record of the group first at row y of column x, its masks f
 * from there (four lanes), to g, but for where its masks go, and its masks
 * to out; returns the columns it spans.
 */
static inline int
put_group(const struct sp_pos *p, int x, int y, uint64_t f, struct sp_group *g,
    uint16_t *out)
{
	sb_store4(out, f);
	return sb_put_record(p, g, x, y, sb_color_in(p, x, y), sg_pop64(f),
	    x + (63 - sg_clz64(f)) / 16);
}

/*
 * Flood the groups left in b->rest, each from its lowest tile, and mark
 * their first tiles in b->seeds.  With list set, write their records to
 * s->group where they go among all the groups (the pairs before each are
 * known) and their masks to s->cells from *used on; else keep their masks
 * in b->mask in order, and wide groups whole apart, and with st, count
 * them into st instead of keeping their masks.  Each flood waits on the
 * one before it (it takes its tiles from rest), leaving the processor time
 * to spare for the records and counts.
 */
static inline void
flood_rest(const struct sp_pos *p, struct sp_scratch *s, int list,
    struct sp_stats *st, int *used)
{
	struct sp_bits *b = &s->bits;
	uint64_t f, cur, next, seeds, u0, u1, r0, r1, rw, below;
	int j, bit, k, x, y, n = 0, nw = 0, wused = 0, before = 0;

	cur = b->rest[0];
	for (j = 0; 4 * j < p->ncols; j++) {
		next = b->rest[j + 1];
		u0 = b->up[j];
		u1 = b->up[j + 1];
		r0 = b->right[j];
		r1 = b->right[j + 1];
		seeds = 0;
		while (cur != 0) {
			struct sp_group *g;

			bit = sg_ctz64(cur);
			k = bit >> 4;
			x = 4 * j + 1 + k;
			y = bit & 15;
			rw = sb_window(r0, r1, k);
			f = sb_flood_window(UINT64_C(1) << y,
			    sb_window(u0, u1, k), rw);
			seeds |= UINT64_C(1) << bit;
			below = (UINT64_C(1) << bit) - 1;
			g = list ? &s->group[n + before +
			    sg_pop64(b->pairs[j] & below)] :
			    &b->wide_group[nw];
			if ((f & rw) >> 48 == 0) {
				cur &= ~(f << 16 * k);
				next &= ~(f >> (48 - 16 * k) >> 16);
				if (list) {
					g->first = (uint16_t)*used;
					*used += put_group(p, x, y, f, g,
					    s->cells + *used);
				} else if (st)
					count_group(st,
					    sb_color_in(p, x, y) - 1,
					    sg_pop64(f));
				else
					b->mask[n] = f;
				n++;
				continue;
			}
			b->rest[j] = cur;
			b->rest[j + 1] = next;
			if (list) {
				g->first = (uint16_t)*used;
				*used += sp_flood_wide(p, b, x, y, f, g,
				    s->cells + *used);
			} else {
				g->first = (uint16_t)wused;
				wused += sp_flood_wide(p, b, x, y, f, g,
				    b->wide_cells + wused);
				if (st)
					count_group(st, g->color - 1, g->size);
				nw++;
			}
			b->mask[n++] = 0;
			b->wide[j] |= UINT64_C(1) << bit;
			cur = b->rest[j];
			next = b->rest[j + 1];
		}
		b->seeds[j] |= seeds;
		before += sg_pop64(b->pairs[j]);
		cur = next;
	}
}

/*
 * Write the record of the pair first at bit k of word j to g, but for
 * where its masks go, and its masks to out; returns the columns it spans.
 */
static inline int
put_pair(const struct sp_pos *p, const struct sp_bits *b, int j, int k,
    struct sp_group *g, uint16_t *out)
{
	int x = 4 * j + 1 + (k >> 4), y = k & 15;
	int across = (int)(b->across[j] >> k & 1);

	sb_store4(out, (UINT64_C(1) << y) * (across ? UINT64_C(0x10001) : 3));
	return sb_put_record(p, g, x, y, sb_color_in(p, x, y), 2, x + across);
}

/*
 * Write the records of the pairs to s->group where they go among the
 * other groups, listed by flood_rest, and their masks to s->cells from
 * used on.
 */
static void
list_pairs(const struct sp_pos *p, struct sp_scratch *s, int used)
{
	const struct sp_bits *b = &s->bits;
	uint64_t pairs, others;
	int j, k, n = 0, before = 0;

	for (j = 0; 4 * j < p->ncols; j++) {
		others = b->seeds[j] & ~b->pairs[j];
		for (pairs = b->pairs[j]; pairs; pairs &= pairs - 1, n++) {
			struct sp_group *g;

			k = sg_ctz64(pairs);
			g = &s->group[n + before +
			    sg_pop64(others & ((UINT64_C(1) << k) - 1))];
			g->first = (uint16_t)used;
			used += put_pair(p, b, j, k, g, s->cells + used);
		}
		before += sg_pop64(others);
	}
}

/*
 * Find the groups of p into s->bits and, with list set, list them in
 * s->group, or with st, count the groups but pairs into st; returns how
 * many.
 */
static inline int
find_masks(const struct sp_pos *p, struct sp_scratch *s, int list,
    struct sp_stats *st)
{
	struct sp_bits *b = &s->bits;
	int j, n = 0, used = 0;

	sp_edges_from(p, b, 0);
	find_pairs(p, b);
	/* three calls, so that each inlined flood_rest has list and st fixed */
	if (list) {
		flood_rest(p, s, 1, NULL, &used);
		list_pairs(p, s, used);
	} else if (st)
		flood_rest(p, s, 0, st, &used);
	else
		flood_rest(p, s, 0, NULL, &used);
	for (j = 0; 4 * j < p->ncols; j++)
		n += sg_pop64(b->seeds[j]);
	s->ngroups = n;
	s->by_mask = 1;
	s->listed = list;
	return n;
}

/* Put group k of those found (not listed) in s->bits in s->group[0]. */
static const struct sp_group *
nth_mask(const struct sp_pos *p, struct sp_scratch *s, int k)
{
	const struct sp_bits *b = &s->bits;
	struct sp_group *g = &s->group[0];
	uint64_t seeds, below;
	int j = 0, n, m = 0, w = 0, bit, span;

	while ((n = sg_pop64(b->seeds[j])) <= k) {
		k -= n;
		m += n - sg_pop64(b->pairs[j]);
		w += sg_pop64(b->wide[j]);
		j++;
	}
	for (seeds = b->seeds[j]; k > 0; k--)
		seeds &= seeds - 1;
	bit = sg_ctz64(seeds);
	below = (UINT64_C(1) << bit) - 1;
	m += sg_pop64(b->seeds[j] & ~b->pairs[j] & below);
	w += sg_pop64(b->wide[j] & below);
	if (b->wide[j] >> bit & 1) {
		*g = b->wide_group[w];
		span = g->hi - g->lo + 1;
		memcpy(s->cells, b->wide_cells + g->first,
		    sizeof(s->cells[0]) * (size_t)span);
	} else if (b->pairs[j] >> bit & 1) {
		put_pair(p, b, j, bit, g, s->cells);
	} else {
		put_group(p, 4 * j + 1 + (bit >> 4), bit & 15, b->mask[m], g,
		    s->cells);
	}
	g->first = 0;
	s->by_mask = 1;
	return g;
}

/* The colour (colour + 1) at bit k of the plane words pw[0..planes). */
static inline int
color_at(const uint64_t *pw, int planes, int k)
{
	int b, c = 0;

	for (b = 0; b < planes; b++)
		c |= (int)(pw[b] >> k & 1) << b;
	return c;
}

/*
 * Count into st the pairs of each colour, pairs[c] of colour c (colour + 1):
 * as count_group would one at a time, with fewer stores to wait on.
 */
static void
count_pairs(struct sp_stats *st, const int pairs[SGM_MAX_COLORS + 1])
{
	int c;

	for (c = 0; c < SGM_MAX_COLORS; c++) {
		if (pairs[c + 1] == 0)
			continue;
		st->cgroups[c] = (int16_t)(st->cgroups[c] + pairs[c + 1]);
		st->csingles[c] = (int16_t)(st->csingles[c] - 2 * pairs[c + 1]);
		if (st->clargest[c] < 2)
			st->clargest[c] = 2;
	}
}

/*
 * Count (or, with st, describe) the groups of p; returns how many.  Finds
 * them without listing them: their sizes are all that is wanted.  With st,
 * the floods count the groups but pairs, and the pairs are counted by
 * colour here; else the masks of the groups but pairs are in b->mask in
 * order (a wide one's slot unused).
 */
static int
count_masks(const struct sp_pos *p, struct sp_scratch *s, struct sp_stats *st,
    int *singles)
{
	const struct sp_bits *b = &s->bits;
	uint64_t v, pw[4];
	int j, bp, c, n, m = 0, w = 0, inside = 0;
	int pairs[SGM_MAX_COLORS + 1] = {0};	/* by colour + 1 */

	if (st == NULL) {
		n = find_masks(p, s, 0, NULL);
		for (j = 0; 4 * j < p->ncols; j++) {
			inside += 2 * sg_pop64(b->pairs[j]);
			for (v = b->seeds[j] & ~b->pairs[j]; v; v &= v - 1, m++)
				inside += (b->wide[j] >> sg_ctz64(v) & 1) ?
				    b->wide_group[w++].size :
				    sg_pop64(b->mask[m]);
		}
		if (singles)
			*singles = p->tiles - inside;
		return n;
	}
	n = find_masks(p, s, 0, st);
	for (j = 0; 4 * j < p->ncols; j++) {
		for (bp = 0; bp < p->planes; bp++)
			pw[bp] = sb_load4(sb_plane_of(p, bp) + 4 * j + 1);
		for (v = b->pairs[j]; v; v &= v - 1)
			pairs[color_at(pw, p->planes, sg_ctz64(v))]++;
	}
	count_pairs(st, pairs);
	st->groups = n;
	count_singles(p, st);
	st->singles = 0;
	for (c = 0; c < SGM_MAX_COLORS; c++)
		st->singles += st->csingles[c];
	if (singles)
		*singles = st->singles;
	return n;
}

static int
has_move_masks(const struct sp_pos *p)
{
	uint64_t up;
	int x;

	for (x = 1; x <= p->ncols; x += 4)
		if ((sb_edges_at(p, x, &up) | up) != 0)
			return 1;
	return 0;
}

/*
 * Flood the group of tile (x, y), of colour c (colour + 1), into b->fill; set
 * *lo and *hi to the columns it spans.
 */
static void
fill_group(const struct sp_pos *p, struct sp_bits *b, int x, int y, int c,
    int *lo, int *hi)
{
	uint64_t *w = b->fillw;
	int k;

	w[(x - 1) >> 2] = UINT64_C(1) << (16 * ((x - 1) & 3) + y);
	sb_flood_words(p, c, w, 0, sb_nwords(p));
	*lo = SP_SIDE;
	*hi = 0;
	for (x = 1; x <= p->ncols; x++)
		if ((b->fill[x] = (uint16_t)sb_column_of(w, x)) != 0) {
			*lo = x < *lo ? x : *lo;
			*hi = x;
		}
	for (k = 0; k < sb_nwords(p); k++)
		w[k] = 0;
}

int
sp_groups(const struct sp_pos *p, struct sp_scratch *s)
{
	if (!sb_masked(p))
		return groups_cells(p, s);
	return find_masks(p, s, 1, NULL);
}

int
sp_find_groups(const struct sp_pos *p, struct sp_scratch *s)
{
	if (!sb_masked(p))
		return groups_cells(p, s);
	return find_masks(p, s, 0, NULL);
}

const struct sp_group *
sp_nth_group(const struct sp_pos *p, struct sp_scratch *s, int k)
{
	if (s->listed)
		return &s->group[k];
	return nth_mask(p, s, k);
}

int
sp_group_cells(const struct sp_pos *p, const struct sp_scratch *s,
    const struct sp_group *g, uint16_t *out)
{
	const uint16_t *t = s->cells + g->first;
	int x, n = 0;
	unsigned v;

	if (!s->by_mask) {
		memcpy(out, t, sizeof(*t) * g->size);
		return g->size;
	}
	for (x = g->lo; x <= g->hi; x++)
		for (v = t[x - g->lo]; v; v &= v - 1)
			out[n++] = (uint16_t)(x * p->stride + 1 + sg_ctz64(v));
	return n;
}

int
sp_group_index(const struct sp_pos *p, const struct sp_scratch *s, int n,
    int i)
{
	const struct sp_group *g;
	int k, j, x = i / p->stride, y = i % p->stride - 1;

	for (k = 0; k < n; k++) {
		g = &s->group[k];
		if (s->by_mask) {
			if (x >= g->lo && x <= g->hi &&
			    (s->cells[g->first + x - g->lo] >> y & 1))
				return k;
			continue;
		}
		for (j = 0; j < g->size; j++)
			if (s->cells[g->first + j] == i)
				return k;
	}
	return -1;
}

int
sp_count_groups(const struct sp_pos *p, struct sp_scratch *s, int *singles)
{
	if (sb_masked(p))
		return count_masks(p, s, NULL, singles);
	return count_cells(p, s, NULL, singles);
}

void
sp_stats(const struct sp_pos *p, struct sp_scratch *s, struct sp_stats *st)
{
	memset(st, 0, sizeof(*st));
	if (sb_masked(p))
		count_masks(p, s, st, NULL);
	else
		count_cells(p, s, st, NULL);
}

int
sp_has_move(const struct sp_pos *p)
{
	if (sb_masked(p))
		return has_move_masks(p);
	return has_move_cells(p);
}

int
sp_group_at(const struct sp_pos *p, int i, struct sp_scratch *s,
    uint16_t *cells)
{
	int x = i / p->stride, y = i % p->stride - 1, c = sp_color(p, i);
	int lo, hi, n = 0;
	uint32_t st;
	unsigned v;

	if (c == SGM_EMPTY)
		return 0;
	if (!sb_masked(p)) {
		st = next_stamp(s);
		s->seen[i] = st;
		return flood(p, i, c, s->seen, st, cells);
	}
	fill_group(p, &s->bits, x, y, c, &lo, &hi);
	for (x = lo; x <= hi; x++) {
		for (v = s->bits.fill[x]; v; v &= v - 1)
			cells[n++] = (uint16_t)(x * p->stride + 1 +
			    sg_ctz64(v));
		s->bits.fill[x] = 0;
	}
	return n;
}

int
sp_play_cell(struct sp_pos *p, int i, struct sp_scratch *s,
    enum sgm_rules rules)
{
	int x = i / p->stride, y = i % p->stride - 1, c = sp_color(p, i);
	int lo, hi, n = 0;

	if (c == SGM_EMPTY)
		return 0;	/* a flood of colour 0 would take the holes */
	if (!sb_masked(p)) {
		n = sp_group_at(p, i, s, s->cells);
		sp_remove(p, s->cells, n, c, rules);
		return n;
	}
	fill_group(p, &s->bits, x, y, c, &lo, &hi);
	for (x = lo; x <= hi; x++)
		n += sg_pop16(s->bits.fill[x]);
	sp_remove_masks(p, s->bits.fill + lo, lo, hi, n, c, rules);
	memset(s->bits.fill + lo, 0,
	    sizeof(s->bits.fill[0]) * (size_t)(hi - lo + 1));
	return n;
}

/* Let the tiles of column x fall; returns its new height. */
static int
settle(struct sp_pos *p, int x)
{
	uint8_t *col = p->cell + x * p->stride + 1;
	int y, top = 0, h = p->height[x];

	for (y = 0; y < h; y++)
		if (col[y] != SGM_EMPTY)
			col[top++] = col[y];
	memset(col + top, SGM_EMPTY, (size_t)(h - top));
	p->height[x] = (uint8_t)top;
	zcolumn(p, x, 0, top);		/* the keys of the tiles now */
	return top;
}

/* Move column from (its keys too) to column to, and empty column from. */
static void
move_column(struct sp_pos *p, int to, int from)
{
	int S = p->stride, b;
	uint16_t *m;

	zcolumn(p, from, 0, p->height[from]);
	if (sb_masked(p)) {
		for (b = 0; b < p->planes; b++) {
			m = p->mask + b * p->mstride;
			m[to] = m[from];
			m[from] = 0;
		}
	} else {
		memcpy(p->cell + to * S, p->cell + from * S, (size_t)S);
		memset(p->cell + from * S, SGM_EMPTY, (size_t)S);
	}
	p->height[to] = p->height[from];
	p->height[from] = 0;
	zcolumn(p, to, 0, p->height[to]);
}

/* Close up the empty columns from column lo on. */
static void
close_columns(struct sp_pos *p, int lo)
{
	int x, to;

	for (to = x = lo; x <= p->ncols; x++) {
		if (p->height[x] == 0)
			continue;
		if (to != x)
			move_column(p, to, x);
		to++;
	}
	p->ncols = to - 1;
}

/* Count a move of n tiles of colour color + 1 on p under rules. */
static void
count_move(struct sp_pos *p, int n, int color, enum sgm_rules rules)
{
	p->tiles -= n;
	p->count[color - 1] = (int16_t)(p->count[color - 1] - n);
	p->score += sgm_move_score(rules, n);
}

void
sp_remove(struct sp_pos *p, const uint16_t *cells, int n, int color,
    enum sgm_rules rules)
{
	uint64_t touched = 0;
	int S = p->stride, k, x, lo = SP_SIDE, hi = 0, empty = 0;

	for (k = 0; k < n; k++) {
		x = cells[k] / S;
		lo = x < lo ? x : lo;
		hi = x > hi ? x : hi;
		if (!(touched >> (x - 1) & 1))
			zcolumn(p, x, 0, p->height[x]);	/* the keys before */
		touched |= UINT64_C(1) << (x - 1);
	}
	for (k = 0; k < n; k++)
		p->cell[cells[k]] = SGM_EMPTY;
	for (x = lo; x <= hi; x++)
		if ((touched >> (x - 1) & 1) && settle(p, x) == 0)
			empty = 1;
	count_move(p, n, color, rules);
	if (empty)
		close_columns(p, lo);
}

/*
 * Take rows m out of column x of every plane, letting the rows above them
 * fall: a run of removed rows at a time, from the lowest, each shifting
 * down what is above it.
 */
static void
drop_rows(struct sp_pos *p, int x, unsigned m)
{
	uint16_t *col = p->mask + x;
	int b, k;
	unsigned below, v;

	while (m) {
		below = (m & -m) - 1;		/* rows under the run */
		k = sg_ctz64(m + (m & -m)) - sg_ctz64(m);	/* its length */
		for (b = 0; b < p->planes; b++) {
			v = col[b * p->mstride];
			col[b * p->mstride] =
			    (uint16_t)((v & below) | (v >> k & ~below));
		}
		m = m >> k & ~below;
	}
}

void
sp_remove_masks(struct sp_pos *p, const uint16_t *mask, int lo, int hi,
    int n, int color, enum sgm_rules rules)
{
	int x, y, h, empty = 0;
	unsigned m;

	for (x = lo; x <= hi; x++) {
		if ((m = mask[x - lo]) == 0)
			continue;
		y = sg_ctz64(m);
		zcolumn(p, x, y, p->height[x]);	/* out go the keys of the
						   tiles that move */
		drop_rows(p, x, m);
		h = p->height[x] - sg_pop16(m);
		p->height[x] = (uint8_t)h;
		zcolumn(p, x, y, h);	/* and in, where they fell */
		empty |= h == 0;
	}
	count_move(p, n, color, rules);
	if (empty)
		close_columns(p, lo);
}

uint64_t
sp_hash_full(const struct sp_pos *p)
{
	uint64_t z = 0;
	int x;

	pthread_once(&ztab_once, fill_ztab);
	for (x = 1; x <= p->ncols; x++)
		z ^= zkeys(p, x, 0, p->height[x]);
	return z;
}
