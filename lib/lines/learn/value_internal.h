/*
 * How the learned value reads the grid (value.c), shared with its update
 * (update.c) and kept to lib/lines/learn.
 */
#ifndef LINES_VALUE_INTERNAL_H
#define LINES_VALUE_INTERNAL_H

#include "core/bits.h"
#include "lines/learn/value.h"

/* The cell that stands for those off the grid, and what it holds. */
#define LINES_VALUE_OFF_CELL	LINES_MAX_CELLS
#define LINES_VALUE_OFF		15

/*
 * A window read: its pattern with every ball another colour's (base), and
 * for each of the k colours in it what its balls take off base.
 */
struct lines_reading {
	int base, k;
	int mine[LINES_VALUE_LEN];
};

/*
 * Read the window of cells w of the grid cell, whose cell
 * LINES_VALUE_OFF_CELL holds LINES_VALUE_OFF.
 */
static inline void
lines_read_window(const int16_t *w, const uint8_t *cell,
    struct lines_reading *x)
{
	/* Base-4 digits: empty 0, a ball 2 (another colour's), off 3. */
	static const uint8_t digit[16] = { 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0,
	    0, 0, 0, 3 };
	int of[16] = { 0 }, i, v;
	unsigned present = 0;

	x->base = 0;
	for (i = 0; i < LINES_VALUE_LEN; i++) {
		v = cell[w[i]];
		x->base += digit[v] << 2 * i;
		of[v] += 1 << 2 * i;
		present |= 1u << v;
	}
	present &= ((1u << (LINES_MAX_COLORS + 1)) - 1) & ~1u;
	for (x->k = 0; present; present &= present - 1)
		x->mine[x->k++] = of[sg_ctz64(present)];
}

/* The pattern of block b of g on the grid cell. */
int lines_block_index(const struct lines_value_geom *g, const uint8_t *cell,
    int b);

#endif
