/* sg-apply's command line (opts.c): parsed apart from main so that it can
 * be fuzzed. */
#ifndef SG_APPLY_OPTS_H
#define SG_APPLY_OPTS_H

#include "gamelist.h"
#include "options.h"

struct apply_opts {
	struct common c;
	const char *boards;	/* -b, or NULL */
	int trace;		/* --trace */
	struct game_moves extra;	/* -m, as each game's moves */
	int nfiles;		/* the operands */
	char **files;
};

/* Parse argc and argv into o: OPT_RUN, OPT_HELP, OPT_VERSION or OPT_ERROR
 * (with e).  Starts getopt_long afresh (optind 0). */
int apply_opts(int argc, char **argv, struct apply_opts *o,
    struct opt_error *e);

#endif
