/* sg-show's command line (opts.c): parsed apart from main so that it can
 * be fuzzed. */
#ifndef SG_SHOW_OPTS_H
#define SG_SHOW_OPTS_H

#include "options.h"

enum format {
	FMT_SHOW, FMT_LINE, FMT_GRID, FMT_CODINGAME, FMT_SVG, FMT_TOPCODER,
	FMT_HTML,
};

struct show_opts {
	struct common c;
	enum format fmt;	/* -f */
	const char *when;	/* --color: auto, always or never */
	int final;		/* --final */
	int play;		/* --play: the page to play, not to replay */
	int first, last;	/* --moves: the steps drawn */
	int digits;		/* --digits */
	int columns;		/* --columns, 0 to choose */
	const char *boards;	/* -b, or NULL */
	int nfiles;		/* the operands */
	char **files;
};

/* Parse argc and argv into o: OPT_RUN, OPT_HELP, OPT_VERSION or OPT_ERROR
 * (with e).  Starts getopt_long afresh (optind 0). */
int show_opts(int argc, char **argv, struct show_opts *o,
    struct opt_error *e);

#endif
