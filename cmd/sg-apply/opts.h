/* sg-apply's command line (opts.c): parsed apart from main so that it can
 * be fuzzed. */
#ifndef SG_APPLY_OPTS_H
#define SG_APPLY_OPTS_H

#include "lines/lines.h"
#include "options.h"
#include "samegame/board.h"

struct apply_opts {
	struct common c;
	const char *boards;	/* -b, or NULL */
	int trace;		/* --trace */
	struct sg_move extra[SG_MAX_MOVES];	/* -m as SameGame moves */
	int nextra;				/* or -1: not SameGame's */
	struct lines_move lextra[LINES_MAX_TURNS];	/* as Lines moves */
	int nlextra;					/* or -1 */
	int nfiles;		/* the operands */
	char **files;
};

/* Parse argc and argv into o: OPT_RUN, OPT_HELP, OPT_VERSION or OPT_ERROR
 * (with e).  Starts getopt_long afresh (optind 0). */
int apply_opts(int argc, char **argv, struct apply_opts *o,
    struct opt_error *e);

#endif
