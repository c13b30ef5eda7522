#include <stddef.h>

#include "gen.h"
#include "rng.h"

/* Mark every column of b, w x h with every cell filled, as full. */
static void
set_full(struct sg_board *b, int w, int h)
{
	int x;

	for (x = 0; x < w; x++)
		b->height[x] = (uint8_t)h;
	b->ncols = w;
	b->tiles = w * h;
}

/*
 * Board index of seed s draws from a SplitMix64 stream whose state starts at
 * mix64(s ^ mix64(index)); cells are drawn row by row from the top row down,
 * left to right in each row, colour = (next >> 32) * ncolors >> 32.
 */
void
sg_gen_board(struct sg_board *b, int w, int h, int ncolors, uint64_t seed,
    uint64_t index)
{
	uint64_t state = sg_mix64(seed ^ sg_mix64(index));
	int x, y;

	sg_board_init(b, w, h, NULL);
	for (y = h - 1; y >= 0; y--)
		for (x = 0; x < w; x++)
			b->cell[x * h + y] = (uint8_t)(1 +
			    sg_rand_below(&state, (uint32_t)ncolors));
	set_full(b, w, h);
}

/*
 * Tile k, in the order sg_gen_board draws cells, starts as colour k mod
 * ncolors; then for k from the last down to 1, tile k is swapped with tile
 * (next >> 32) * (k + 1) >> 32 (Fisher and Yates), from the same stream.
 */
void
sg_gen_balanced(struct sg_board *b, int w, int h, int ncolors, uint64_t seed,
    uint64_t index)
{
	uint64_t state = sg_mix64(seed ^ sg_mix64(index));
	uint8_t tile[SG_MAX_CELLS], t;
	int k, j, x, y;

	for (k = 0; k < w * h; k++)
		tile[k] = (uint8_t)(k % ncolors);
	for (k = w * h - 1; k > 0; k--) {
		j = (int)sg_rand_below(&state, (uint32_t)k + 1);
		t = tile[k];
		tile[k] = tile[j];
		tile[j] = t;
	}
	sg_board_init(b, w, h, NULL);
	k = 0;
	for (y = h - 1; y >= 0; y--)	/* in the order sg_gen_board draws */
		for (x = 0; x < w; x++)
			b->cell[x * h + y] = (uint8_t)(1 + tile[k++]);
	set_full(b, w, h);
}
