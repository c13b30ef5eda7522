#include <stddef.h>

#include "samegame/gen.h"
#include "core/rng.h"

/* Mark every column of b, w x h with every cell filled, as full. */
static void
set_full(struct sgm_board *b, int w, int h)
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
sgm_gen_board(struct sgm_board *b, int w, int h, int ncolors, uint64_t seed,
    uint64_t index)
{
	uint64_t state = sg_mix64(seed ^ sg_mix64(index));
	int x, y;

	sgm_board_init(b, w, h, NULL);
	for (y = h - 1; y >= 0; y--)
		for (x = 0; x < w; x++)
			b->cell[x * h + y] = (uint8_t)(1 +
			    sg_rand_below(&state, (uint32_t)ncolors));
	set_full(b, w, h);
}

/*
 * Tiles are dealt in rounds, each round giving the next tile to each colour
 * with tiles left, in colour order; tile k (in the order sgm_gen_board draws
 * cells) keeps the colour dealt to it until, for k from the last down to 1,
 * tile k is swapped with tile (next >> 32) * (k + 1) >> 32 (Fisher and
 * Yates), from the same stream.
 */
int
sgm_gen_counts(struct sgm_board *b, int w, int h, int ncolors,
    const int *count, uint64_t seed, uint64_t index)
{
	uint64_t state = sg_mix64(seed ^ sg_mix64(index));
	/* the rounds deal every tile; zeroed for scan-build, which
	 * cannot follow them */
	uint8_t tile[SGM_MAX_CELLS] = { 0 }, t;
	int left[SGM_MAX_COLORS], c, k, j, x, y, sum = 0;

	if (ncolors < 1 || ncolors > SGM_MAX_COLORS)
		return -1;
	for (c = 0; c < ncolors; c++) {
		if (count[c] < 0 || count[c] > w * h)
			return -1;
		sum += left[c] = count[c];
	}
	if (sum != w * h)
		return -1;
	for (k = 0; k < w * h;)		/* the rounds */
		for (c = 0; c < ncolors; c++)
			if (left[c] > 0) {
				left[c]--;
				tile[k++] = (uint8_t)c;
			}
	for (k = w * h - 1; k > 0; k--) {
		j = (int)sg_rand_below(&state, (uint32_t)k + 1);
		t = tile[k];
		tile[k] = tile[j];
		tile[j] = t;
	}
	sgm_board_init(b, w, h, NULL);
	k = 0;
	for (y = h - 1; y >= 0; y--)	/* in the order sgm_gen_board draws */
		for (x = 0; x < w; x++)
			b->cell[x * h + y] = (uint8_t)(1 + tile[k++]);
	set_full(b, w, h);
	return 0;
}

/* The rounds deal tile k colour k mod ncolors (sgm_gen_counts). */
void
sgm_gen_balanced(struct sgm_board *b, int w, int h, int ncolors, uint64_t seed,
    uint64_t index)
{
	int count[SGM_MAX_COLORS], c;

	for (c = 0; c < ncolors; c++)
		count[c] = w * h / ncolors + (c < w * h % ncolors);
	(void)sgm_gen_counts(b, w, h, ncolors, count, seed, index);
}
