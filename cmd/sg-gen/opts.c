#include <inttypes.h>
#include <string.h>

#include "opts.h"
#include "parse.h"

enum { OPT_SET = 256, OPT_SIZE, OPT_GAME, OPT_BALANCED, OPT_COUNTS };

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{ "balanced", no_argument, NULL, OPT_BALANCED },
	{ "colors", required_argument, NULL, 'c' },
	{ "colours", required_argument, NULL, 'c' },
	{ "count", required_argument, NULL, 'n' },
	{ "counts", required_argument, NULL, OPT_COUNTS },
	{ "game", required_argument, NULL, OPT_GAME },
	{ "seed", required_argument, NULL, 's' },
	{ "set", required_argument, NULL, OPT_SET },
	{ "size", required_argument, NULL, OPT_SIZE },
	{ NULL, 0, NULL, 0 },
};

/* One count of --counts' list (p, len bytes of it) into g. */
static int
take_count(struct gen_opts *g, const char *list, const char *p, size_t len,
    struct opt_error *e)
{
	char num[32];
	long long n;

	if (g->ncounts == SG_MAX_COLORS)
		return opt_fail(e, "--counts: more than %d colours",
		    SG_MAX_COLORS);
	if (len == 0)
		return opt_fail(e, "--counts: '%s' has an empty count "
		    "(expected a list such as 65,40,40,40,40)", list);
	if (len >= sizeof(num))
		return opt_fail(e, "--counts: '%.*s' is too long for a count",
		    (int)len, p);
	memcpy(num, p, len);
	num[len] = '\0';
	if (opt_num(num, 0, SG_MAX_CELLS, "--counts", &n, e) < 0)
		return OPT_ERROR;
	g->count_of[g->ncounts++] = (int)n;
	return OPT_RUN;
}

/*
 * Parse --counts' list into g: 1 to SG_MAX_COLORS counts of 0 or more,
 * separated by commas.
 */
static int
parse_counts(const char *list, struct gen_opts *g, struct opt_error *e)
{
	const char *p = list, *comma;

	g->ncounts = 0;
	while ((comma = strchr(p, ',')) != NULL) {
		if (take_count(g, list, p, (size_t)(comma - p), e) < 0)
			return OPT_ERROR;
		p = comma + 1;
	}
	return take_count(g, list, p, strlen(p), e);
}

/* Check --counts against the other options, and take its colours. */
static int
check_counts(struct gen_opts *g, struct opt_error *e)
{
	int c, sum = 0;

	if (g->balanced)
		return opt_fail(e, "--counts and --balanced exclude each "
		    "other");
	if (g->colors_given && g->colors != g->ncounts)
		return opt_fail(e, "--counts: %d colours, but --colors says %d",
		    g->ncounts, g->colors);
	g->colors = g->ncounts;
	for (c = 0; c < g->ncounts; c++)
		sum += g->count_of[c];
	if (sum != g->w * g->h)
		return opt_fail(e, "--counts: %d tiles, but a %dx%d board has "
		    "%d", sum, g->w, g->h, g->w * g->h);
	return OPT_RUN;
}

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

/* --set and --game. */
static int
set_or_game(struct gen_opts *g, int opt, const char *arg,
    struct opt_error *e)
{
	if (opt == OPT_SET) {
		if (strcmp(arg, "standard") != 0)
			return opt_fail(e, "--set: unknown set '%s' (expected "
			    "standard)", arg);
		g->set = arg;
	} else if (strcmp(arg, "lines") == 0) {
		g->lines = 1;
	} else if (strcmp(arg, "samegame") != 0) {
		return opt_fail(e, "--game: unknown game '%s' (expected "
		    "samegame or lines)", arg);
	}
	return OPT_RUN;
}

/* Take sg-gen's own option opt. */
static int
own_option(void *own, int opt, char *arg, struct opt_error *e)
{
	struct gen_opts *g = own;
	long long n;

	if (opt == OPT_SET || opt == OPT_GAME)
		return set_or_game(g, opt, arg, e);
	g->random_option = 1;
	switch (opt) {
	case 'c':
		g->colors_given = 1;
		if (opt_num(arg, 1, SG_MAX_COLORS, "--colors", &n, e) < 0)
			return OPT_ERROR;
		g->colors = (int)n;
		break;
	case 'n':
		if (opt_num(arg, 0, INT64_MAX, "--count", &n, e) < 0)
			return OPT_ERROR;
		g->count = (unsigned long long)n;
		break;
	case 's':
		g->seed_text = arg;
		break;
	case OPT_SIZE:
		g->size_text = arg;
		break;
	case OPT_BALANCED:
		g->balanced = 1;
		break;
	case OPT_COUNTS:
		return parse_counts(arg, g, e);
	}
	return OPT_RUN;
}

/* SameGame's options, once all are known. */
static int
samegame_options(struct gen_opts *g, struct opt_error *e)
{
	if (g->size_text && opt_size(g->size_text, "--size", &g->w, &g->h,
	    e) < 0)
		return OPT_ERROR;
	if (g->ncounts && check_counts(g, e) < 0)
		return OPT_ERROR;
	g->have_seed = g->seed_text != NULL;
	if (g->seed_text && opt_seed(g->seed_text, "--seed", &g->seed, e) < 0)
		return OPT_ERROR;
	return OPT_RUN;
}

/* The options against each other and the operands. */
static int
check_all(struct gen_opts *g, int argc, char **argv, int first,
    struct opt_error *e)
{
	if (first < argc)
		return opt_fail(e, "unexpected operand '%s'", argv[first]);
	if (g->set && g->random_option)
		return opt_fail(e, "--set standard takes none of --colors, "
		    "--count, --seed, --size, --balanced and --counts");
	if (g->set && g->lines)
		return opt_fail(e, "--set standard is a set of SameGame "
		    "boards");
	return g->lines ? lines_options(g, e) : samegame_options(g, e);
}

int
gen_opts(int argc, char **argv, struct gen_opts *o, struct opt_error *e)
{
	int end, first;

	memset(o, 0, sizeof(*o));
	o->c.rules = SG_RULES_STD;
	o->w = o->h = 15;
	o->colors = 5;
	o->count = 1;
	if ((end = options_parse(argc, argv, COMMON_SHORTOPTS "c:n:s:",
	    longopts, &o->c, own_option, o, e, &first)) != OPT_RUN)
		return end;
	return check_all(o, argc, argv, first, e);
}
