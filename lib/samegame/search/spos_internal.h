/*
 * The search's own position, with colour counts and the score so far kept
 * as moves are played.  Nothing here allocates: the search runs many
 * millions of these calls a second.  Cell index (x + 1) * stride + y + 1,
 * stride = h + 2, names tile (x, y), and columns are numbered x + 1:
 * column 0 and those right of the board stay empty.
 *
 * A board of up to SP_MASK_ROWS rows is held as bit masks, a bit a row: for
 * each column, a mask for each bit of colour + 1 (a plane), so that group
 * finding compares all colours on all tiles at once, a few words of four
 * columns, and a move drops the rows it removes from two to four masks.
 * Taller boards are held as cells with a border of empty cells, so that a
 * flood looks at its neighbours without bounds checks, and stamps mark the
 * cells seen instead of a cleared array.
 */
#ifndef SGM_SPOS_H
#define SGM_SPOS_H

#include <stddef.h>
#include <stdint.h>

#include "samegame/board.h"
#include "samegame/rules.h"

#define SP_SIDE		(SGM_MAX_SIDE + 2)
#define SP_CELLS	(SP_SIDE * SP_SIDE)

/* Boards of up to this many rows are held as masks. */
#define SP_MASK_ROWS	16

/*
 * Empty columns kept right of a masked board, so that four columns and the
 * one after them can be read from any column of it.
 */
#define SP_MASK_PAD	4

struct sp_pos {
	long score;			/* what the moves so far scored */
	uint64_t zobrist;		/* XOR of the keys of the tiles */
	int8_t hashed;			/* zobrist is kept (sp_hash_on) */
	/*
	 * Colour + 1 set aside, or 0: on a masked board, group finding
	 * and sp_has_move see its tiles as lone tiles (NRPA's playouts);
	 * sp_group_at and sp_play_cell flood them still.  Boards held as
	 * cells never set one.  (A byte beside hashed, so that a position,
	 * which beams copy by the million, takes no more room.)
	 */
	int8_t aside;
	int w, h, stride;
	int ncols;			/* non-empty columns */
	int tiles;
	int ncolors;			/* colours the board started with */
	int mstride;			/* masks per plane; 0: held as cells */
	int planes;			/* planes of masks */
	int16_t count[SGM_MAX_COLORS];	/* count[c]: tiles of colour c */
	uint8_t height[SP_SIDE];	/* height[x + 1]: tiles in column x */
	union {
		/* up to SP_MASK_ROWS rows: bit y of mask[b * mstride + x + 1]
		 * is bit b of the colour + 1 of tile (x, y), 0 when empty */
		uint16_t mask[SP_CELLS / 2];
		uint8_t cell[SP_CELLS];	/* taller: SGM_EMPTY or colour + 1 */
	};
};

/*
 * A group of two or more tiles found by sp_groups.  Its tiles are kept in
 * the scratch's cells[] from first on: as cell indices (size of them), or,
 * when the scratch's by_mask is set, as one bit mask of rows per column
 * from column lo to hi.  Use sp_group_cells to read them either way.
 */
struct sp_group {
	uint16_t cell;			/* index of its first tile */
	uint16_t size;
	uint16_t first;			/* its tiles: scratch cells[first..] */
	uint8_t color;			/* colour + 1 */
	uint8_t lo, hi;			/* columns (x + 1) it spans; on a
					   board held as cells, both its
					   first column */
};

/*
 * Words of four columns of a masked board: word j holds columns 4j + 1 ..
 * 4j + 4 (x + 1 for column x), a column to a 16-bit lane, row y of its
 * k-th column at bit 16k + y.
 */
#define SP_WORDS	(SP_SIDE / 4 + 2)

/* Most groups over four columns wide a masked board can hold. */
#define SP_MAX_WIDE	(SP_MASK_ROWS * SGM_MAX_SIDE / 5 + 1)

/* What group finding on a masked board works with, a bit a tile. */
struct sp_bits {
	uint64_t up[SP_WORDS];		/* tile matches the one above */
	uint64_t right[SP_WORDS];	/* tile matches the one right of it */
	uint64_t one[SP_WORDS];		/* tile matches just one neighbour */
	uint64_t rest[SP_WORDS];	/* tiles of groups still to flood */
	uint64_t seeds[SP_WORDS];	/* the first tile of each group */
	uint64_t pairs[SP_WORDS];	/* first tiles of groups of two */
	uint64_t across[SP_WORDS];	/* first tiles of pairs side by side */
	uint64_t wide[SP_WORDS];	/* first tiles of groups spanning
					   more than four columns */
	/* the groups but pairs flooded, in order: their masks from their
	   first column (four lanes), or for wide ones, records and masks
	   apart (not kept when sp_stats counts them as it floods) */
	uint64_t mask[SGM_MAX_MOVES + 1];
	struct sp_group wide_group[SP_MAX_WIDE];
	uint16_t wide_cells[SP_MASK_ROWS * SGM_MAX_SIDE + 8];
	uint64_t fillw[SP_WORDS + 1];	/* a group too wide for a window */
	uint16_t fill[SP_SIDE + SP_MASK_PAD];	/* a group flooded, by column */
};

/* Per-thread work space for group finding. */
struct sp_scratch {
	int by_mask;			/* groups hold row masks, not cells */
	int listed;			/* group[] holds all the groups found */
	uint32_t stamp;
	uint32_t seen[SP_CELLS];
	int ngroups;
	struct sp_group group[SGM_MAX_MOVES + 1];
	uint16_t cells[SP_CELLS];
	struct sp_bits bits;		/* for masked boards */
};

/* Make p the position of board b under a score of 0. */
void sp_from_board(struct sp_pos *p, const struct sgm_board *b);

/* Bytes of p in use: copy that many (sp_copy) to copy a position. */
static inline size_t
sp_bytes(const struct sp_pos *p)
{
	if (p->mstride)
		return offsetof(struct sp_pos, mask) + sizeof(p->mask[0]) *
		    (size_t)p->planes * (size_t)p->mstride;
	return offsetof(struct sp_pos, cell) +
	    (size_t)(p->w + 2) * (size_t)p->stride;
}

/* Copy src to dst touching only the bytes in use. */
void sp_copy(struct sp_pos *dst, const struct sp_pos *src);

/*
 * Find every group of two or more tiles of p into s->group[0..n), their
 * tiles into s->cells, and return n.  Reuses s's stamps, never clears.
 */
int sp_groups(const struct sp_pos *p, struct sp_scratch *s);

/*
 * Find the groups of p as sp_groups does, but list none of them; returns
 * how many.  Costs less than sp_groups when only a few are wanted: get
 * them with sp_nth_group.
 */
int sp_find_groups(const struct sp_pos *p, struct sp_scratch *s);

/*
 * Group k of the n found on p by sp_find_groups (or sp_groups): the k-th in
 * sp_groups' order.  It stays valid, and playable, until s is used again.
 */
const struct sp_group *sp_nth_group(const struct sp_pos *p,
    struct sp_scratch *s, int k);

/* Write the cell indices of group g of s (listed on p) to out; its size. */
int sp_group_cells(const struct sp_pos *p, const struct sp_scratch *s,
    const struct sp_group *g, uint16_t *out);

/* The index of the group of s (n listed on p) holding cell i, or -1. */
int sp_group_index(const struct sp_pos *p, const struct sp_scratch *s, int n,
    int i);

/* Count the groups of p and the singletons, without listing the cells. */
int sp_count_groups(const struct sp_pos *p, struct sp_scratch *s,
    int *singles);

/* The group structure of a position, for evaluations. */
struct sp_stats {
	int groups;			/* groups of two or more */
	int singles;			/* lone tiles */
	long potential;			/* sum over groups of (size - 2)^2 */
	int16_t comps[SGM_MAX_COLORS];	/* groups and lone tiles per colour */
	/* by colour (index colour): */
	int16_t cgroups[SGM_MAX_COLORS];	/* groups of two or more */
	int16_t csingles[SGM_MAX_COLORS];	/* lone tiles */
	int16_t clargest[SGM_MAX_COLORS];	/* tiles in the largest group */
	int32_t cpotential[SGM_MAX_COLORS];	/* sum of (size - 2)^2 */
};

/* Fill st with the group structure of p. */
void sp_stats(const struct sp_pos *p, struct sp_scratch *s,
    struct sp_stats *st);

/* 1 if some group of two or more tiles remains on p. */
int sp_has_move(const struct sp_pos *p);

/*
 * Remove the n cells (one group, of colour color + 1) from p, held as
 * cells, let the tiles fall and the columns close up, and add the move's
 * score under rules.
 */
void sp_remove(struct sp_pos *p, const uint16_t *cells, int n, int color,
    enum sgm_rules rules);

/*
 * As sp_remove, for p held as masks and a group given as row masks of
 * columns lo..hi (x + 1), mask[0] for column lo; n is its size.
 */
void sp_remove_masks(struct sp_pos *p, const uint16_t *mask, int lo, int hi,
    int n, int color, enum sgm_rules rules);

/* Play group g of s (found on p by sp_groups) on p. */
static inline void
sp_play(struct sp_pos *p, const struct sp_scratch *s, const struct sp_group *g,
    enum sgm_rules rules)
{
	if (s->by_mask)
		sp_remove_masks(p, s->cells + g->first, g->lo, g->hi, g->size,
		    g->color, rules);
	else
		sp_remove(p, s->cells + g->first, g->size, g->color, rules);
}

/* Flood the group of cell i into cells; returns its size (1 for a single). */
int sp_group_at(const struct sp_pos *p, int i, struct sp_scratch *s,
    uint16_t *cells);

/*
 * Play the group of cell i (two or more tiles) on p under rules; returns
 * the tiles removed, 0 for an empty cell (p unchanged).  Uses s's cells,
 * not its group list.
 */
int sp_play_cell(struct sp_pos *p, int i, struct sp_scratch *s,
    enum sgm_rules rules);

/* What cell i of p holds: SGM_EMPTY or colour + 1. */
int sp_color(const struct sp_pos *p, int i);

/*
 * Whether colour a comes after colour b when colours are ranked by their
 * tiles on p, most first, the lower colour first on a tie.
 */
static inline int
sp_ranks_below(const struct sp_pos *p, int a, int b)
{
	return p->count[a] < p->count[b] ||
	    (p->count[a] == p->count[b] && a > b);
}

/*
 * The colour (as an index, colour - 1) with the most tiles on p, the lowest
 * on a tie: the tabu colour of playouts and the beam's target.
 */
static inline int
sp_commonest(const struct sp_pos *p)
{
	int c, t = 0;

	for (c = 1; c < p->ncolors; c++)
		if (sp_ranks_below(p, t, c))
			t = c;
	return t;
}

/*
 * The colour (as an index) that rank colours with tiles come before, when
 * colours are ranked by their tiles as sp_ranks_below says: rank 0 is
 * sp_commonest's, rank 1 the next.  The commonest when fewer than rank + 1
 * colours have tiles.
 */
static inline int
sp_ranked_color(const struct sp_pos *p, int rank)
{
	int c, d, above;

	for (c = 0; c < p->ncolors; c++) {
		if (p->count[c] == 0)
			continue;
		for (d = above = 0; d < p->ncolors; d++)
			above += p->count[d] > 0 && sp_ranks_below(p, c, d);
		if (above == rank)
			return c;
	}
	return sp_commonest(p);
}

/* The final score of p when no move is left (moves plus the end score). */
static inline long
sp_final(const struct sp_pos *p, enum sgm_rules rules)
{
	return p->score + sgm_end_score(rules, p->tiles);
}

/* Column and row of cell index i. */
static inline void
sp_xy(const struct sp_pos *p, int i, int *x, int *y)
{
	*x = i / p->stride - 1;
	*y = i % p->stride - 1;
}

/*
 * The Zobrist hash of p: the XOR of a 64-bit key for each tile, drawn from
 * its cell and colour.  Once sp_hash_on(p) is called, p and its copies keep
 * it up to date as moves are played (a tile that moves costs two keys), so
 * reading it costs nothing.  Positions that are never hashed (playouts)
 * skip that work: it cost them a tenth of their speed.
 */
void sp_hash_on(struct sp_pos *p);

static inline uint64_t
sp_hash(const struct sp_pos *p)
{
	return p->zobrist;
}

/* The Zobrist hash of p computed afresh from its tiles (for tests). */
uint64_t sp_hash_full(const struct sp_pos *p);

#endif
