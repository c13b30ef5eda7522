/*
 * fit-lines: fit the constants of the hand-set Lines evaluation jointly
 * (issue 60), by sep-CMA-ES (lib/core/es.h) over the logs of their
 * factors on the evaluation's own values, for the colour counts LO..HI
 * together.
 *
 * Each generation plays GAMES games of seeds of its own (SEED + g GAMES
 * up, sizes 7 to 11 and the colour counts in turn, as the tester makes
 * them with N and C set) with expecti-hand at NODES simulated moves a
 * move (1: one ply), once for each candidate, once with the evaluation's
 * own constants and once with the mean of the search: all on the same
 * games, so that they differ by their constants rather than by luck.  A
 * candidate's fitness is its total score.
 *
 * After every generation the state is written to a temporary file that
 * is renamed over STATE, and a line goes to PROGRESS: the generation, the
 * seconds of this run, the step, the totals of the evaluation's own
 * constants, of the mean, of the candidates on average and of the best,
 * and the mean's total over the evaluation's summed over the generations;
 * every tenth, the constants of the mean.  -r resumes from STATE, with
 * the colours, games, nodes and seed it names; -w prints the constants of
 * its mean, a line a colour count, and exits.  A run stops before a
 * generation whose seeds would pass 2^63 - 1: with status 2 when that is
 * the first, else 1, its state that of the last generation played.
 */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "core/es.h"
#include "fit.h"

#define STATE_LINE	"fit-lines 1\n"

struct run {
	struct fit_games games;
	struct fit_params params;
	struct es es;
	long own_sum, mean_sum;		/* over the generations */
};

static void
die(const char *fmt, const char *what)
{
	fprintf(stderr, "fit-lines: ");
	fprintf(stderr, fmt, what);
	fprintf(stderr, "\n");
	exit(2);
}

static long long
number(const char *s, long long lo, long long hi, const char *what)
{
	return fit_number("fit-lines", s, lo, hi, what);
}

/* A number of at least lo (and more than lo when above is 1). */
static double
real(const char *s, double lo, int above, const char *what)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (errno || end == s || *end || !isfinite(v) || v < lo ||
	    (above && v == lo)) {
		fprintf(stderr, "fit-lines: bad %s '%s' (a number %s %g)\n",
		    what, s, above ? "above" : "of at least", lo);
		exit(2);
	}
	return v;
}

/* Colour counts "LO-HI" or "C" into *lo and *hi. */
static void
color_range(const char *s, int *lo, int *hi)
{
	char buf[32];
	const char *dash = strchr(s, '-');

	if (!dash) {
		*lo = *hi = (int)number(s, LINES_MIN_COLORS, LINES_MAX_COLORS,
		    "colour count");
		return;
	}
	if ((size_t)(dash - s) >= sizeof(buf))
		number(s, LINES_MIN_COLORS, LINES_MAX_COLORS, "colour count");
	snprintf(buf, sizeof(buf), "%.*s", (int)(dash - s), s);
	*lo = (int)number(buf, LINES_MIN_COLORS, LINES_MAX_COLORS,
	    "colour count");
	*hi = (int)number(dash + 1, *lo, LINES_MAX_COLORS, "colour count");
}

/*
 * Whether generation g's seeds, seed + g games up to games - 1 more, stay
 * at most 2^63 - 1.
 */
static int
seeds_fit(const struct fit_games *f, long g)
{
	long long room = INT64_MAX - f->seed;	/* seed >= 1: room + 1 fits */

	return g < (room + 1) / f->games;
}

/* The weights of every colour count of r's from the factors x. */
static void
weights_of(const struct run *r, const double *x,
    struct lines_eval_weights w[LINES_MAX_COLORS + 1])
{
	int c;

	for (c = r->games.lo; c <= r->games.hi; c++)
		w[c] = fit_weights(&r->params, x, c);
}

static void
save(const struct run *r, const char *path)
{
	char tmp[4096];
	struct sg_error err;
	FILE *f;

	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	if (!(f = fopen(tmp, "w")))
		die("cannot write '%s'", tmp);
	fprintf(f, STATE_LINE "colors %d %d games %d nodes %llu seed %lld\n"
	    "totals %ld %ld\n", r->games.lo, r->games.hi, r->games.games,
	    (unsigned long long)r->games.nodes, (long long)r->games.seed,
	    r->own_sum, r->mean_sum);
	if (es_write(&r->es, f, &err) == -1 || fclose(f) != 0 ||
	    rename(tmp, path) != 0)
		die("cannot write '%s'", path);
}

static void
resume(struct run *r, const char *path)
{
	char line[64];
	unsigned long long nodes;
	long long seed;
	struct sg_error err;
	FILE *f = fopen(path, "r");

	if (!f)
		die("cannot resume from '%s'", path);
	if (!fgets(line, sizeof(line), f) || strcmp(line, STATE_LINE) != 0 ||
	    fscanf(f, "colors %d %d games %d nodes %llu seed %lld totals "
	    "%ld %ld ", &r->games.lo, &r->games.hi, &r->games.games, &nodes,
	    &seed, &r->own_sum, &r->mean_sum) != 7 ||
	    es_read(&r->es, f, &err) == -1 || seed < 1 || r->games.games < 1 ||
	    nodes < 1 || r->games.lo < LINES_MIN_COLORS ||
	    r->games.hi > LINES_MAX_COLORS || r->games.lo > r->games.hi)
		die("'%s' is not a state of fit-lines", path);
	fclose(f);
	r->games.nodes = nodes;
	r->games.seed = seed;
	fit_params_of(&r->params, r->games.lo, r->games.hi);
	if (r->params.n != r->es.n)
		die("'%s' fits other constants", path);
}

/* Play generation g of r and move the search; a line to progress. */
static void
generation(struct run *r, FILE *progress, double start)
{
	struct lines_eval_weights w[LINES_MAX_COLORS + 1];
	double score[ES_MAX_LAMBDA], zero[ES_MAX_DIMS] = { 0 }, sum = 0;
	long g = r->es.generation, own, mean, best = 0, moves = 0, total;
	char prefix[32];
	int k, c;

	es_ask(&r->es);
	for (k = 0; k < r->es.lambda; k++) {
		weights_of(r, r->es.x[k], w);
		total = fit_play(&r->games, g, w, &moves);
		score[k] = -(double)total;
		sum += (double)total;
		if (total > best)
			best = total;
	}
	weights_of(r, zero, w);
	own = fit_play(&r->games, g, w, &moves);
	weights_of(r, r->es.mean, w);
	mean = fit_play(&r->games, g, w, &moves);
	es_tell(&r->es, score);
	r->own_sum += own;
	r->mean_sum += mean;
	fprintf(progress, "gen %4ld %7.0f s  step %.3f  own %7ld  mean %7ld  "
	    "candidates %9.1f  best %7ld  mean/own %.4f  moves %ld\n", g,
	    sg_clock() - start, r->es.sigma, own, mean, sum / r->es.lambda,
	    best, (double)r->mean_sum / (double)(r->own_sum ? r->own_sum : 1),
	    moves);
	if (r->es.generation % 10 == 0) {
		weights_of(r, r->es.mean, w);
		for (c = r->games.lo; c <= r->games.hi; c++) {
			snprintf(prefix, sizeof(prefix), "  mean C%d", c);
			fit_print(progress, prefix, &w[c]);
		}
	}
	fflush(progress);
}

/* Print the constants of the mean of r, a line a colour count. */
static int
print_mean(const struct run *r)
{
	struct lines_eval_weights w[LINES_MAX_COLORS + 1];
	char prefix[16];
	int c;

	weights_of(r, r->es.mean, w);
	for (c = r->games.lo; c <= r->games.hi; c++) {
		snprintf(prefix, sizeof(prefix), "C%d", c);
		fit_print(stdout, prefix, &w[c]);
	}
	return fclose(stdout) == 0 ? 0 : 2;
}

static void
usage(void)
{
	fprintf(stderr, "usage: fit-lines [-rw] [-g GAMES] [-k LO-HI] "
	    "[-l LAMBDA] [-m MINUTES] [-n NODES] [-p PROGRESS] [-S STEP] "
	    "[-s SEED] -o STATE\n");
	exit(2);
}

int
main(int argc, char **argv)
{
	static struct run r;
	double zero[ES_MAX_DIMS] = { 0 }, minutes = 0, step = 0.3, start;
	const char *out = NULL, *progress_path = NULL;
	struct sg_error err;
	FILE *progress = stdout;
	int opt, again = 0, lambda = 0, show = 0;

	r.games = (struct fit_games){ 20000000, 10, 3, 4, 1 };
	while ((opt = getopt(argc, argv, "g:k:l:m:n:o:p:rS:s:w")) != -1) {
		switch (opt) {
		case 'g': r.games.games = (int)number(optarg, 1, 1000000,
		    "games"); break;
		case 'k': color_range(optarg, &r.games.lo, &r.games.hi); break;
		case 'l': lambda = (int)number(optarg, 0, ES_MAX_LAMBDA,
		    "candidates a generation (0: the default)"); break;
		case 'm': minutes = real(optarg, 0, 0, "minutes"); break;
		case 'n': r.games.nodes = (uint64_t)number(optarg, 1,
		    1000000000, "moves a move"); break;
		case 'o': out = optarg; break;
		case 'p': progress_path = optarg; break;
		case 'r': again = 1; break;
		case 'S': step = real(optarg, 0, 1, "step"); break;
		case 's': r.games.seed = number(optarg, 1, INT64_MAX, "seed");
		    break;
		case 'w': show = again = 1; break;
		default: usage();
		}
	}
	if (!out || optind != argc)
		usage();
	if (progress_path && !(progress = fopen(progress_path, "a")))
		die("cannot open '%s'", progress_path);
	if (again) {
		resume(&r, out);
		if (show)
			return print_mean(&r);
	} else {
		fit_params_of(&r.params, r.games.lo, r.games.hi);
		if (es_init(&r.es, r.params.n, zero, step, lambda,
		    (uint64_t)r.games.seed, &err) == -1)
			die("%s", err.msg);
	}
	start = sg_clock();
	while (minutes <= 0 || sg_clock() - start < minutes * 60) {
		if (!seeds_fit(&r.games, r.es.generation)) {
			fprintf(stderr, "fit-lines: generation %ld's seeds pass "
			    "2^63 - 1 (seed %lld, %d games a generation)\n",
			    r.es.generation, (long long)r.games.seed,
			    r.games.games);
			return r.es.generation == 0 ? 2 : 1;
		}
		generation(&r, progress, start);
		save(&r, out);
	}
	return 0;
}
