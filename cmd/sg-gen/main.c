/*
 * sg-gen: make board sets, random and reproducible from a seed, or the 20
 * standard boards of the literature.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#include "lines/game.h"
#include "opts.h"
#include "samegame/game.h"
#include "samegame/gen.h"
#include "util.h"

static const char usage_text[] =
"usage: sg-gen [-hVz] [-c colors] [-n count] [-o file] [-s seed]\n"
"              [--balanced] [--counts N,N,...] [--set standard]\n"
"              [--size WxH]\n"
"       sg-gen --game lines [-hVz] [-c colors] [-n count] [-o file]\n"
"              [-s seed] [--size N]\n"
"Make SameGame boards, random or the standard set, and Lines games.\n"
"\n"
"      --balanced      as many tiles of each colour (boards b<seed>-<n>)\n"
"  -c, --colors N      colours, 1 to 10 (default 5); Lines: 3 to 9, as\n"
"                      the tester's parameter (default: drawn)\n"
"      --counts LIST   tiles of each colour, as 65,40,40,40,40, summing to\n"
"                      W x H (boards c<seed>-<n>)\n"
"      --game GAME     samegame (the default) or lines (games\n"
"                      lines-<seed>, seeds SEED to SEED+N-1)\n"
"  -h, --help          print this help and exit\n"
"  -n, --count N       boards to make (default 1)\n"
"  -o, --output FILE   write to FILE (gzipped when it ends in .gz)\n"
"  -r, --rules RULES   accepted for symmetry; boards have no rules\n"
"  -s, --seed N        seed, 0 to 2^64-1 (default: from the system);\n"
"                      Lines: the first seed, a Java long but 0 (default 1)\n"
"      --set standard  the 20 standard boards (std-1 .. std-20)\n"
"      --size WxH      columns and rows, 1 to 64 (default 15x15); Lines:\n"
"                      N (or NxN), 7 to 11, the tester's parameter\n"
"  -V, --version       print the version and exit\n"
"  -z, --gzip          gzip the output\n";

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
	struct sg_board *b = xcalloc(1, sizeof(*b));
	char header[256], kind[128];
	unsigned long long i;

	kind_text(kind, sizeof(kind), g);
	snprintf(header, sizeof(header), "# sg-gen seed=%" PRIu64
	    " size=%dx%d colors=%d%s", g->seed, g->w, g->h, g->colors, kind);
	write_comment(w, header);
	rec->kind = SG_REC_BOARD;
	for (i = 1; i <= g->count; i++) {
		if (g->balanced)
			sg_gen_balanced(b, g->w, g->h, g->colors, g->seed, i);
		else if (g->ncounts)	/* check_counts made them valid */
			sg_gen_counts(b, g->w, g->h, g->colors, g->count_of,
			    g->seed, i);
		else
			sg_gen_board(b, g->w, g->h, g->colors, g->seed, i);
		sg_record_set_board(rec, b);
		snprintf(rec->name, sizeof(rec->name), "%c%" PRIu64 "-%llu",
		    g->balanced ? 'b' : g->ncounts ? 'c' : 's', g->seed, i);
		write_record(w, rec);
	}
	free(b);
	free(rec);
}

/*
 * Write the games of the Lines tester for seeds s->seed .. s->seed + count
 * - 1 (gen_opts made g->setup).
 */
static void
gen_lines(struct sg_writer *w, const struct gen_opts *g)
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
}

/* 1 if dir holds the standard set: its path is then in buf. */
static int
standard_in(const char *dir, char *buf, size_t cap)
{
	size_t n = (size_t)snprintf(buf, cap, "%s/standard20.txt", dir);

	return n < cap && access(buf, R_OK) == 0;
}

/* 1 if dir + sub holds the standard set: its path is then in buf. */
static int
standard_below(const char *dir, const char *sub, char *buf, size_t cap)
{
	char path[4096];

	if ((size_t)snprintf(path, sizeof(path), "%s%s", dir, sub) >=
	    sizeof(path))
		return 0;
	return standard_in(path, buf, cap);
}

/*
 * Where the standard boards are: $SG_SHAREDIR, else where make install put
 * them, else near this program: PREFIX/share/sg of an install moved
 * elsewhere, or the share/ of the source tree it was built in (build/bin,
 * build/san/bin), the first of the four folders above it that has one.
 */
static const char *
standard_path(char *buf, size_t cap)
{
	const char *dir = getenv("SG_SHAREDIR");
	char exe[4096], *slash;
	ssize_t n;
	int up;

	if (dir && *dir) {
		snprintf(buf, cap, "%s/standard20.txt", dir);
		return buf;
	}
	if (standard_in(SG_SHAREDIR, buf, cap))
		return buf;
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	exe[n > 0 ? n : 0] = '\0';
	for (up = 0; up < 4 && (slash = strrchr(exe, '/')); up++) {
		*slash = '\0';
		if (standard_below(exe, "/share/sg", buf, cap) ||
		    standard_below(exe, "/share", buf, cap))
			return buf;
	}
	snprintf(buf, cap, "%s/standard20.txt", SG_SHAREDIR);
	return buf;
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

	argv[0] = (char *)standard_path(path, sizeof(path));
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

int
main(int argc, char **argv)
{
	struct gen_opts g;
	struct opt_error e;
	struct sg_writer *w;
	int status = 0;

	util_init(argv[0]);
	options_end(gen_opts(argc, argv, &g, &e), &e, usage_text);
	if (!g.lines && !g.have_seed)
		g.seed = system_seed();
	w = open_output(&g.c);
	if (g.set)
		status = gen_standard(w);
	else if (g.lines)
		gen_lines(w, &g);
	else
		gen_random(w, &g);
	close_output(w);
	return status;
}
