/*
 * Names for the tiles of a search position that stay with them as they
 * fall and their columns close up: each tile is named by the cell it held
 * at the root.  NRPA names a move by its first tile's name, so that a group
 * keeps its code while its tiles stay together, wherever they have fallen.
 */
#ifndef SGM_NAMES_H
#define SGM_NAMES_H

#include <stdint.h>

#include "samegame/search/spos_internal.h"

struct sp_names {
	uint16_t at[SP_CELLS];		/* at[i]: root cell of the tile at i */
};

/* Name each tile of root p by its own cell. */
void sp_names_start(struct sp_names *n, const struct sp_pos *p);

/*
 * Move the names of p's tiles as playing group g (of s, listed on p) will
 * move the tiles.  Call it before sp_play.
 */
void sp_names_follow(struct sp_names *n, const struct sp_pos *p,
    const struct sp_scratch *s, const struct sp_group *g);

#endif
