/* Tile names that follow the tiles: see names.h. */
#include <string.h>

#include "core/bits.h"
#include "samegame/search/names_internal.h"

void
sp_names_start(struct sp_names *n, const struct sp_pos *p)
{
	int i, cells = (p->w + 2) * p->stride;

	for (i = 0; i < cells; i++)
		n->at[i] = (uint16_t)i;
}

/*
 * Mark in rows[lo..hi] the rows of each column that group g of s, listed
 * on p, holds; sets *lo and *hi to the columns it spans.
 */
static void
group_rows(const struct sp_pos *p, const struct sp_scratch *s,
    const struct sp_group *g, uint64_t *rows, int *lo, int *hi)
{
	const uint16_t *cells = s->cells + g->first;
	int c, k;

	if (s->by_mask) {
		*lo = g->lo, *hi = g->hi;
		for (c = g->lo; c <= g->hi; c++)
			rows[c] = cells[c - g->lo];
		return;
	}
	*lo = SP_SIDE, *hi = 0;
	for (k = 0; k < g->size; k++) {
		c = cells[k] / p->stride;
		*lo = c < *lo ? c : *lo;
		*hi = c > *hi ? c : *hi;
	}
	for (c = *lo; c <= *hi; c++)
		rows[c] = 0;
	for (k = 0; k < g->size; k++)
		rows[cells[k] / p->stride] |=
		    UINT64_C(1) << (cells[k] % p->stride - 1);
}

void
sp_names_follow(struct sp_names *n, const struct sp_pos *p,
    const struct sp_scratch *s, const struct sp_group *g)
{
	uint64_t rows[SP_SIDE];
	uint8_t left[SP_SIDE];		/* tiles each column keeps */
	int lo, hi, c, y, k, to, emptied = 0;

	group_rows(p, s, g, rows, &lo, &hi);
	for (c = lo; c <= hi; c++) {
		uint16_t *col = n->at + c * p->stride + 1;
		if (rows[c] == 0) {	/* never: a group has a tile in each */
			left[c] = p->height[c];
			continue;
		}
		/*
		 * The tiles under the group stay; each above it moves down
		 * to the next place, a taken tile's name written over by
		 * the next kept or left above the column (no branch: taken
		 * and kept tiles interleave at random).
		 */
		for (k = y = sg_ctz64(rows[c]); y < p->height[c]; y++) {
			col[k] = col[y];
			k += !(rows[c] >> y & 1);
		}
		left[c] = (uint8_t)k;
		emptied |= k == 0;
	}
	if (!emptied)
		return;
	for (c = to = lo; c <= p->ncols; c++) {
		if ((c <= hi ? left[c] : p->height[c]) == 0)
			continue;
		if (to != c)
			memcpy(n->at + to * p->stride, n->at + c * p->stride,
			    sizeof(n->at[0]) * (size_t)p->stride);
		to++;
	}
}
