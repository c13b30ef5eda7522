#include <math.h>

#include "core/clock.h"
#include "lines/play/expecti_internal.h"

/* Moves between looks at the clock: a few microseconds of search. */
#define CLOCK_EVERY	16
/* The most of what is left of a game that one move may take. */
#define GAME_PART	8

/* Share stretched by stretch percent, within a GAME_PART of the game's. */
static double
stretch_time(double share, double game, int stretch)
{
	double t = share * stretch / 100;

	if (t > game / GAME_PART)
		t = game / GAME_PART;
	return t > share ? t : share;
}

/*
 * The same in moves simulated, share * stretch / 100 worked out in
 * hundreds of share so that the product fits.
 */
static uint64_t
stretch_nodes(uint64_t share, uint64_t game, int stretch)
{
	uint64_t most = game / GAME_PART, hundreds = share / 100, n;

	if (hundreds > most / (uint64_t)stretch)
		n = most;
	else
		n = hundreds * (uint64_t)stretch + share % 100 *
		    (uint64_t)stretch / 100;
	if (n > most)
		n = most;
	return n > share ? n : share;
}

void
lines_spend_init(struct lines_spend *s, const struct lines_budget *b,
    int stretch)
{
	double now;

	s->deadline = b->deadline;
	s->hard = b->game_deadline > 0 ? b->game_deadline : b->deadline;
	s->nodes = b->nodes;
	if (s->deadline > 0 && b->game_deadline > 0 && stretch > 100 &&
	    (now = sg_clock()) < s->deadline) {
		s->deadline = now + stretch_time(s->deadline - now,
		    b->game_deadline - now, stretch);
		if (b->stretch_by > 0 && s->deadline > b->stretch_by)
			s->deadline = b->stretch_by;
	}
	if (s->nodes > 0 && b->game_nodes > 0 && stretch > 100)
		s->nodes = stretch_nodes(s->nodes, b->game_nodes, stretch);
	if (s->deadline <= 0 && s->nodes == 0)
		s->nodes = LINES_DEFAULT_NODES;
	s->spent = 0;
	s->stop = b->stop;
	s->over = 0;
}

/*
 * Count one simulated move against s; returns the clock when it was due a
 * look (every CLOCK_EVERY moves, with a deadline), else 0.  A stop ends
 * the search as the game's deadline would: its clock is then infinite.
 */
static double
count(struct lines_spend *s)
{
	double now;

	s->spent++;
	if (s->nodes > 0 && s->spent >= s->nodes)
		s->over = 1;
	if (s->stop && s->spent % CLOCK_EVERY == 0 && atomic_load(s->stop)) {
		s->over = 1;
		return HUGE_VAL;
	}
	if ((s->deadline <= 0 && s->hard <= 0) || s->spent % CLOCK_EVERY != 0)
		return 0;
	now = sg_clock();
	if (s->deadline > 0 && now >= s->deadline)
		s->over = 1;
	return now;
}

int
lines_spend_one(struct lines_spend *s)
{
	count(s);
	return !s->over;
}

int
lines_spend_needed(struct lines_spend *s)
{
	double now = count(s);

	return !(now == HUGE_VAL || (s->hard > 0 && now >= s->hard));
}
