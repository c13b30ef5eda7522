/* Lines' deal: the games of TopCoder's tester, by seed. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "deal.h"
#include "lines/game.h"
#include "msg.h"
#include "parse.h"

/* Refuse a run of count seeds from seed that meets 0 or passes 2^63-1. */
static int
seeds_fit(int64_t seed, unsigned long long count, struct opt_error *e)
{
	unsigned long long more = count > 0 ? count - 1 : 0;

	if (seed == 0)
		return opt_fail(e, "--seed: 0 is no lines seed (it leaves "
		    "java's generator unseeded)");
	if (seed < 0 && more > (unsigned long long)-(seed + 1))
		return opt_fail(e, "--seed: the seeds from %" PRId64 " meet 0, "
		    "which is no seed", seed);
	if (seed > 0 && more > (unsigned long long)(INT64_MAX - seed))
		return opt_fail(e, "--seed: the seeds from %" PRId64 " pass "
		    "2^63-1", seed);
	return OPT_RUN;
}

/* Lines' --size: N, or NxN. */
static int
lines_size(const char *text, int *n, struct opt_error *e)
{
	char buf[64], *x;
	long long v;

	if (strlen(text) >= sizeof(buf))
		return opt_fail(e, "--size: '%s' is not N", text);
	strcpy(buf, text);
	if ((x = strchr(buf, 'x')) != NULL) {
		*x = '\0';
		if (strcmp(buf, x + 1) != 0)
			return opt_fail(e, "--size: '%s' is not square (a "
			    "lines grid is N x N)", text);
	}
	if (opt_num(buf, LINES_MIN_SIDE, LINES_MAX_SIDE, "--size", &v, e) < 0)
		return OPT_ERROR;
	*n = (int)v;
	return OPT_RUN;
}

/*
 * The first seed, a Java long but 0, and the tester's parameters N and C
 * (0: drawn).  A run of seeds must not pass 0 or leave the longs.
 */
static int
resolve(struct deal *d, unsigned long long count, struct opt_error *e)
{
	struct lines_setup *s = &d->setup;
	long long seed = 1;

	if (d->seed_text && opt_num(d->seed_text, INT64_MIN, INT64_MAX,
	    "--seed", &seed, e) < 0)
		return OPT_ERROR;
	s->seed = seed;
	if (d->balanced || d->ncounts)
		return opt_fail(e, "--game lines takes neither --balanced nor "
		    "--counts");
	if (d->colors_given && (d->colors < LINES_MIN_COLORS ||
	    d->colors > LINES_MAX_COLORS))
		return opt_fail(e, "--colors: '%d' is outside %d..%d for lines",
		    d->colors, LINES_MIN_COLORS, LINES_MAX_COLORS);
	s->colors = d->colors_given ? d->colors : 0;
	s->n = 0;
	if (d->size_text && lines_size(d->size_text, &s->n, e) < 0)
		return OPT_ERROR;
	return seeds_fit(s->seed, count, e);
}

/* A Lines game's seed is its own: nothing to draw. */
static void
start(struct deal *d)
{
	(void)d;
}

/* The game of seed setup.seed + i - 1 (resolve made them fit). */
static void
record(const struct deal *d, unsigned long long i, struct sg_record *rec)
{
	struct lines_setup s = d->setup;
	struct sg_error err;

	s.seed += (int64_t)(i - 1);
	snprintf(rec->name, sizeof(rec->name), "lines-%" PRId64, s.seed);
	if (lines_setup_resolve(&s, &err) < 0)
		die(EXIT_ERROR, "%s", err.msg);	/* seed 0: refused */
	rec->kind = SG_REC_BOARD;
	lines_record_set_setup(rec, &s);
}

const struct deal_game deal_lines = {
	.resolve = resolve,
	.start = start,
	.record = record,
};
