#include "lines/play/expecti_internal.h"

/*
 * Weights, in tenths of a point.  A window is 5 cells in a line holding
 * balls of one colour and nothing else: it can still become a run, and the
 * more balls it holds the nearer it is.
 */
static const long window_worth[LINES_RUN] = { 0, 1, 4, 16, 50 };
#define POCKET_WORTH	6	/* taken off each cell cut off from the most */
/* Past half the grid empty, a cell is worth a third: room to build. */
#define SPARSE		3
/*
 * From FREE_MANY_COLORS colours a cell is worth FREE_MANY: runs take
 * longer to build, and the room to wait for them is what keeps a game alive.
 */
#define FREE_MANY_COLORS	5
#define FREE_MANY		50
/* A cell where one ball completes runs in two directions: 9 balls pay 38. */
#define CROSS_WORTH	300
/*
 * Games with at most LIVE_COLORS colours on grids of LIVE_SIDE or more, and
 * with LIVE_MANY_COLORS on grids of LIVE_MANY_SIDE or more, live the 1000
 * moves: there the score is the points a move, and the player can afford to
 * hold balls back for removals longer than 5, which pay more a ball.
 */
#define LIVE_COLORS		4
#define LIVE_SIDE		8
#define LIVE_MANY_COLORS	5
#define LIVE_MANY_SIDE		10
/*
 * In those games a gap that would remove r > 5 balls is worth ambition
 * percent of what r pays beyond a five, by the count of colours: less with
 * 5, where the grid fills faster.
 */
static const long ambition_worth[LIVE_MANY_COLORS + 1] = {
	0, 0, 0, 300, 300, 150
};
/*
 * And an empty cell where windows of one colour holding 3 balls or more
 * meet from two directions is worth near_cross_worth: a cross in the
 * making, which the search, two moves deep, does not see coming.  Roomy
 * grids (3 colours on 10x10 and up) divide it by NEAR_CROSS_ROOMY_SHARE:
 * there runs grow to five without it, and holding balls back for it pays
 * less.
 */
static const long near_cross_worth[LIVE_MANY_COLORS + 1] = {
	0, 0, 0, 300, 200, 150
};
/*
 * Each counts in full from its FULL empty cells a colour, and nothing below
 * its NONE, where survival comes first: crosses in the making hold balls
 * back longer, and stop sooner, but on grids of NEAR_CROSS_ROOMY cells a
 * colour or more (3 colours on 10x10 and up), where they stop no sooner
 * than long removals; on smaller grids that cost games.
 */
#define AMBITION_NONE		6
#define AMBITION_FULL		12
#define NEAR_CROSS_NONE		8
#define NEAR_CROSS_FULL		14
#define NEAR_CROSS_ROOMY	32
#define NEAR_CROSS_ROOMY_SHARE	2
/*
 * Crosses in the making need NEAR_CROSS_ROOM cells a colour on the grid:
 * below, as with 4 colours on 8x8, holding balls back costs more games
 * than it pays.
 */
#define NEAR_CROSS_ROOM		20
#define FULL_WORTH	(-1000000L)

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
windows(const struct lines_pos *p, lines_bits empty, int c, int d,
    lines_bits *gaps, lines_bits *near)
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
		v += window_worth[k] * lines_count(has[k]);
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

/* Whether p is one of the games that live the 1000 moves. */
static int
lives(const struct lines_pos *p)
{
	return (p->colors <= LIVE_COLORS && p->n >= LIVE_SIDE) ||
	    (p->colors == LIVE_MANY_COLORS && p->n >= LIVE_MANY_SIDE);
}

/*
 * What worth comes to with empty cells empty on p: in full from full
 * empty cells a colour, nothing up to none, a ramp in between.
 */
static long
ramped(long worth, const struct lines_pos *p, int empty, int none, int full)
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
hopes_of(const struct lines_pos *p, int empty)
{
	struct hopes h = { 0, 0 };
	int cells = p->n * p->n, roomy, none, full;

	if (!lives(p))
		return h;
	h.ambition = ramped(ambition_worth[p->colors], p, empty,
	    AMBITION_NONE, AMBITION_FULL);
	if (cells < NEAR_CROSS_ROOM * p->colors)
		return h;
	roomy = cells >= NEAR_CROSS_ROOMY * p->colors;
	none = roomy ? AMBITION_NONE : NEAR_CROSS_NONE;
	full = roomy ? AMBITION_FULL : NEAR_CROSS_FULL;
	h.near_cross = ramped(near_cross_worth[p->colors] /
	    (roomy ? NEAR_CROSS_ROOMY_SHARE : 1),
	    p, empty, none, full);
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
 * The worth of colour c's windows, of the cells where one ball of it would
 * complete runs in two directions at once (crossings pay more than two
 * runs of 5), and with hopes, of gaps that would remove more than 5 and of
 * crosses in the making.
 */
static long
color_worth(const struct lines_pos *p, lines_bits empty, int c,
    const struct hopes *h)
{
	lines_bits gaps, near = 0, once = 0, twice = 0, near_once = 0;
	lines_bits near_twice = 0;
	long v = 0;
	int d;

	for (d = 0; d < LINES_DIRS; d++) {
		v += windows(p, empty, c, d, &gaps, h->near_cross ? &near :
		    NULL);
		twice |= once & gaps;
		once |= gaps;
		near_twice |= near_once & near;
		near_once |= near;
	}
	if (h->ambition > 0)
		v += long_runs(p, once, c, h->ambition);
	if (h->near_cross > 0)
		v += h->near_cross * lines_count(near_twice & ~twice);
	return v + CROSS_WORTH * lines_count(twice);
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

lines_bits
lines_spread(const struct lines_pos *p, lines_bits b)
{
	return b | b << p->n | b >> p->n | (b & p->not_right) << 1 |
	    (b & p->not_left) >> 1;
}

/* Empty cells outside the largest region of empty cells. */
static int
pockets(const struct lines_pos *p, lines_bits empty)
{
	lines_bits left = empty, seen, last;
	int total = lines_count(empty), largest = 0, size;

	while (left && largest < lines_count(left)) {
		seen = lines_bit(lines_first(left));
		do {
			last = seen;
			seen = lines_spread(p, seen) & empty;
		} while (seen != last);
		size = lines_count(seen);
		if (size > largest)
			largest = size;
		left &= ~seen;
	}
	return total - largest;
}

long
lines_eval_free(const struct lines_pos *p, int empty)
{
	long cell = p->colors >= FREE_MANY_COLORS ? FREE_MANY :
	    LINES_EVAL_FREE;
	int half = p->n * p->n / 2;

	if (empty <= half)
		return cell * empty;
	return cell * half + cell * (empty - half) / SPARSE;
}

long
lines_eval(const struct lines_pos *p)
{
	lines_bits empty = p->grid & ~p->full;
	struct hopes h;
	long v;
	int c, free = lines_count(empty);

	if (!empty)
		return FULL_WORTH;
	v = lines_eval_free(p, free) - POCKET_WORTH * pockets(p, empty);
	h = hopes_of(p, free);
	for (c = 1; c <= p->colors; c++)
		v += color_worth(p, empty, c, &h);
	return v;
}
