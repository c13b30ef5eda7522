#include <string.h>

#include "rng.h"
#include "spos.h"

/*
 * The Zobrist key of colour c (1..) at cell i.  Computed, not looked up: a
 * table for every cell and colour would be 350 kB, and the mix is a few
 * cycles.
 */
static inline uint64_t
zkey(int i, int c)
{
	return sg_mix64((uint64_t)i << 4 | (uint64_t)c);
}

/* The XOR of the keys of the tiles in rows from..to-1 of column x. */
static inline uint64_t
zkeys(const struct sp_pos *p, int x, int from, int to)
{
	int y, base = x * p->stride + 1;
	uint64_t z = 0;

	for (y = from; y < to; y++)
		z ^= zkey(base + y, p->cell[base + y]);
	return z;
}

/* XOR the keys of rows from..to-1 of column x into p's hash, if it is kept. */
static inline void
zcolumn(struct sp_pos *p, int x, int from, int to)
{
	if (p->hashed)
		p->zobrist ^= zkeys(p, x, from, to);
}

void
sp_from_board(struct sp_pos *p, const struct sg_board *b)
{
	int x, y, c;

	memset(p, 0, sizeof(*p));
	p->w = b->w;
	p->h = b->h;
	p->stride = b->h + 2;
	p->ncols = b->ncols;
	p->tiles = b->tiles;
	for (x = 0; x < b->w; x++) {
		p->height[x + 1] = b->height[x];
		for (y = 0; y < b->height[x]; y++) {
			c = b->cell[x * b->h + y];
			p->cell[(x + 1) * p->stride + y + 1] = (uint8_t)c;
			p->count[c - 1]++;
		}
	}
	for (c = 0; c < SG_MAX_COLORS; c++)
		if (p->count[c] > 0)
			p->ncolors = c + 1;
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


/*
 * The fast path, for boards of SP_FAST_ROWS rows or fewer.  A column's 16
 * cells are compared a word (8 cells) at a time with the cells above them
 * and with the column to their right, giving for each column a 16-bit mask
 * of its up edges (tile y matches tile y + 1) and of its right edges.  Lone
 * tiles are those with no edge, skipped without a flood; a group is flooded
 * a column at a time, filling up and down along the up edges and across
 * along the right edges.  Groups come out in the same order (column by
 * column from the left, bottom up) as in the general path; only the order
 * of the cells within a group differs.
 */
#if defined(__GNUC__) || defined(__clang__)
#define ctz16(v)	__builtin_ctz(v)
#else
static int
ctz16(unsigned v)
{
	int n = 0;

	while (!(v & 1)) {
		v >>= 1;
		n++;
	}
	return n;
}
#endif

/* Bits set in v < 2^16 (__builtin_popcount is a call without -mpopcnt). */
static inline int
pop16(unsigned v)
{
	v -= v >> 1 & 0x5555;
	v = (v & 0x3333) + (v >> 2 & 0x3333);
	v = (v + (v >> 4)) & 0x0f0f;
	return (int)((v + (v >> 8)) & 0x1f);
}

static inline int
fast(const struct sp_pos *p)
{
	return p->h <= SP_FAST_ROWS;
}

static inline uint64_t
load8(const uint8_t *c)
{
	uint64_t w;

	memcpy(&w, c, 8);
	return w;
}

/* Bit i set when byte i of a equals byte i of b. */
static inline unsigned
eq8(uint64_t a, uint64_t b)
{
	const uint64_t L = UINT64_C(0x7f7f7f7f7f7f7f7f);
	uint64_t x = a ^ b, z;

	z = ~(((x & L) + L) | x) & ~L;	/* high bit of each zero byte */
	return (unsigned)(((z >> 7) * UINT64_C(0x0102040810204080)) >> 56);
}

/*
 * Fill s->up[x] (bit y: tiles (x, y) and (x, y + 1) match), s->right[x]
 * (bit y: tiles (x, y) and (x + 1, y) match) and s->paired[x] (tiles with a
 * neighbour of their colour) for the columns of p; returns 0 when some
 * column could not be read a word at a time (the caller falls back).
 */
static int
edges(const struct sp_pos *p, struct sp_scratch *s)
{
	const uint8_t *cell = p->cell;
	int S = p->stride, x, nc = p->ncols;
	unsigned live, u;

	if ((nc + 1) * S + 17 > (p->w + 2) * S)
		return 0;			/* reads would leave the board */
	s->right[0] = 0;
	for (x = 1; x <= nc; x++) {
		const uint8_t *col = cell + x * S + 1;
		uint64_t a0 = load8(col), a1 = load8(col + 8);

		live = (1u << p->height[x]) - 1;
		u = (eq8(a0, load8(col + 1)) | eq8(a1, load8(col + 9)) << 8);
		s->up[x] = (uint16_t)(u & live >> 1);
		s->right[x] = (uint16_t)((eq8(a0, load8(col + S)) |
		    eq8(a1, load8(col + S + 8)) << 8) & live);
	}
	for (x = 1; x <= nc; x++) {
		u = s->up[x];
		s->paired[x] = (uint16_t)(u | u << 1 | s->right[x] |
		    s->right[x - 1]);
	}
	s->right[nc + 1] = 0;
	return 1;
}

/*
 * The run of tiles joined by the up edges u from tile b (one bit) up, for
 * a b with no edge below it: the carry of u + b runs through u's ones above
 * b and stops at the run's top, so the bits that change are the run.
 */
static inline unsigned
run_up(unsigned b, unsigned u)
{
	return (u + b) ^ u;
}

/* The tiles of a column joined by its up edges u to the tiles v. */
static inline unsigned
vfill(unsigned v, unsigned u)
{
	unsigned t;

	for (;;) {
		t = v | (v & u) << 1 | (v >> 1 & u);
		if (t == v)
			return v;
		v = t;
	}
}

/*
 * Flood from the tiles v of column x0 (closed under its up edges) along the
 * right edges into s->fill[*lo .. *hi] (zero elsewhere on entry; the caller
 * clears it): each column reached fills up and down along its up edges.
 */
static void
flood_edges(struct sp_scratch *s, int x0, unsigned v, int *plo, int *phi)
{
	uint16_t *f = s->fill;
	int lo = x0, hi, x, changed;
	unsigned add;

	/*
	 * Sweep right, then left, then right... until a sweep adds nothing:
	 * a sweep leaves no tile to add in its own direction, and a sweep
	 * adding nothing leaves the other direction's closure as it was.
	 */
	f[x0] = (uint16_t)v;
	for (x = x0; (add = f[x] & s->right[x]) != 0; x++)
		f[x + 1] = (uint16_t)vfill(add, s->up[x + 1]);
	hi = x;
	for (;;) {
		changed = 0;
		for (x = hi; x >= lo; x--)
			if ((add = f[x] & s->right[x - 1] & ~(unsigned)f[x - 1])) {
				f[x - 1] = (uint16_t)(f[x - 1] |
				    vfill(add, s->up[x - 1]));
				changed = 1;
				if (x - 1 < lo)
					lo = x - 1;
			}
		if (!changed)
			break;
		changed = 0;
		for (x = lo; x <= hi; x++)
			if ((add = f[x] & s->right[x] & ~(unsigned)f[x + 1])) {
				f[x + 1] = (uint16_t)(f[x + 1] |
				    vfill(add, s->up[x + 1]));
				changed = 1;
				if (x + 1 > hi)
					hi = x + 1;
			}
		if (!changed)
			break;
	}
	*plo = lo;
	*phi = hi;
}

/*
 * Take the group whose lowest tile in column x (its leftmost) is row y:
 * mark its tiles done, write its row masks of columns *lo..*hi to masks
 * (unless NULL), and return its size.
 */
static inline int
take_group(struct sp_scratch *s, int x, int y, uint16_t *masks, int *lo,
    int *hi)
{
	unsigned v = run_up(1u << y, s->up[x]);
	int k, size = 0;

	if (!(v & (s->right[x] | s->right[x - 1]))) {	/* in one column */
		s->done[x] = (uint16_t)(s->done[x] | v);
		if (masks)
			masks[0] = (uint16_t)v;
		*lo = *hi = x;
		return pop16(v);
	}
	flood_edges(s, x, v, lo, hi);
	for (k = *lo; k <= *hi; k++) {
		v = s->fill[k];
		s->fill[k] = 0;
		s->done[k] = (uint16_t)(s->done[k] | v);
		if (masks)
			masks[k - *lo] = (uint16_t)v;
		size += pop16(v);
	}
	return size;
}

/*
 * List the groups as row masks per column.  Writing a mask a column instead
 * of a cell index a tile, and removing by masks, made random playouts 6%
 * faster.  (Relisting only the columns a move could change, keeping the
 * groups left of it, was tried and was slower: a third of the groups were
 * kept, and keeping them cost what listing them did.)
 */
static int
groups_fast(const struct sp_pos *p, struct sp_scratch *s)
{
	int x, y, n = 0, used = 0, size, lo, hi;
	unsigned rem;

	for (x = 1; x <= p->ncols; x++)
		s->done[x] = 0;
	for (x = 1; x <= p->ncols; x++) {
		rem = s->paired[x];
		while ((rem &= ~(unsigned)s->done[x]) != 0) {
			struct sp_group *g = &s->group[n++];

			y = ctz16(rem);
			size = take_group(s, x, y, s->cells + used, &lo, &hi);
			g->cell = (uint16_t)(x * p->stride + 1 + y);
			g->size = (uint16_t)size;
			g->first = (uint16_t)used;
			g->color = p->cell[g->cell];
			g->lo = (uint8_t)lo;
			g->hi = (uint8_t)hi;
			used += hi - lo + 1;
		}
	}
	s->by_mask = 1;
	s->ngroups = n;
	return n;
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

	for (c = 0; c < SG_MAX_COLORS; c++) {
		st->csingles[c] = (int16_t)(st->csingles[c] + p->count[c]);
		st->comps[c] = (int16_t)(st->cgroups[c] + st->csingles[c]);
	}
}

/* Count (or, with st, describe) the groups of p; returns how many. */
static int
count_fast(const struct sp_pos *p, struct sp_scratch *s, struct sp_stats *st,
    int *singles)
{
	const uint8_t *cell = p->cell;
	int S = p->stride, x, y, c, n = 0, lone = 0, size, lo, hi;
	unsigned pr, rem;

	for (x = 1; x <= p->ncols; x++)
		s->done[x] = 0;
	for (x = 1; x <= p->ncols; x++) {
		pr = s->paired[x];
		lone += p->height[x] - pop16(pr);
		rem = pr;
		while ((rem &= ~(unsigned)s->done[x]) != 0) {
			y = ctz16(rem);
			c = cell[x * S + 1 + y];
			size = take_group(s, x, y, NULL, &lo, &hi);
			n++;
			if (st)
				count_group(st, c - 1, size);
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

int
sp_groups(const struct sp_pos *p, struct sp_scratch *s)
{
	const uint8_t *cell = p->cell;
	uint32_t st = next_stamp(s), *seen = s->seen;
	int S = p->stride, x, i, end, n = 0, used = 0, size;

	if (fast(p) && edges(p, s))
		return groups_fast(p, s);
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
	return n;
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
			out[n++] = (uint16_t)(x * p->stride + 1 + ctz16(v));
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
	const uint8_t *cell = p->cell;
	uint32_t st = next_stamp(s), *seen = s->seen;
	int S = p->stride, x, i, end, n = 0, lone = 0;

	if (fast(p) && edges(p, s))
		return count_fast(p, s, NULL, singles);
	for (x = 1; x <= p->ncols; x++) {
		end = x * S + 1 + p->height[x];
		for (i = x * S + 1; i < end; i++) {
			if (seen[i] == st)
				continue;
			if (!paired(cell, i, S)) {
				lone++;
				continue;
			}
			seen[i] = st;
			flood(p, i, cell[i], seen, st, s->cells);
			n++;
		}
	}
	*singles = lone;
	return n;
}

void
sp_stats(const struct sp_pos *p, struct sp_scratch *s, struct sp_stats *st)
{
	const uint8_t *cell = p->cell;
	uint32_t st_ = next_stamp(s), *seen = s->seen;
	int S = p->stride, x, i, end, n;

	memset(st, 0, sizeof(*st));
	if (fast(p) && edges(p, s)) {
		count_fast(p, s, st, NULL);
		return;
	}
	for (x = 1; x <= p->ncols; x++) {
		end = x * S + 1 + p->height[x];
		for (i = x * S + 1; i < end; i++) {
			if (seen[i] == st_)
				continue;
			if (!paired(cell, i, S)) {
				st->singles++;
				continue;
			}
			seen[i] = st_;
			n = flood(p, i, cell[i], seen, st_, s->cells);
			st->groups++;
			count_group(st, cell[i] - 1, n);
		}
	}
	count_singles(p, st);
}

int
sp_has_move(const struct sp_pos *p)
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

int
sp_group_at(const struct sp_pos *p, int i, struct sp_scratch *s,
    uint16_t *cells)
{
	uint32_t st = next_stamp(s);

	if (p->cell[i] == SG_EMPTY)
		return 0;
	s->seen[i] = st;
	return flood(p, i, p->cell[i], s->seen, st, cells);
}

int
sp_play_cell(struct sp_pos *p, int i, struct sp_scratch *s,
    enum sg_rules rules)
{
	int c = p->cell[i], n = sp_group_at(p, i, s, s->cells);

	sp_remove(p, s->cells, n, c, rules);
	return n;
}

int
sp_color(const struct sp_pos *p, int i)
{
	return p->cell[i];
}

/* Let the tiles of column x fall; returns its new height. */
static int
settle(struct sp_pos *p, int x)
{
	uint8_t *col = p->cell + x * p->stride + 1;
	int y, top = 0, h = p->height[x];

	for (y = 0; y < h; y++)
		if (col[y] != SG_EMPTY)
			col[top++] = col[y];
	memset(col + top, SG_EMPTY, (size_t)(h - top));
	p->height[x] = (uint8_t)top;
	zcolumn(p, x, 0, top);		/* the keys of the tiles now */
	return top;
}

/* Close up the empty columns from column lo on. */
static void
close_columns(struct sp_pos *p, int lo)
{
	int S = p->stride, x, to;

	for (to = x = lo; x <= p->ncols; x++) {
		if (p->height[x] == 0)
			continue;
		if (to != x) {
			zcolumn(p, x, 0, p->height[x]);
			memcpy(p->cell + to * S, p->cell + x * S, (size_t)S);
			p->height[to] = p->height[x];
			zcolumn(p, to, 0, p->height[to]);
		}
		to++;
	}
	for (x = to; x <= p->ncols; x++) {
		memset(p->cell + x * S, SG_EMPTY, (size_t)S);
		p->height[x] = 0;
	}
	p->ncols = to - 1;
}

/* Count a move of n tiles of colour color + 1 on p under rules. */
static void
count_move(struct sp_pos *p, int n, int color, enum sg_rules rules)
{
	p->tiles -= n;
	p->count[color - 1] = (int16_t)(p->count[color - 1] - n);
	p->score += sg_move_score(rules, n);
}

void
sp_remove(struct sp_pos *p, const uint16_t *cells, int n, int color,
    enum sg_rules rules)
{
	uint64_t touched = 0;
	int S = p->stride, k, x, lo = SP_SIDE, hi = 0, empty = 0;

	for (k = 0; k < n; k++) {
		x = cells[k] / S;
		if (!(touched >> (x - 1) & 1))
			zcolumn(p, x, 0, p->height[x]);	/* the keys before */
		touched |= UINT64_C(1) << (x - 1);
		lo = x < lo ? x : lo;
		hi = x > hi ? x : hi;
	}
	for (k = 0; k < n; k++)
		p->cell[cells[k]] = SG_EMPTY;
	for (x = lo; x <= hi; x++)
		if ((touched >> (x - 1) & 1) && settle(p, x) == 0)
			empty = 1;
	count_move(p, n, color, rules);
	if (empty)
		close_columns(p, lo);
}

void
sp_remove_masks(struct sp_pos *p, const uint16_t *mask, int lo, int hi,
    int n, int color, enum sg_rules rules)
{
	int x, y, top, h, empty = 0;
	unsigned m;

	for (x = lo; x <= hi; x++) {
		uint8_t *col = p->cell + x * p->stride + 1;

		if ((m = mask[x - lo]) == 0)
			continue;
		h = p->height[x];
		y = ctz16(m);
		zcolumn(p, x, y, h);	/* out go the keys of the tiles that move */
		for (top = y; y < h; y++)	/* drop the bits of m */
			if (!(m >> y & 1))
				col[top++] = col[y];
		if (top < h)
			memset(col + top, SG_EMPTY, (size_t)(h - top));
		p->height[x] = (uint8_t)top;
		zcolumn(p, x, ctz16(m), top);	/* and in, where they fell */
		empty |= top == 0;
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

	for (x = 1; x <= p->ncols; x++)
		z ^= zkeys(p, x, 0, p->height[x]);
	return z;
}
