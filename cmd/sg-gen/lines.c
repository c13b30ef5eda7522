/* Lines in sg-gen: the games of TopCoder's tester, by seed. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lines/game.h"
#include "sg-gen.h"

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
 * Lines' options: the first seed, a Java long but 0, and the tester's
 * parameters N and C (0: drawn).  A run of seeds must not pass 0 or leave
 * the longs.
 */
static int
lines_options(struct gen_opts *g, struct opt_error *e)
{
	struct lines_setup *s = &g->setup;
	long long seed = 1;

	if (g->set)
		return opt_fail(e, "--set standard is a set of SameGame "
		    "boards");
	if (g->seed_text && opt_num(g->seed_text, INT64_MIN, INT64_MAX,
	    "--seed", &seed, e) < 0)
		return OPT_ERROR;
	s->seed = seed;
	if (g->balanced || g->ncounts)
		return opt_fail(e, "--game lines takes neither --balanced nor "
		    "--counts");
	if (g->colors_given && (g->colors < LINES_MIN_COLORS ||
	    g->colors > LINES_MAX_COLORS))
		return opt_fail(e, "--colors: '%d' is outside %d..%d for lines",
		    g->colors, LINES_MIN_COLORS, LINES_MAX_COLORS);
	s->colors = g->colors_given ? g->colors : 0;
	s->n = 0;
	if (g->size_text && lines_size(g->size_text, &s->n, e) < 0)
		return OPT_ERROR;
	return seeds_fit(s->seed, g->count, e);
}

/*
 * Write the games of the Lines tester for seeds s->seed .. s->seed + count
 * - 1 (gen_opts made g->setup).
 */
static int
gen(struct sg_writer *w, struct gen_opts *g)
{
	struct sg_record *rec = record_new();
	struct lines_setup s = g->setup, in_force;
	struct sg_error err;
	char header[256];
	unsigned long long i;

	snprintf(header, sizeof(header), "# sg-gen --game lines seed=%" PRId64
	    " count=%llu", s.seed, g->count);
	if (s.n)
		snprintf(header + strlen(header), sizeof(header) -
		    strlen(header), " size=%d", s.n);
	if (s.colors)
		snprintf(header + strlen(header), sizeof(header) -
		    strlen(header), " colors=%d", s.colors);
	write_comment(w, header);
	rec->kind = SG_REC_BOARD;
	for (i = 0; i < g->count; i++) {
		if (i > 0)	/* seeds_fit: no seed past the last overflows */
			s.seed++;
		in_force = s;
		if (lines_setup_resolve(&in_force, &err) < 0)
			die(EXIT_ERROR, "%s", err.msg);	/* seed 0: checked */
		lines_record_set_setup(rec, &in_force);
		snprintf(rec->name, sizeof(rec->name), "lines-%" PRId64,
		    s.seed);
		write_record(w, rec);
	}
	free(rec);
	return 0;
}

const struct gen_game gen_lines = {
	.options = lines_options,
	.gen = gen,
};
