/* Lines in sg-gen: the games of TopCoder's tester, by seed. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lines/game.h"
#include "sg-gen.h"

/*
 * Write the games of the Lines tester for seeds s->seed .. s->seed + count
 * - 1 (deal_resolve made them fit).
 */
static int
gen(struct sg_writer *w, struct gen_opts *g)
{
	const struct lines_setup *s = &g->deal.setup;
	struct sg_record *rec = record_new();
	char header[256];
	unsigned long long i;

	snprintf(header, sizeof(header), "# sg-gen --game lines seed=%" PRId64
	    " count=%llu", s->seed, g->count);
	if (s->n)
		snprintf(header + strlen(header), sizeof(header) -
		    strlen(header), " size=%d", s->n);
	if (s->colors)
		snprintf(header + strlen(header), sizeof(header) -
		    strlen(header), " colors=%d", s->colors);
	write_comment(w, header);
	for (i = 1; i <= g->count; i++) {
		deal_record(&g->deal, i, rec);
		write_record(w, rec);
	}
	free(rec);
	return 0;
}

const struct gen_game gen_lines = {
	.gen = gen,
};
