#include <string.h>

#include "lines/lines.h"

enum { ROW, COLUMN, DIAGONAL, ANTIDIAGONAL };

/* The cells (r, c) of an n x n grid with lo <= c <= hi. */
static lines_bits
columns(int n, int lo, int hi)
{
	lines_bits b = 0;
	int r, c;

	for (r = 0; r < n; r++)
		for (c = lo; c <= hi; c++)
			b |= lines_bit(r * n + c);
	return b;
}

int
lines_pos_init(struct lines_pos *p, int n, int colors, struct sg_error *err)
{
	if (n < LINES_MIN_SIDE || n > LINES_MAX_SIDE)
		return sg_fail(err, "grid side %d is not in %d..%d", n,
		    LINES_MIN_SIDE, LINES_MAX_SIDE);
	if (colors < LINES_MIN_COLORS || colors > LINES_MAX_COLORS)
		return sg_fail(err, "colour count %d is not in %d..%d", colors,
		    LINES_MIN_COLORS, LINES_MAX_COLORS);
	memset(p, 0, sizeof(*p));
	p->n = n;
	p->colors = colors;
	p->grid = columns(n, 0, n - 1);
	p->not_left = columns(n, 1, n - 1);
	p->not_right = columns(n, 0, n - 2);
	/* A run of 5 starts where its fifth cell is still on the grid. */
	p->step[ROW] = 1;
	p->run_start[ROW] = columns(n, 0, n - LINES_RUN);
	p->step[COLUMN] = n;
	p->run_start[COLUMN] = p->grid;
	p->step[DIAGONAL] = n + 1;
	p->run_start[DIAGONAL] = columns(n, 0, n - LINES_RUN);
	p->step[ANTIDIAGONAL] = n - 1;
	p->run_start[ANTIDIAGONAL] = columns(n, LINES_RUN - 1, n - 1);
	return 0;
}

int
lines_nth(lines_bits b, int k)
{
	uint64_t w = (uint64_t)b;
	int base = 0, low = sg_pop64(w);

	if (k >= low) {
		k -= low;
		w = (uint64_t)(b >> 64);
		base = 64;
	}
	while (k-- > 0)
		w &= w - 1;
	return base + sg_ctz64(w);
}

void
lines_put(struct lines_pos *p, int i, int color)
{
	p->cell[i] = (uint8_t)color;
	p->full |= lines_bit(i);
	p->color[color] |= lines_bit(i);
	p->balls++;
}

int
lines_take(struct lines_pos *p, lines_bits cells)
{
	int i, n = 0;

	cells &= p->full;
	p->full &= ~cells;
	for (i = 1; i <= p->colors; i++)
		p->color[i] &= ~cells;
	while (cells) {
		i = lines_first(cells);
		cells &= cells - 1;
		p->cell[i] = LINES_EMPTY;
		n++;
	}
	p->balls -= n;
	return n;
}

int
lines_move_alone(const struct lines_pos *p, int from, int to,
    struct lines_pos *q)
{
	int color = p->cell[from];

	*q = *p;
	lines_take(q, lines_bit(from));
	lines_put(q, to, color);
	return lines_take(q, lines_runs(q, 1u << color));
}

/* The set with its 4-neighbours added, kept on the grid and off the wraps. */
static lines_bits
spread(const struct lines_pos *p, lines_bits b)
{
	return b | b << p->n | b >> p->n | (b & p->not_right) << 1 |
	    (b & p->not_left) >> 1;
}

lines_bits
lines_reach(const struct lines_pos *p, int i)
{
	lines_bits empty = p->grid & ~p->full;
	lines_bits seen = spread(p, lines_bit(i)) & empty, last = 0;

	while (seen != last) {
		last = seen;
		seen = spread(p, seen) & empty;
	}
	return seen;
}

const char *
lines_illegal(const struct lines_pos *p, struct lines_move m)
{
	int from, to;

	if (m.r1 < 0 || m.c1 < 0 || m.r2 < 0 || m.c2 < 0 || m.r1 >= p->n ||
	    m.c1 >= p->n || m.r2 >= p->n || m.c2 >= p->n)
		return "off the grid";
	if (m.r1 == m.r2 && m.c1 == m.c2)
		return "to the same cell";
	from = lines_index(p, m.r1, m.c1);
	to = lines_index(p, m.r2, m.c2);
	if (p->cell[from] == LINES_EMPTY)
		return "from an empty cell";
	if (p->cell[to] != LINES_EMPTY)
		return "to a full cell";
	if (!(lines_reach(p, from) & lines_bit(to)))
		return "no free path";
	return NULL;
}

/* The runs of 5 or more in one direction among the cells of b. */
static lines_bits
runs_along(const struct lines_pos *p, lines_bits b, int dir)
{
	int s = p->step[dir];
	lines_bits start = b & b >> s & b >> 2 * s & b >> 3 * s & b >> 4 * s &
	    p->run_start[dir];

	if (!start)
		return 0;
	return start | start << s | start << 2 * s | start << 3 * s |
	    start << 4 * s;
}

lines_bits
lines_runs_in(const struct lines_pos *p, lines_bits b)
{
	lines_bits found = 0;
	int d;

	for (d = 0; d < LINES_DIRS; d++)
		found |= runs_along(p, b, d);
	return found;
}

lines_bits
lines_runs(const struct lines_pos *p, unsigned colors)
{
	lines_bits found = 0;
	int c;

	for (c = 1; c <= p->colors; c++)
		if (colors & 1u << c)
			found |= lines_runs_in(p, p->color[c]);
	return found;
}
