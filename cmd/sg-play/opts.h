/* sg-play's command line (opts.c): parsed apart from main so that it can be
 * fuzzed. */
#ifndef SG_PLAY_OPTS_H
#define SG_PLAY_OPTS_H

#include "../sg-gen/opts.h"
#include "options.h"

#define PLAY_DEAL_ARGS	16	/* sg-gen options a deal takes, and more */

struct play_opts {
	struct common c;
	double hint_time;	/* --hint-time: seconds a hint searches */
	int digits;		/* --digits: colours as digits */
	/* -s, --size, -c and --game, for a new board as sg-gen deals it */
	int ndeal;
	char *deal_argv[PLAY_DEAL_ARGS + 2];
	struct gen_opts deal;
	const char *file;	/* the operand, or NULL */
};

/* Parse argc and argv into o: OPT_RUN, OPT_HELP, OPT_VERSION or OPT_ERROR
 * (with e).  Starts getopt_long afresh (optind 0). */
int play_opts(int argc, char **argv, struct play_opts *o,
    struct opt_error *e);

#endif
