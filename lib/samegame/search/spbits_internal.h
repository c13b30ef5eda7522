/*
 * Bit-parallel helpers for boards held as masks, private to group finding
 * (spos.c) and the groups kept across moves (track.c); everyone else uses
 * spos_internal.h and track_internal.h.  Their names start with sb_.
 *
 * Words of four columns (SP_WORDS) hold, for every tile at once, whether
 * it matches the one above and the one right of it; a flood grows a set of
 * tiles along those edges a step at a time.
 */
#ifndef SGM_SPBITS_H
#define SGM_SPBITS_H

#include <stdint.h>
#include <string.h>

#include "core/bits.h"
#include "samegame/search/spos_internal.h"

/* p is held as masks, not cells. */
static inline int
sb_masked(const struct sp_pos *p)
{
	return p->mstride != 0;
}

/* Plane b of p's masks, by column x + 1. */
static inline const uint16_t *
sb_plane_of(const struct sp_pos *p, int b)
{
	return p->mask + b * p->mstride;
}

/*
 * The planes of column x + 1 in pl[0..3], those past p's planes empty.
 * (Tests of the number of planes, the same every time, cost less than a
 * loop over them.)
 */
static inline void
sb_planes_at(const struct sp_pos *p, int x, unsigned pl[4])
{
	pl[0] = sb_plane_of(p, 0)[x];
	pl[1] = p->planes > 1 ? sb_plane_of(p, 1)[x] : 0;
	pl[2] = p->planes > 2 ? sb_plane_of(p, 2)[x] : 0;
	pl[3] = p->planes > 3 ? sb_plane_of(p, 3)[x] : 0;
}

/* The colour (colour + 1, or SGM_EMPTY) in row y of the planes pl. */
static inline int
sb_color_of(const unsigned pl[4], int y)
{
	return (int)((pl[0] >> y & 1) | (pl[1] >> y & 1) << 1 |
	    (pl[2] >> y & 1) << 2 | (pl[3] >> y & 1) << 3);
}

/* The colour (colour + 1, or SGM_EMPTY) in row y of column x + 1. */
static inline int
sb_color_in(const struct sp_pos *p, int x, int y)
{
	unsigned pl[4];

	sb_planes_at(p, x, pl);
	return sb_color_of(pl, y);
}

/* The lanes of a word less their top bit, and their bottom bits. */
#define SB_NOT_TOP		UINT64_C(0x7fff7fff7fff7fff)
#define SB_ROW0		UINT64_C(0x0001000100010001)

/* Masks m[0..3] as one word (one load where the byte order allows). */
static inline uint64_t
sb_load4(const uint16_t *m)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	uint64_t v;

	memcpy(&v, m, sizeof(v));
	return v;
#else
	return (uint64_t)m[0] | (uint64_t)m[1] << 16 | (uint64_t)m[2] << 32 |
	    (uint64_t)m[3] << 48;
#endif
}

/* Store the lanes of v to m[0..3]. */
static inline void
sb_store4(uint16_t *m, uint64_t v)
{
	m[0] = (uint16_t)v;
	m[1] = (uint16_t)(v >> 16);
	m[2] = (uint16_t)(v >> 32);
	m[3] = (uint16_t)(v >> 48);
}

/* The lanes of the words w0, w1 from lane k of w0 on: a window. */
static inline uint64_t
sb_window(uint64_t w0, uint64_t w1, int k)
{
	return w0 >> 16 * k | w1 << (48 - 16 * k) << 16;
}

/* The tiles of colour c (colour + 1) in the word of columns x .. x + 3. */
static inline uint64_t
sb_tiles_at(const struct sp_pos *p, int c, int x)
{
	uint64_t t = ~UINT64_C(0);
	int b;

	for (b = 0; b < p->planes; b++)
		t &= sb_load4(sb_plane_of(p, b) + x) ^
		    ((uint64_t)(c >> b & 1) - 1);
	return t;
}

/*
 * The edges in the word of columns x .. x + 3 of p: the tiles that match
 * the one right of them, returned, and in *up those that match the one
 * above.  Two tiles match when no plane tells them apart and they are
 * not empty, nor of the colour p sets aside.
 */
static inline uint64_t
sb_edges_at(const struct sp_pos *p, int x, uint64_t *up)
{
	uint64_t t, occ = 0, dv = 0, dh = 0;
	int b;

	for (b = 0; b < p->planes; b++) {
		const uint16_t *m = sb_plane_of(p, b) + x;

		t = sb_load4(m);
		occ |= t;
		dv |= t ^ t >> 1;
		dh |= t ^ (t >> 16 | (uint64_t)m[4] << 48);
	}
	if (p->aside)
		occ &= ~sb_tiles_at(p, p->aside, x);
	*up = occ & ~dv & SB_NOT_TOP;
	return occ & ~dh;
}

/*
 * Grow f along the up edges u and the right edges r of a window until it
 * is closed.  A group of more than two tiles takes two steps at least, and
 * one more to see that it is closed.
 */
static inline uint64_t
sb_flood_window(uint64_t f, uint64_t u, uint64_t r)
{
	uint64_t g;

#define EDGE_STEP(f) ((f) | ((f) & u) << 1 | ((f) >> 1 & u) | \
	((f) & r) << 16 | ((f) >> 16 & r))
	f = EDGE_STEP(f);
	f = EDGE_STEP(f);
	for (;;) {
		g = EDGE_STEP(f);
		if (g == f)
			return f;
		f = g;
	}
#undef EDGE_STEP
}

/* Grow f, tiles of colour mask t (a word), until it is closed. */
static inline uint64_t
sb_close_word(uint64_t f, uint64_t t)
{
	uint64_t g;

	for (;;) {
		g = (f | (f << 1 & ~SB_ROW0) | (f >> 1 & SB_NOT_TOP) | f << 16 |
		    f >> 16) & t;
		if (g == f)
			return f;
		f = g;
	}
}

/*
 * Add to word k of w (tiles of colour c, colour + 1) what it reaches from
 * the words beside it, and close it; returns 1 if it grew.
 */
static inline int
sb_grow_word(const struct sp_pos *p, int c, uint64_t *w, int k)
{
	uint64_t t = sb_tiles_at(p, c, 4 * k + 1), f;

	f = w[k] | (((k > 0 ? w[k - 1] >> 48 : 0) | w[k + 1] << 48) & t);
	if (f == 0)
		return 0;
	f = sb_close_word(f, t);
	if (f == w[k])
		return 0;
	w[k] = f;
	return 1;
}

/*
 * Grow the tiles of colour c (colour + 1) in the words w[from..nw) (the
 * others empty) to
 * their whole groups, for groups too wide for one window: each word is
 * closed in turn, taking what the words beside it reach, sweeping right and
 * back until a sweep changes nothing.
 */
static inline void
sb_flood_words(const struct sp_pos *p, int c, uint64_t *w, int from, int nw)
{
	int k, changed;

	do {
		changed = 0;
		for (k = from; k < nw; k++)
			changed |= sb_grow_word(p, c, w, k);
		for (k = nw - 2; k >= from; k--)
			changed |= sb_grow_word(p, c, w, k);
	} while (changed);
}

/* Words of four columns holding the columns of p. */
static inline int
sb_nwords(const struct sp_pos *p)
{
	return (p->ncols + 3) / 4;
}

/* Row mask of column x (x + 1 for x) in the words w. */
static inline unsigned
sb_column_of(const uint64_t *w, int x)
{
	return (unsigned)(w[(x - 1) >> 2] >> 16 * ((x - 1) & 3)) & 0xffff;
}

/*
 * Grow *f0 (a window from lane k of word j, closed in it) with *f1 (the
 * four columns after it, empty) along the edges of b until closed, in the
 * eight columns from the window's first; returns 0 if it reaches a ninth.
 * Most groups too wide for a window fit here.
 */
static inline int
sb_flood_eight(const struct sp_bits *b, int j, int k, uint64_t *f0,
    uint64_t *f1)
{
	uint64_t u0 = sb_window(b->up[j], b->up[j + 1], k);
	uint64_t u1 = sb_window(b->up[j + 1], b->up[j + 2], k);
	uint64_t r0 = sb_window(b->right[j], b->right[j + 1], k);
	uint64_t r1 = sb_window(b->right[j + 1], b->right[j + 2], k);
	uint64_t a0 = *f0, a1 = 0, g0, g1;

	for (;;) {
		g0 = a0 | (a0 & u0) << 1 | (a0 >> 1 & u0) | (a0 & r0) << 16 |
		    ((a0 >> 16 | a1 << 48) & r0);
		g1 = a1 | (a1 & u1) << 1 | (a1 >> 1 & u1) | (a1 & r1) << 16 |
		    (a1 >> 16 & r1) | (a0 & r0) >> 48;
		if (g0 == a0 && g1 == a1)
			break;
		a0 = g0;
		a1 = g1;
	}
	*f0 = a0;
	*f1 = a1;
	return (a1 & r1) >> 48 == 0;
}

/*
 * Write to g the record of a group of colour c (colour + 1) and size tiles,
 * first at row y of column x and spanning columns x..hi, but for where its
 * masks go; returns the columns it spans.
 */
static inline int
sb_put_record(const struct sp_pos *p, struct sp_group *g, int x, int y, int c,
    int size, int hi)
{
	g->cell = (uint16_t)(x * p->stride + 1 + y);
	g->size = (uint16_t)size;
	g->color = (uint8_t)c;
	g->lo = (uint8_t)x;
	g->hi = (uint8_t)hi;
	return hi - x + 1;
}

/*
 * Fill b->up and b->right for the words of columns of p from word from on
 * (0: all), b->rest with the tiles that match a neighbour and b->one with
 * those matching just one, the words before from as they stand.  The two
 * words past the last are left empty.
 */
void sp_edges_from(const struct sp_pos *p, struct sp_bits *b, int from);

/*
 * Fill the words from..to of b as sp_edges_from does, from the words left
 * of them as they stand: for a move that changed only the columns of those
 * words and closed none.
 */
void sp_edges_in(const struct sp_pos *p, struct sp_bits *b, int from,
    int to);

/*
 * The group first at row y of column x, flooded to f in the window of the
 * four columns from x, reaches the fifth: flood it whole, take its tiles
 * from b->rest, and write its record to g (but for where its masks go) and
 * its masks to out; returns the columns it spans.
 */
int sp_flood_wide(const struct sp_pos *p, struct sp_bits *b, int x, int y,
    uint64_t f, struct sp_group *g, uint16_t *out);

#endif
