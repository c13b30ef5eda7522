/* sg-play's command line (opts.c): parsed apart from main so that it can be
 * fuzzed. */
#ifndef SG_PLAY_OPTS_H
#define SG_PLAY_OPTS_H

#include "deal.h"
#include "options.h"

struct play_opts {
	struct common c;
	double hint_time;	/* --hint-time: seconds a hint searches */
	int digits;		/* --digits: colours as digits */
	/* -s, --size, -c and --game: a new board, as sg-gen deals it */
	struct deal deal;
	int dealt;		/* one of them was given */
	const char *file;	/* the operand, or NULL */
};

/* Parse argc and argv into o: OPT_RUN, OPT_HELP, OPT_VERSION or OPT_ERROR
 * (with e).  Starts getopt_long afresh (optind 0). */
int play_opts(int argc, char **argv, struct play_opts *o,
    struct opt_error *e);

#endif
