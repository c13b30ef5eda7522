#include <stddef.h>

#include "gen.h"
#include "rng.h"

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
	for (x = 0; x < w; x++)
		b->height[x] = (uint8_t)h;
	b->ncols = w;
	b->tiles = w * h;
}
