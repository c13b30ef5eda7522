/* What the record suites share: a SameGame record's board, as a copy. */
#ifndef SG_SAMEGAME_UNIT_H
#define SG_SAMEGAME_UNIT_H

#include "samegame/game.h"

/*
 * The board of SameGame record r (record.h keeps it as bytes), copied to
 * one of two buffers in turn, so that two boards can be compared.
 */
static inline const struct sgm_board *
rb(const struct sg_record *r)
{
	static struct sgm_board b[2];
	static int k;

	k ^= 1;
	sgm_record_board(r, &b[k]);
	return &b[k];
}

#endif
