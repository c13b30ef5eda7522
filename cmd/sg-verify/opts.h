/* sg-verify's command line (opts.c): parsed apart from main so that it
 * can be fuzzed. */
#ifndef SG_VERIFY_OPTS_H
#define SG_VERIFY_OPTS_H

#include "options.h"

struct verify_opts {
	struct common c;
	const char *boards;	/* -b, or NULL */
	int quiet;		/* -q */
	int stats;		/* --stats */
	int nfiles;		/* the operands */
	char **files;
};

/* Parse argc and argv into o: OPT_RUN, OPT_HELP, OPT_VERSION or OPT_ERROR
 * (with e).  Starts getopt_long afresh (optind 0). */
int verify_opts(int argc, char **argv, struct verify_opts *o,
    struct opt_error *e);

#endif
