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
 * With few colours a player can afford to hold balls back for removals
 * longer than 5, which pay more a ball: a gap that would remove r > 5 balls
 * is worth AMBITION percent of what r pays beyond a five, in full from
 * AMBITION_FULL empty cells a colour, nothing below AMBITION_NONE, nor on
 * grids under AMBITION_SIDE, where one unlucky drop can block the paths.
 */
#define AMBITION		300
#define AMBITION_COLORS		4
#define AMBITION_SIDE		8
#define AMBITION_NONE		6
#define AMBITION_FULL		12
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
 * The worth of the windows of colour c in direction d; the empty cells
 * that would complete one of them go to *gaps.
 */
static long
windows(const struct lines_pos *p, lines_bits empty, int c, int d,
    lines_bits *gaps)
{
	lines_bits has[LINES_RUN];
	long v = 0;
	int k;

	*gaps = 0;
	if (!windows_of(p, empty, c, d, has))
		return 0;
	for (k = 1; k < LINES_RUN; k++)
		v += window_worth[k] * lines_count(has[k]);
	for (k = 0; k < LINES_RUN && has[LINES_RUN - 1]; k++)
		*gaps |= has[LINES_RUN - 1] << k * p->step[d];
	*gaps &= empty;
	return v;
}

/*
 * How much a removal longer than 5 is worth to the player on p, in percent
 * of what it pays beyond a five: 0 with many colours or little room.
 */
static long
ambition(const struct lines_pos *p, int empty)
{
	int none = AMBITION_NONE * p->colors, full = AMBITION_FULL * p->colors;

	if (p->colors > AMBITION_COLORS || p->n < AMBITION_SIDE ||
	    empty <= none)
		return 0;
	if (empty >= full)
		return AMBITION;
	return AMBITION * (empty - none) / (full - none);
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
 * runs of 5), and with ambition, of gaps that would remove more than 5.
 */
static long
color_worth(const struct lines_pos *p, lines_bits empty, int c,
    long ambition)
{
	lines_bits gaps, once = 0, twice = 0;
	long v = 0;
	int d;

	for (d = 0; d < LINES_DIRS; d++) {
		v += windows(p, empty, c, d, &gaps);
		twice |= once & gaps;
		once |= gaps;
	}
	if (ambition > 0)
		v += long_runs(p, once, c, ambition);
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
	long v, want;
	int c, free = lines_count(empty);

	if (!empty)
		return FULL_WORTH;
	v = lines_eval_free(p, free) - POCKET_WORTH * pockets(p, empty);
	want = ambition(p, free);
	for (c = 1; c <= p->colors; c++)
		v += color_worth(p, empty, c, want);
	return v;
}
