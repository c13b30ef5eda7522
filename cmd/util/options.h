/*
 * Parsing a command line into a command's options without printing or
 * exiting, so that it can be tested and fuzzed (tests/fuzz/fuzz_options.c),
 * and the options every command takes: -h -V -r -o -z.
 */
#ifndef SG_CMD_OPTIONS_H
#define SG_CMD_OPTIONS_H

#include <getopt.h>

#include "core/error.h"
#include "samegame/rules.h"

/* What parsing a command line ends in. */
enum opt_end {
	OPT_ERROR = -1,		/* a usage error: struct opt_error says it */
	OPT_RUN = 0,		/* run the command */
	OPT_HELP,		/* -h: print the usage text and exit 0 */
	OPT_VERSION,		/* -V: print the version and exit 0 */
	OPT_OWN,		/* common_option: not a common option */
};

/* A usage error: its message (without the command's name) and status. */
struct opt_error {
	int status;		/* EXIT_ERROR */
	int said;		/* getopt_long printed the message (opterr) */
	char msg[SG_ERROR_MAX];
};

/* Fill e with the message and status 2; returns OPT_ERROR. */
int opt_fail(struct opt_error *e, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

struct common {
	enum sgm_rules rules;	/* -r, --rules; std by default */
	const char *output;	/* -o, --output; NULL for stdout */
	int gzip;		/* -z, --gzip, or an output name ending ".gz" */
};

/* getopt_long entries and short letters of the common options, to splice
 * into each command's own tables. */
#define COMMON_SHORTOPTS "hVr:o:z"
#define COMMON_LONGOPTS \
	{ "help", no_argument, NULL, 'h' }, \
	{ "version", no_argument, NULL, 'V' }, \
	{ "rules", required_argument, NULL, 'r' }, \
	{ "output", required_argument, NULL, 'o' }, \
	{ "gzip", no_argument, NULL, 'z' }

/*
 * Take opt (what getopt_long returned, with arg its optarg) if it is a
 * common option.  Returns OPT_RUN when taken, OPT_HELP or OPT_VERSION,
 * OPT_ERROR for a bad --rules or getopt's '?', or OPT_OWN when opt is the
 * command's own.
 */
int common_option(struct common *c, int opt, const char *arg,
    struct opt_error *e);

/*
 * A command's own option opt (what getopt_long returned, with arg its
 * optarg) into the command's options own: OPT_RUN, or OPT_ERROR with e.
 */
typedef int own_option_fn(void *own, int opt, char *arg,
    struct opt_error *e);

/*
 * Parse argv from its start with getopt_long (shortopts and longopts the
 * command's tables, the common options spliced in): the common options
 * into c, the others through take(own, ...).  Returns OPT_RUN with *first
 * the index of the first operand, or what ended the parse.
 */
int options_parse(int argc, char **argv, const char *shortopts,
    const struct option *longopts, struct common *c, own_option_fn *take,
    void *own, struct opt_error *e, int *first);

/*
 * Act on what parsing ended in: print the usage text or the version and
 * exit 0, or print the error ("Try 'progname --help'" after it) and exit
 * with its status; return for OPT_RUN.
 */
void options_end(int end, const struct opt_error *e, const char *usage_text);

#endif
