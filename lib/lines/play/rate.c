#include <time.h>

#include "core/rng.h"
#include "lines/play/player.h"

#define CHECK_EVERY	4096	/* moves between looks at the clock */

struct fast {
	uint64_t rng;
	int colors;
};

static int
fast_color(void *ctx)
{
	struct fast *f = ctx;

	return 1 + (int)sg_rand_below(&f->rng, (uint32_t)f->colors);
}

static int
fast_cell(void *ctx, const struct lines_pos *p)
{
	struct fast *f = ctx;
	int i;

	do
		i = (int)sg_rand_below(&f->rng, (uint32_t)(p->n * p->n));
	while (p->cell[i] != LINES_EMPTY);
	return i;
}

/* A new game: an empty grid and 3 balls. */
static void
restart(struct lines_pos *p, struct fast *f)
{
	int i;

	lines_pos_init(p, LINES_MAX_SIDE, f->colors, NULL);
	for (i = 0; i < LINES_ADD; i++)
		lines_put(p, fast_cell(f, p), fast_color(f));
}

/* A random ball that can move, and a random cell it reaches. */
static struct lines_move
random_move(const struct lines_pos *p, uint64_t *rng)
{
	struct lines_move m;
	lines_bits reach;
	int from, to;

	do {
		from = lines_nth(p->full, (int)sg_rand_below(rng,
		    (uint32_t)p->balls));
		reach = lines_reach(p, from);
	} while (!reach);
	to = lines_nth(reach, (int)sg_rand_below(rng,
	    (uint32_t)lines_count(reach)));
	m.r1 = (int8_t)(from / p->n);
	m.c1 = (int8_t)(from % p->n);
	m.r2 = (int8_t)(to / p->n);
	m.c2 = (int8_t)(to % p->n);
	return m;
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

double
lines_random_rate(int colors, uint64_t seed, double seconds, long *moves)
{
	struct fast f = { seed, colors };
	struct lines_source src = { fast_color, fast_cell, &f };
	struct lines_pos p;
	struct lines_step step;
	uint64_t pick = sg_mix64(seed ^ SG_GOLDEN);
	double start = now(), took;
	long done = 0;
	int turns = 0;

	if (colors < LINES_MIN_COLORS || colors > LINES_MAX_COLORS)
		return -1;
	restart(&p, &f);
	for (;;) {
		if (done % CHECK_EVERY == 0 &&
		    (took = now() - start) >= seconds)
			break;
		lines_turn(&p, random_move(&p, &pick), &src, &step);
		done++;
		if (p.balls == p.n * p.n || ++turns == LINES_MAX_TURNS) {
			restart(&p, &f);
			turns = 0;
		}
	}
	if (moves)
		*moves = done;
	return took > 0 ? (double)done / took : 0;
}
