#include "lines/play/expecti_internal.h"

/*
 * The weights, in tenths of a point, by colour count (3 to 9).
 *
 * A window is 5 cells in a line holding balls of one colour and nothing
 * else: it can still become a run, and the more balls it holds the nearer
 * it is.  A cell where one ball completes runs in two directions is worth
 * cross: 9 balls pay 38.  A free cell is room to wait for runs, worth more
 * the fewer cells a colour has; past the knee (half the grid, or 5 empty
 * cells a colour with 3 colours, whose games have room anyway) a cell is
 * worth a sparse part of that, so that the player builds long removals
 * rather than take fives for the cells they free.
 *
 * Games with at most 4 colours on grids of 8 or more, and with 5 on grids
 * of 10 or more, live the 1000 moves, and there the score is the points a
 * move.  A gap that would remove r > 5 balls is worth ambition percent of
 * what r pays beyond a five, and an empty cell where windows of a colour
 * holding 3 balls or more meet from two directions is worth near_cross: a
 * cross in the making, which the search does not see coming.  On roomy
 * grids (3 colours on 10x10 and up) runs grow to five without it, so it is
 * divided by near_cross_roomy_share; below near_cross_room cells a colour,
 * holding balls back for it costs more games than it pays.
 *
 * Both ramp from nothing at their none empty cells a colour to in full at
 * their full, so that survival comes first on crowded grids: crosses in
 * the making stop sooner on tight grids (near_cross_none, _full), and
 * roomy grids have a ramp of their own (roomy_none, _full), lower and
 * steeper with 3 colours, whose free cells count in full only near the
 * end of room.
 *
 * Held, a gap is worth more than what filling it pays, so that the player
 * builds it and the tester's balls may fill it for nothing; a removal of
 * cash balls or more is taken at once (lines/play/expecti.c), or the
 * player would never fill one itself.
 */
#define FEW(free, side, ambition, near, cash, knee, roomy_none, roomy_full) \
	{ { 0, 1, 4, 16, 50 }, 6, free, 3, 300, side, ambition, 6, 12, near, \
	8, 14, 16, 32, 2, cash, knee, roomy_none, roomy_full, 0 }
#define NEVER	(LINES_MAX_SIDE + 1)
/*
 * With 6 colours or more, a gap that no ball of its colour can be sent to,
 * but those of the runs it would complete, costs unreached: it waits for
 * the tester's balls, and the balls stuck in its runs are what fills the
 * grid.  With fewer it cost games on small grids and moved nothing on big
 * ones, where the tester's balls fill such gaps for much of the score.
 */
#define UNREACHED	50
/*
 * With 7 colours or more, where games die young, the constants were fitted
 * jointly (tools/fit-lines): windows of 4 worth more, a free cell worth as
 * much past half the grid empty, cells cut off worth less.
 */
#define MANY	{ { 0, 1, 3, 16, 72 }, 3, 41, 1, 239, NEVER, 0, 6, 12, 0, 8, \
	14, 20, 32, 2, 0, 0, 6, 12, UNREACHED }
/*
 * With 6 colours, fitted with 5 (tools/fit-lines -k 5-6): a free cell
 * worth four times as much, windows of 4 more, cells cut off less.  With
 * 5, whose games live on the big grids, the fit lost.
 */
#define SIX	{ { 0, 1, 3, 20, 92 }, 2, 221, 6, 160, NEVER, 0, 7, 13, 0, 15, \
	17, 6, 77, 3, 0, 0, 6, 12, UNREACHED }
static const struct lines_eval_weights weights[LINES_MAX_COLORS + 1] = {
	[3] = FEW(40, 8, 300, 300, 10, 5, 5, 8),
	[4] = FEW(60, 8, 300, 300, 10, 0, 6, 12),
	[5] = FEW(50, 10, 150, 150, 10, 0, 6, 12),
	[6] = SIX,
	[7] = MANY,
	[8] = MANY,
	[9] = MANY,
};
#define FULL_WORTH	(-1000000L)

const struct lines_eval_weights *
lines_eval_weights(int colors)
{
	return &weights[colors];
}

/* The sets of cells holding 1, 2, 3 and 4 of the 5 bits x[0..4]. */
static void
count5(const lines_bits x[LINES_RUN], lines_bits has[LINES_RUN])
{
	lines_bits a = x[0] ^ x[1], twos = (x[0] & x[1]) | (a & x[2]);
	lines_bits ones = a ^ x[2], b = ones ^ x[3];
	lines_bits carry = (ones & x[3]) | (b & x[4]), fours;

	ones = b ^ x[4];
	fours = twos & carry;
	twos ^= carry;
	has[1] = ones & ~twos & ~fours;
	has[2] = ~ones & twos & ~fours;
	has[3] = ones & twos & ~fours;
	has[4] = fours & ~ones;
}

/*
 * The starts of the windows of colour c in direction d, by the balls of c
 * they hold: has[k] for k = 1..4.  Returns 0 when there is none.
 */
static int
windows_of(const struct lines_pos *p, lines_bits empty, int c, int d,
    lines_bits has[LINES_RUN])
{
	lines_bits mine = p->color[c], open = mine | empty, ok, x[LINES_RUN];
	int s = p->step[d], k;

	ok = p->run_start[d];
	for (k = 0; k < LINES_RUN; k++) {
		ok &= open >> k * s;
		x[k] = mine >> k * s;
	}
	if (!ok)
		return 0;
	count5(x, has);
	for (k = 1; k < LINES_RUN; k++)
		has[k] &= ok;
	return 1;
}

/*
 * What the games that live hope for on p: the worth of long removals and
 * of crosses in the making, ramped down as the grid fills.
 */
struct hopes {
	const struct lines_eval_weights *w;
	long ambition;		/* percent of what a removal pays beyond 5 */
	long near_cross;	/* a cell where windows of 3 or more meet */
};

/*
 * The worth of the windows of colour c in direction d; the empty cells
 * that would complete one of them go to *gaps and, when near is not NULL,
 * the empty cells of those holding 3 balls or more (gaps among them) to
 * *near.
 */
static long
windows(const struct lines_pos *p, const struct lines_eval_weights *w,
    lines_bits empty, int c, int d, lines_bits *gaps, lines_bits *near)
{
	lines_bits has[LINES_RUN], nearly;
	long v = 0;
	int k;

	*gaps = 0;
	if (near)
		*near = 0;
	if (!windows_of(p, empty, c, d, has))
		return 0;
	for (k = 1; k < LINES_RUN; k++)
		v += w->window[k] * lines_count(has[k]);
	nearly = near ? has[LINES_RUN - 2] | has[LINES_RUN - 1] : 0;
	for (k = 0; k < LINES_RUN; k++) {
		*gaps |= has[LINES_RUN - 1] << k * p->step[d];
		if (nearly)
			*near |= nearly << k * p->step[d];
	}
	*gaps &= empty;
	if (near)
		*near &= empty;
	return v;
}

/*
 * What worth comes to with empty cells empty on p: in full from full
 * empty cells a colour, nothing up to none, a ramp in between.
 */
static long
ramped(long worth, const struct lines_pos *p, int empty, long none,
    long full)
{
	none *= p->colors;
	full *= p->colors;

	if (empty <= none)
		return 0;
	if (empty >= full)
		return worth;
	return worth * (empty - none) / (full - none);
}

/* The hopes of the player on p with empty cells empty. */
static struct hopes
hopes_of(const struct lines_pos *p, const struct lines_eval_weights *w,
    int empty)
{
	struct hopes h = { w, 0, 0 };
	int cells = p->n * p->n, roomy;

	if (p->n < w->live_side)
		return h;
	roomy = cells >= w->near_cross_roomy * p->colors;
	h.ambition = ramped(w->ambition, p, empty, roomy ? w->roomy_none :
	    w->ambition_none, roomy ? w->roomy_full : w->ambition_full);
	if (cells < w->near_cross_room * p->colors)
		return h;
	h.near_cross = ramped(w->near_cross / (roomy ?
	    w->near_cross_roomy_share : 1), p, empty, roomy ? w->roomy_none :
	    w->near_cross_none, roomy ? w->roomy_full : w->near_cross_full);
	return h;
}

/* The worth of the gaps of colour c where one ball would remove over 5. */
static long
long_runs(const struct lines_pos *p, lines_bits gaps, int c, long ambition)
{
	long v = 0;
	int removed;

	for (; gaps; gaps &= gaps - 1) {
		removed = lines_count(lines_runs_in(p, p->color[c] |
		    lines_bit(lines_first(gaps))));
		if (removed > LINES_RUN)
			v += ambition * (lines_points(removed) -
			    lines_points(LINES_RUN)) / 10;
	}
	return v;
}

/*
 * The regions of empty cells an evaluation has flooded, so that the gaps
 * of one region flood it once.
 */
struct regions {
	lines_bits region[LINES_MAX_CELLS];
	int n;
};

/* The region of empty cells of p holding the empty cell i, flooded once. */
static lines_bits
region_of(const struct lines_pos *p, struct regions *r, int i)
{
	int k;

	for (k = 0; k < r->n; k++)
		if (r->region[k] & lines_bit(i))
			return r->region[k];
	return r->region[r->n++] = lines_reach(p, i) | lines_bit(i);
}

/*
 * How many of gaps, colour c's, no ball of c can be sent to but the balls
 * of the runs they would complete.  A crossing gap that a ball of one of
 * its runs could fill by completing the other counts too: that ball's own
 * run would be lost.
 */
static int
unreached_gaps(const struct lines_pos *p, lines_bits gaps, int c,
    struct regions *r)
{
	lines_bits runs;
	int n = 0, to;

	for (; gaps; gaps &= gaps - 1) {
		to = lines_first(gaps);
		runs = lines_runs_in(p, p->color[c] | lines_bit(to));
		if (!(lines_spread(p, region_of(p, r, to)) & p->color[c] &
		    ~runs))
			n++;
	}
	return n;
}

/*
 * The worth of colour c's windows, of the cells where one ball of it would
 * complete runs in two directions at once (crossings pay more than two
 * runs of 5), and with hopes, of gaps that would remove more than 5 and of
 * crosses in the making.
 */
static long
color_worth(const struct lines_pos *p, lines_bits empty, int c,
    const struct hopes *h, struct regions *r)
{
	lines_bits gaps, near = 0, once = 0, twice = 0, near_once = 0;
	lines_bits near_twice = 0;
	long v = 0;
	int d;

	for (d = 0; d < LINES_DIRS; d++) {
		v += windows(p, h->w, empty, c, d, &gaps, h->near_cross ?
		    &near : NULL);
		twice |= once & gaps;
		once |= gaps;
		near_twice |= near_once & near;
		near_once |= near;
	}
	if (h->w->unreached)
		v -= h->w->unreached * unreached_gaps(p, once, c, r);
	if (h->ambition > 0)
		v += long_runs(p, once, c, h->ambition);
	if (h->near_cross > 0)
		v += h->near_cross * lines_count(near_twice & ~twice);
	return v + h->w->cross * lines_count(twice);
}

lines_bits
lines_gaps(const struct lines_pos *p, int c)
{
	lines_bits empty = p->grid & ~p->full, has[LINES_RUN], gaps = 0;
	int d, k;

	for (d = 0; d < LINES_DIRS; d++)
		if (windows_of(p, empty, c, d, has))
			for (k = 0; k < LINES_RUN; k++)
				gaps |= has[LINES_RUN - 1] << k * p->step[d];
	return gaps & empty;
}

/*
 * The empty cells on p that count in full, w's knee: a knee of a colour's
 * cells or more is the whole grid (and no product overflows).
 */
static int
knee(const struct lines_pos *p, const struct lines_eval_weights *w)
{
	int cells = p->n * p->n;

	if (w->knee <= 0)
		return cells / 2;
	return w->knee >= cells ? cells : (int)w->knee * p->colors;
}

long
lines_eval_free_with(const struct lines_pos *p,
    const struct lines_eval_weights *w, int empty)
{
	int full = knee(p, w);

	if (empty <= full)
		return w->free * empty;
	return w->free * full + w->free * (empty - full) / w->sparse;
}

long
lines_eval_free(const struct lines_pos *p, int empty)
{
	return lines_eval_free_with(p, &weights[p->colors], empty);
}

long
lines_eval(const struct lines_pos *p)
{
	return lines_eval_with(p, &weights[p->colors]);
}

long
lines_eval_with(const struct lines_pos *p,
    const struct lines_eval_weights *w)
{
	lines_bits empty = p->grid & ~p->full;
	struct hopes h;
	struct regions r;
	long v;
	int c, free = lines_count(empty);

	if (!empty)
		return FULL_WORTH;
	v = lines_eval_free_with(p, w, free) - w->pocket * lines_cut_off(p, empty);
	h = hopes_of(p, w, free);
	r.n = 0;
	for (c = 1; c <= p->colors; c++)
		v += color_worth(p, empty, c, &h, &r);
	return v;
}
