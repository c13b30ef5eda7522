/*
 * The groups of a search position kept across moves.  A move changes only
 * the groups touching the columns it took tiles from or beside them; the
 * others keep their tiles (those right of it only shift left when columns
 * close) and what the caller stored with them (NRPA: its code and weight).
 * So after a move only the groups touching those columns are found again.
 * Boards held as cells are listed afresh at every move.
 *
 * A group is known by the cell of its first tile (the lowest of its
 * leftmost column), and the k-th group is the k-th that sp_groups lists,
 * so that a game kept as group indices replays the same under either.  The
 * track keeps the names of the tiles (names_internal.h) too, and a group's
 * record under the name of its first tile, so that records stay put when
 * columns close.
 */
#ifndef SGM_TRACK_H
#define SGM_TRACK_H

#include <stdint.h>

#include "core/bits.h"
#include "samegame/search/names_internal.h"
#include "samegame/search/spos_internal.h"

/* What the track knows of a group, and what the caller keeps beside it. */
struct sp_kept {
	uint16_t size;
	uint8_t color;			/* colour + 1 */
	uint8_t span;			/* columns it spans, less one */
	/* the caller's, kept while the group stands (NRPA: its code and
	   the weight of playing it); weight is SP_FRESH for a group found
	   by the last move */
	uint16_t key;
	float weight;
};

#define SP_FRESH	(-1.0f)

/* Words of a bit a cell. */
#define SP_CELL_WORDS	((SP_CELLS + 63) / 64)

struct sp_track {
	int n;				/* groups */
	int words;			/* words of first[] in use */
	int span;			/* no group spans more columns, less
					   one, since the start */
	uint64_t first[SP_CELL_WORDS];	/* bit i: a group is first at cell i */
	uint64_t wide[SP_CELL_WORDS];	/* those that span two columns or
					   more */
	struct sp_names names;		/* of the tiles of the position */
	struct sp_kept rec[SP_CELLS];	/* by the name of a first tile */
	/*
	 * What the last move changed, so that a caller keeping a sum over
	 * the groups need not walk them all: the records of the groups it
	 * dropped, as they were (ngone), and the first tiles of those it
	 * found (nfresh); nfresh is -1 when every group is new (after a
	 * start, or a move on a board held as cells).
	 */
	int ngone, nfresh;
	struct sp_kept gone[SGM_MAX_MOVES + 1];
	uint16_t fresh[SGM_MAX_MOVES + 1];
	/* the edges at the start (sp_bits) */
	uint64_t up[SP_WORDS], right[SP_WORDS], one[SP_WORDS];
	uint64_t found[SP_WORDS];	/* scratch for finding groups */
};

/*
 * Start t on p: its groups all fresh, its tiles named by their cells.  s is
 * the track's work space until the track is started again: use no other.
 */
void sp_track_start(struct sp_track *t, const struct sp_pos *p,
    struct sp_scratch *s);

/*
 * Start t as sp_track_start(t, p, s) would, from start, a track started
 * on p and not played since: a copy, all fresh again, without the search.
 */
void sp_track_restart(struct sp_track *t, const struct sp_track *start,
    const struct sp_pos *p, struct sp_scratch *s);

/* The record of the group first at cell i of t. */
static inline struct sp_kept *
sp_track_at(struct sp_track *t, int i)
{
	return &t->rec[t->names.at[i]];
}

/* A walk over the groups of a track, in order: see sp_track_next. */
struct sp_walk {
	int j;				/* word of first[] */
	uint64_t f;			/* its bits not yet walked */
};

/* Start w at the first group of t. */
static inline void
sp_track_walk(const struct sp_track *t, struct sp_walk *w)
{
	w->j = 0;
	w->f = t->words > 0 ? t->first[0] : 0;
}

/* The first tile of the next group of t on walk w; -1 after the last. */
static inline int
sp_track_next(const struct sp_track *t, struct sp_walk *w)
{
	int i;

	while (w->f == 0) {
		if (++w->j >= t->words)
			return -1;
		w->f = t->first[w->j];
	}
	i = 64 * w->j + sg_ctz64(w->f);
	w->f &= w->f - 1;
	return i;
}

/*
 * Write to cells[] the first tiles of t's groups, in order; returns their
 * number, t->n.
 */
int sp_track_cells(const struct sp_track *t, uint16_t *cells);

/* The group first at cell i of t, on p, as sp_groups lists it (first 0). */
void sp_track_group(const struct sp_track *t, const struct sp_pos *p, int i,
    struct sp_group *g);

/*
 * List the groups of t afresh on p, all fresh, keeping the names: after
 * p's aside colour was given back (p->aside set to 0).
 */
void sp_track_relist(struct sp_track *t, const struct sp_pos *p,
    struct sp_scratch *s);

/* Play the group first at cell i of t on p under rules; t follows. */
void sp_track_play(struct sp_track *t, struct sp_pos *p,
    struct sp_scratch *s, int i, enum sgm_rules rules);

#endif
