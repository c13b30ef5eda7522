#include <stdlib.h>
#include <string.h>

#include "lines/learn/value_internal.h"

/* Line cells read relative to a colour, as base-4 digits. */
enum { L_EMPTY, L_MINE, L_OTHER, L_OFF };
/* Block cells, as base-3 digits. */
enum { B_EMPTY, B_FULL, B_OFF };

static const int dir_r[4] = { 0, 1, 1, 1 };
static const int dir_c[4] = { 1, 0, 1, -1 };

static int
on_grid(int n, int r, int c)
{
	return r >= 0 && c >= 0 && r < n && c < n;
}

/* A line pattern read backwards. */
static int
line_reverse(int x)
{
	int y = 0, i;

	for (i = 0; i < LINES_VALUE_LEN; i++, x >>= 2)
		y = y << 2 | (x & 3);
	return y;
}

/* Block cell (r, c), -1..1 each, after symmetry k of the square's 8. */
static int
block_digit_at(int k, int r, int c)
{
	int t;

	if (k & 1)
		c = -c;
	if (k & 2)
		r = -r;
	if (k & 4) {
		t = r;
		r = c;
		c = t;
	}
	return (r + 1) * 3 + (c + 1);
}

static int
block_canon(int x)
{
	int digit[9], best = x, k, r, c, y, pw;

	for (k = 0; k < 9; k++, x /= 3)
		digit[k] = x % 3;
	for (k = 1; k < 8; k++) {
		y = 0;
		pw = 1;
		for (r = -1; r <= 1; r++)
			for (c = -1; c <= 1; c++, pw *= 3)
				y += digit[block_digit_at(k, r, c)] * pw;
		if (y < best)
			best = y;
	}
	return best;
}

/* The windows of 6 cells along d from (r, c) with 5 or more on the grid. */
static void
add_window(struct lines_value_geom *g, int d, int r, int c)
{
	int16_t *w = g->window[g->nwindows];
	int i, on = 0, rr, cc, cell;

	for (i = 0; i < LINES_VALUE_LEN; i++) {
		rr = r + i * dir_r[d];
		cc = c + i * dir_c[d];
		w[i] = (int16_t)(on_grid(g->n, rr, cc) ? rr * g->n + cc :
		    LINES_VALUE_OFF_CELL);
		on += w[i] != LINES_VALUE_OFF_CELL;
	}
	if (on < LINES_VALUE_LEN - 1)
		return;
	g->diagonal[g->nwindows] = d >= 2;
	for (i = 0; i < LINES_VALUE_LEN; i++) {
		if ((cell = w[i]) == LINES_VALUE_OFF_CELL)
			continue;
		g->through[cell][g->nthrough[cell]] = (int16_t)g->nwindows;
		g->through_at[cell][g->nthrough[cell]++] = (uint8_t)i;
	}
	g->nwindows++;
}

static void
geom_init(struct lines_value_geom *g, int n)
{
	int d, r, c, dr, dc;

	memset(g, 0, sizeof(*g));
	g->n = n;
	for (d = 0; d < 4; d++)
		for (r = -1; r <= n; r++)
			for (c = -1; c <= n; c++)
				add_window(g, d, r, c);
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
			for (dr = -1; dr <= 1; dr++)
				for (dc = -1; dc <= 1; dc++)
					g->block[r * n + c][(dr + 1) * 3 + dc +
					    1] = (int16_t)(on_grid(n, r + dr,
					    c + dc) ? (r + dr) * n + c + dc :
					    -1);
}

struct lines_value *
lines_value_new(void)
{
	struct lines_value *v = calloc(1, sizeof(*v));
	int i, rev;

	if (!v)
		return NULL;
	for (i = 0; i < LINES_VALUE_LINE; i++) {
		rev = line_reverse(i);
		v->line_canon[i] = (uint16_t)(rev < i ? rev : i);
	}
	for (i = 0; i < LINES_VALUE_BLOCK; i++)
		v->block_canon[i] = (uint16_t)block_canon(i);
	for (i = 0; i < LINES_VALUE_SIDES; i++)
		geom_init(&v->geom[i], LINES_MIN_SIDE + i);
	return v;
}

void
lines_value_free(struct lines_value *v)
{
	if (v)
		free(v->coherence);
	free(v);
}

int
lines_value_learning(struct lines_value *v)
{
	if (!v->coherence && !(v->coherence = calloc(1,
	    sizeof(*v->coherence))))
		return -1;
	return 0;
}

/*
 * The weights of window w of state s: each colour's reading of it, those
 * of the colours not in it once, as they all read it alike.
 */
static float
window_sum(const struct lines_value_state *s, int w)
{
	const float *t = s->t->line[s->g->diagonal[w]];
	const uint16_t *canon = s->v->line_canon;
	struct lines_reading x;
	float sum;
	int j;

	lines_read_window(s->g->window[w], s->cell, &x);
	sum = t[canon[x.base]];
	for (j = 0; j < x.k; j++)
		sum += t[canon[x.base - x.mine[j]]];
	return sum;
}

int
lines_block_index(const struct lines_value_geom *g, const uint8_t *cell,
    int b)
{
	int j, x = 0, pw = 1;

	for (j = 0; j < 9; j++, pw *= 3)
		x += (g->block[b][j] < 0 ? B_OFF : cell[g->block[b][j]] ?
		    B_FULL : B_EMPTY) * pw;
	return x;
}

void
lines_value_start(struct lines_value_state *s, const struct lines_value *v,
    const struct lines_pos *p, int moves)
{
	int w, b, cells = p->n * p->n;

	s->v = v;
	s->g = &v->geom[p->n - LINES_MIN_SIDE];
	s->t = &v->tables[p->n - LINES_MIN_SIDE][p->colors - LINES_MIN_COLORS];
	s->colors = p->colors;
	s->empty = cells - p->balls;
	s->moves = moves;
	memcpy(s->cell, p->cell, (size_t)cells);
	s->cell[LINES_VALUE_OFF_CELL] = LINES_VALUE_OFF;
	s->total = 0;
	for (w = 0; w < s->g->nwindows; w++) {
		s->wsum[w] = window_sum(s, w);
		s->total += s->wsum[w];
	}
	for (b = 0; b < cells; b++) {
		s->bidx[b] = (uint16_t)lines_block_index(s->g, s->cell, b);
		s->total += s->t->block[v->block_canon[s->bidx[b]]];
	}
}

static int
time_step(int moves)
{
	int k = moves / LINES_VALUE_TIME_STEP;

	return k < LINES_VALUE_TIMES ? k : LINES_VALUE_TIMES - 1;
}

/*
 * The index in the table of empty cells of a grid of empty cells: those
 * left once the balls a quiet move brings are in.
 */
static int
after_balls(int empty, int quiet)
{
	if (!quiet)
		return empty;
	return empty > LINES_ADD ? empty - LINES_ADD : 0;
}

double
lines_value_of(const struct lines_value_state *s)
{
	return s->total + s->t->empty[s->empty] +
	    s->t->time[time_step(s->moves)];
}

/* What cell i going from empty to full (sign 1) or back (-1) does to the
 * blocks around it: the change of their weights, returned; their patterns
 * moved in bidx when it is not NULL. */
static double
blocks_change(const struct lines_value_state *s, int i, int sign,
    uint16_t *bidx)
{
	const struct lines_value_geom *g = s->g;
	const float *t = s->t->block;
	const uint16_t *canon = s->v->block_canon;
	static const int pw[9] = { 1, 3, 9, 27, 81, 243, 729, 2187, 6561 };
	double delta = 0;
	int j, b, x;

	for (j = 0; j < 9; j++) {
		/* i is at place j of the block centred on g->block[i][8 - j]. */
		if ((b = g->block[i][8 - j]) < 0)
			continue;
		x = s->bidx[b] + sign * pw[j];
		delta += t[canon[x]] - t[canon[s->bidx[b]]];
		if (bidx)
			bidx[b] = (uint16_t)x;
	}
	return delta;
}

void
lines_value_set(struct lines_value_state *s, int i, int color)
{
	const struct lines_value_geom *g = s->g;
	int k, w, was = s->cell[i];
	float sum;

	if ((was == LINES_EMPTY) != (color == LINES_EMPTY)) {
		s->total += blocks_change(s, i, was ? -1 : 1, s->bidx);
		s->empty += was ? 1 : -1;
	}
	s->cell[i] = (uint8_t)color;
	for (k = 0; k < g->nthrough[i]; k++) {
		w = g->through[i][k];
		sum = window_sum(s, w);
		s->total += sum - s->wsum[w];
		s->wsum[w] = sum;
	}
}

double
lines_value_try(struct lines_value_state *s, int i, int color)
{
	const struct lines_value_geom *g = s->g;
	double delta = blocks_change(s, i, 1, NULL);
	int k;

	/* The windows are read with the ball in place, then it goes. */
	s->cell[i] = (uint8_t)color;
	for (k = 0; k < g->nthrough[i]; k++)
		delta += window_sum(s, g->through[i][k]) -
		    s->wsum[g->through[i][k]];
	s->cell[i] = LINES_EMPTY;
	return delta + s->t->empty[after_balls(s->empty - 1, 1)] -
	    s->t->empty[s->empty];
}

double
lines_value_cut(const struct lines_value_state *s, int cut)
{
	return s->t->cut[cut];
}

double
lines_value_eval(const struct lines_value *v, const struct lines_pos *p,
    int moves, int quiet)
{
	struct lines_value_state s;

	lines_value_start(&s, v, p, moves);
	return lines_value_of(&s) - s.t->empty[s.empty] +
	    s.t->empty[after_balls(s.empty, quiet)] + s.t->cut[lines_cut_off(p,
	    p->grid & ~p->full)];
}

int
lines_value_empty_index(int empty, int quiet)
{
	return after_balls(empty, quiet);
}
