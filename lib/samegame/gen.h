/* Reproducible random boards (the algorithm is written out in sg(5)). */
#ifndef SGM_GEN_H
#define SGM_GEN_H

#include <stdint.h>

#include "samegame/board.h"

/*
 * Fill b with board number index (from 1) of the set made from seed: w x h
 * tiles of ncolors colours, every cell filled.  Sizes and colours must be in
 * range (1..SGM_MAX_SIDE, 1..SGM_MAX_COLORS); the caller checks them.
 */
void sgm_gen_board(struct sgm_board *b, int w, int h, int ncolors,
    uint64_t seed, uint64_t index);

/*
 * As sgm_gen_board, but balanced: each colour has w x h / ncolors tiles (the
 * first w x h mod ncolors colours one more), shuffled.
 */
void sgm_gen_balanced(struct sgm_board *b, int w, int h, int ncolors,
    uint64_t seed, uint64_t index);

/*
 * As sgm_gen_board, but colour c (from 0) has count[c] tiles, shuffled (the
 * algorithm is in sg(5)); with the counts of sgm_gen_balanced, its board.
 * Returns 0, or -1 with b untouched when ncolors is out of range or the
 * counts are not all 0 or more summing to w x h.
 */
int sgm_gen_counts(struct sgm_board *b, int w, int h, int ncolors,
    const int *count, uint64_t seed, uint64_t index);

#endif
