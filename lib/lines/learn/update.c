#include <math.h>
#include <string.h>

#include "lines/learn/value_internal.h"

/*
 * The weights one value used, each with the times it was used: a weight
 * shared by many windows of a grid moves the value that many times more
 * than its own change.
 */
#define SLOTS	8192	/* more than the weights of any grid */

struct used {
	float *w[SLOTS];
	float times[SLOTS];
	int n;
};

static void
use(struct used *u, float *w)
{
	size_t h = ((uintptr_t)w >> 2) * 0x9E3779B97F4A7C15u >> 51;

	while (u->w[h] && u->w[h] != w)
		h = (h + 1) & (SLOTS - 1);
	if (!u->w[h]) {
		u->w[h] = w;
		u->times[h] = 0;
		u->n++;
	}
	u->times[h]++;
}

/* Every weight the value of p uses, into u. */
static void
use_all(struct used *u, struct lines_value *v, const struct lines_pos *p,
    int moves, int quiet)
{
	const struct lines_value_geom *g = &v->geom[p->n - LINES_MIN_SIDE];
	struct lines_value_tables *t = lines_value_tables(v, p->n, p->colors);
	struct lines_reading x;
	uint8_t cell[LINES_MAX_CELLS + 1];
	float *line;
	int w, j, k = moves / LINES_VALUE_TIME_STEP;

	memcpy(cell, p->cell, sizeof(p->cell));
	cell[LINES_VALUE_OFF_CELL] = LINES_VALUE_OFF;
	for (w = 0; w < g->nwindows; w++) {
		lines_read_window(g->window[w], cell, &x);
		line = t->line[g->diagonal[w]];
		use(u, &line[v->line_canon[x.base]]);
		for (j = 0; j < x.k; j++)
			use(u, &line[v->line_canon[x.base - x.mine[j]]]);
	}
	for (j = 0; j < p->n * p->n; j++)
		use(u, &t->block[v->block_canon[lines_block_index(g, p->cell,
		    j)]]);
	use(u, &t->empty[lines_value_empty_index(p->n * p->n - p->balls,
	    quiet)]);
	use(u, &t->cut[lines_cut_off(p, p->grid & ~p->full)]);
	use(u, &t->time[k < LINES_VALUE_TIMES ? k : LINES_VALUE_TIMES - 1]);
}

/*
 * The rate of weight w of v by temporal coherence, its sums moved by
 * error: 1 until it has been moved.
 */
static double
coherence(struct lines_value *v, float *w, double error)
{
	size_t at = (size_t)(w - lines_value_flat(v->tables[0]));
	float *sum = lines_value_flat(v->coherence->sum[0]) + at;
	float *size = lines_value_flat(v->coherence->size[0]) + at;
	double rate = *size > 0 ? fabs(*sum) / *size : 1;

	*sum += (float)error;
	*size += (float)fabs(error);
	return rate;
}

void
lines_value_update(struct lines_value *v, const struct lines_value_at *at,
    double rate, double error)
{
	static _Thread_local struct used u;
	double step, uses = 0;
	int h;

	memset(u.w, 0, sizeof(u.w));
	u.n = 0;
	use_all(&u, v, at->pos, at->moves, at->quiet);
	for (h = 0; h < SLOTS; h++)
		if (u.w[h])
			uses += u.times[h];
	step = rate * error / uses;
	for (h = 0; h < SLOTS; h++)
		if (u.w[h])
			*u.w[h] += (float)(step * (v->coherence ?
			    coherence(v, u.w[h], error) : 1));
}
