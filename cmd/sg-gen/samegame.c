/* SameGame in sg-gen: random sets from a seed, and the standard set. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#include "samegame/game.h"
#include "samegame/gen.h"
#include "sg-gen.h"
#include "share.h"

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

/* A seed from the system's randomness, for a set nobody asked to repeat. */
static uint64_t
system_seed(void)
{
	uint64_t seed;

	if (getrandom(&seed, sizeof(seed), 0) != (ssize_t)sizeof(seed))
		die(EXIT_ERROR, "cannot get a random seed: %s",
		    strerror(errno));
	return seed;
}

/* The header's account of the set's kind: " balanced", " counts=..." */
static void
kind_text(char *buf, size_t cap, const struct gen_opts *g)
{
	size_t n;
	int c;

	buf[0] = '\0';
	if (g->balanced)
		snprintf(buf, cap, " balanced");
	for (c = 0; c < g->ncounts; c++) {
		n = strlen(buf);
		snprintf(buf + n, cap - n, "%s%d", c ? "," : " counts=",
		    g->count_of[c]);
	}
}

/* Write the random set: a header naming how to make it again, then boards. */
static void
gen_random(struct sg_writer *w, const struct gen_opts *g)
{
	struct sg_record *rec = record_new();
	struct sgm_board *b = xcalloc(1, sizeof(*b));
	char header[256], kind[128];
	unsigned long long i;

	kind_text(kind, sizeof(kind), g);
	snprintf(header, sizeof(header), "# sg-gen seed=%" PRIu64
	    " size=%dx%d colors=%d%s", g->seed, g->w, g->h, g->colors, kind);
	write_comment(w, header);
	rec->kind = SG_REC_BOARD;
	for (i = 1; i <= g->count; i++) {
		if (g->balanced)
			sgm_gen_balanced(b, g->w, g->h, g->colors, g->seed, i);
		else if (g->ncounts)	/* check_counts made them valid */
			sgm_gen_counts(b, g->w, g->h, g->colors, g->count_of,
			    g->seed, i);
		else
			sgm_gen_board(b, g->w, g->h, g->colors, g->seed, i);
		sgm_record_set_board(rec, b);
		snprintf(rec->name, sizeof(rec->name), "%c%" PRIu64 "-%llu",
		    g->balanced ? 'b' : g->ncounts ? 'c' : 's', g->seed, i);
		write_record(w, rec);
	}
	free(b);
	free(rec);
}

struct standard {
	struct sg_writer *w;
	int n;
};

static int
rename_standard(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	struct standard *s = ctx;

	(void)r;
	if (rec->kind != SG_REC_BOARD)
		return 0;
	s->n++;
	snprintf(rec->name, sizeof(rec->name), "std-%d", s->n);
	write_record(s->w, rec);
	return 0;
}

/* Write the 20 standard boards, named std-1 .. std-20. */
static int
gen_standard(struct sg_writer *w)
{
	struct standard s = { w, 0 };
	char path[4096];
	char *argv[1];
	int status;

	argv[0] = (char *)share_path("standard20.txt", path, sizeof(path));
	if (access(path, R_OK) < 0)
		die(EXIT_ERROR, "cannot open '%s': %s (set SG_SHAREDIR to "
		    "the folder holding it)", path, strerror(errno));
	write_comment(w, "# sg-gen --set standard: "
	    "the 20 boards of Schadd et al. (2008)");
	status = each_record(1, argv, rename_standard, &s);
	if (status == 0 && s.n != 20)
		die(EXIT_ERROR, "%s: %d boards, expected 20", path, s.n);
	return status;
}

/* The standard set, or a random set. */
static int
gen(struct sg_writer *w, struct gen_opts *g)
{
	if (g->set)
		return gen_standard(w);
	if (!g->have_seed)
		g->seed = system_seed();
	gen_random(w, g);
	return 0;
}

const struct gen_game gen_samegame = {
	.options = samegame_options,
	.gen = gen,
};
