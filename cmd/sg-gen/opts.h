/* sg-gen's command line (opts.c): parsed apart from main so that it can be
 * fuzzed. */
#ifndef SG_GEN_OPTS_H
#define SG_GEN_OPTS_H

#include "deal.h"
#include "options.h"

struct gen_opts {
	struct common c;
	unsigned long long count;
	int random_option;	/* -c, -n, -s, --size, --balanced or
				   --counts: for random sets only */
	const char *set;
	struct deal deal;	/* the game, its seed, size and colours */
};

/* Parse argc and argv into o: OPT_RUN, OPT_HELP, OPT_VERSION or OPT_ERROR
 * (with e).  Starts getopt_long afresh (optind 0). */
int gen_opts(int argc, char **argv, struct gen_opts *o, struct opt_error *e);

#endif
