#include "core/clock.h"
#include "lines/play/expecti_internal.h"

/* Moves between looks at the clock: a few microseconds of search. */
#define CLOCK_EVERY	16

void
lines_spend_init(struct lines_spend *s, const struct lines_budget *b)
{
	s->deadline = b->deadline;
	s->nodes = b->nodes;
	if (s->deadline <= 0 && s->nodes == 0)
		s->nodes = LINES_DEFAULT_NODES;
	s->spent = 0;
	s->over = 0;
}

int
lines_spend_one(struct lines_spend *s)
{
	s->spent++;
	if (s->nodes > 0 && s->spent >= s->nodes)
		s->over = 1;
	if (s->deadline > 0 && s->spent % CLOCK_EVERY == 0 &&
	    sg_clock() >= s->deadline)
		s->over = 1;
	return !s->over;
}
