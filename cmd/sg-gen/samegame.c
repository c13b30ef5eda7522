/* SameGame in sg-gen: random sets from a seed, and the standard set. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "samegame/game.h"
#include "sg-gen.h"
#include "share.h"

/* The header's account of the set's kind: " balanced", " counts=..." */
static void
kind_text(char *buf, size_t cap, const struct deal *d)
{
	size_t n;
	int c;

	buf[0] = '\0';
	if (d->balanced)
		snprintf(buf, cap, " balanced");
	for (c = 0; c < d->ncounts; c++) {
		n = strlen(buf);
		snprintf(buf + n, cap - n, "%s%d", c ? "," : " counts=",
		    d->count_of[c]);
	}
}

/* Write the random set: a header naming how to make it again, then boards. */
static void
gen_random(struct sg_writer *w, const struct gen_opts *g)
{
	const struct deal *d = &g->deal;
	struct sg_record *rec = record_new();
	char header[256], kind[128];
	unsigned long long i;

	kind_text(kind, sizeof(kind), d);
	snprintf(header, sizeof(header), "# sg-gen seed=%" PRIu64
	    " size=%dx%d colors=%d%s", d->seed, d->w, d->h, d->colors, kind);
	write_comment(w, header);
	for (i = 1; i <= g->count; i++) {
		deal_record(d, i, rec);
		write_record(w, rec);
	}
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
	deal_start(&g->deal);
	gen_random(w, g);
	return 0;
}

const struct gen_game gen_samegame = {
	.gen = gen,
};
