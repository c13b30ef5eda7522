/* SameGame's deal: random boards from a seed, of a size and colours, or
 * with as many tiles a colour, or with counts given. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "deal.h"
#include "msg.h"
#include "parse.h"
#include "samegame/game.h"
#include "samegame/gen.h"
#include "xalloc.h"

/* One count of --counts' list (p, len bytes of it) into d. */
static int
take_count(struct deal *d, const char *list, const char *p, size_t len,
    struct opt_error *e)
{
	char num[32];
	long long n;

	if (d->ncounts == SGM_MAX_COLORS)
		return opt_fail(e, "--counts: more than %d colours",
		    SGM_MAX_COLORS);
	if (len == 0)
		return opt_fail(e, "--counts: '%s' has an empty count "
		    "(expected a list such as 65,40,40,40,40)", list);
	if (len >= sizeof(num))
		return opt_fail(e, "--counts: '%.*s' is too long for a count",
		    (int)len, p);
	memcpy(num, p, len);
	num[len] = '\0';
	if (opt_num(num, 0, SGM_MAX_CELLS, "--counts", &n, e) < 0)
		return OPT_ERROR;
	d->count_of[d->ncounts++] = (int)n;
	return OPT_RUN;
}

int
deal_counts(struct deal *d, const char *list, struct opt_error *e)
{
	const char *p = list, *comma;

	d->ncounts = 0;
	while ((comma = strchr(p, ',')) != NULL) {
		if (take_count(d, list, p, (size_t)(comma - p), e) < 0)
			return OPT_ERROR;
		p = comma + 1;
	}
	return take_count(d, list, p, strlen(p), e);
}

/* Check --counts against the other options, and take its colours. */
static int
check_counts(struct deal *d, struct opt_error *e)
{
	int c, sum = 0;

	if (d->balanced)
		return opt_fail(e, "--counts and --balanced exclude each "
		    "other");
	if (d->colors_given && d->colors != d->ncounts)
		return opt_fail(e, "--counts: %d colours, but --colors says %d",
		    d->ncounts, d->colors);
	d->colors = d->ncounts;
	for (c = 0; c < d->ncounts; c++)
		sum += d->count_of[c];
	if (sum != d->w * d->h)
		return opt_fail(e, "--counts: %d tiles, but a %dx%d board has "
		    "%d", sum, d->w, d->h, d->w * d->h);
	return OPT_RUN;
}

static int
resolve(struct deal *d, unsigned long long count, struct opt_error *e)
{
	(void)count;
	if (d->size_text && opt_size(d->size_text, "--size", &d->w, &d->h,
	    e) < 0)
		return OPT_ERROR;
	if (d->ncounts && check_counts(d, e) < 0)
		return OPT_ERROR;
	d->have_seed = d->seed_text != NULL;
	if (d->seed_text && opt_seed(d->seed_text, "--seed", &d->seed, e) < 0)
		return OPT_ERROR;
	return OPT_RUN;
}

/* A seed from the system's randomness, for a set nobody asked to repeat. */
static void
start(struct deal *d)
{
	if (d->have_seed)
		return;
	if (getrandom(&d->seed, sizeof(d->seed), 0) !=
	    (ssize_t)sizeof(d->seed))
		die(EXIT_ERROR, "cannot get a random seed: %s",
		    strerror(errno));
	d->have_seed = 1;
}

static void
record(const struct deal *d, unsigned long long i, struct sg_record *rec)
{
	struct sgm_board *b = xcalloc(1, sizeof(*b));

	if (d->balanced)
		sgm_gen_balanced(b, d->w, d->h, d->colors, d->seed, i);
	else if (d->ncounts)	/* check_counts made them valid */
		sgm_gen_counts(b, d->w, d->h, d->colors, d->count_of, d->seed,
		    i);
	else
		sgm_gen_board(b, d->w, d->h, d->colors, d->seed, i);
	rec->kind = SG_REC_BOARD;
	sgm_record_set_board(rec, b);
	snprintf(rec->name, sizeof(rec->name), "%c%" PRIu64 "-%llu",
	    d->balanced ? 'b' : d->ncounts ? 'c' : 's', d->seed, i);
	free(b);
}

const struct deal_game deal_samegame = {
	.resolve = resolve,
	.start = start,
	.record = record,
};
