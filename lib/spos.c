#include <string.h>

#include "rng.h"
#include "spos.h"

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

int
sp_groups(const struct sp_pos *p, struct sp_scratch *s)
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
			used += size;
			n++;
		}
	}
	s->ngroups = n;
	return n;
}

int
sp_count_groups(const struct sp_pos *p, struct sp_scratch *s, int *singles)
{
	const uint8_t *cell = p->cell;
	uint32_t st = next_stamp(s), *seen = s->seen;
	int S = p->stride, x, i, end, n = 0, lone = 0;

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
	for (x = 1; x <= p->ncols; x++) {
		end = x * S + 1 + p->height[x];
		for (i = x * S + 1; i < end; i++) {
			if (seen[i] == st_)
				continue;
			st->comps[cell[i] - 1]++;
			if (!paired(cell, i, S)) {
				st->singles++;
				continue;
			}
			seen[i] = st_;
			n = flood(p, i, cell[i], seen, st_, s->cells);
			st->groups++;
			st->potential += (long)(n - 2) * (n - 2);
		}
	}
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
	return top;
}

void
sp_remove(struct sp_pos *p, const uint16_t *cells, int n, int color,
    enum sg_rules rules)
{
	uint64_t touched = 0;
	int S = p->stride, k, x, lo = SP_SIDE, hi = 0, to, empty = 0;

	for (k = 0; k < n; k++) {
		x = cells[k] / S;
		p->cell[cells[k]] = SG_EMPTY;
		touched |= UINT64_C(1) << (x - 1);
		lo = x < lo ? x : lo;
		hi = x > hi ? x : hi;
	}
	for (x = lo; x <= hi; x++)
		if ((touched >> (x - 1) & 1) && settle(p, x) == 0)
			empty = 1;
	p->tiles -= n;
	p->count[color - 1] = (int16_t)(p->count[color - 1] - n);
	p->score += sg_move_score(rules, n);
	if (!empty)
		return;
	for (to = x = lo; x <= p->ncols; x++) {
		if (p->height[x] == 0)
			continue;
		if (to != x) {
			memcpy(p->cell + to * S, p->cell + x * S, (size_t)S);
			p->height[to] = p->height[x];
		}
		to++;
	}
	for (x = to; x <= p->ncols; x++) {
		memset(p->cell + x * S, SG_EMPTY, (size_t)S);
		p->height[x] = 0;
	}
	p->ncols = to - 1;
}

uint64_t
sp_hash(const struct sp_pos *p)
{
	const uint8_t *c = p->cell + p->stride;
	size_t k, n = (size_t)p->ncols * (size_t)p->stride;
	uint64_t h = (uint64_t)n * SG_GOLDEN, word;

	for (k = 0; k + 8 <= n; k += 8) {
		memcpy(&word, c + k, 8);
		h = sg_mix64(h ^ word) + k;
	}
	word = 0;
	memcpy(&word, c + k, n - k);
	return sg_mix64(h ^ word);
}
