/* The options every command takes: -h -V -r -o -z. */
#ifndef SG_CMD_OPTIONS_H
#define SG_CMD_OPTIONS_H

#include <getopt.h>

#include "samegame/rules.h"

struct common {
	enum sg_rules rules;	/* -r, --rules; std by default */
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
 * Handle opt if it is a common option: -h prints usage_text to stdout and
 * exits 0, -V prints the version and exits 0, '?' is a usage error.  Returns
 * 1 if handled, 0 if opt is the command's own.
 */
int common_option(struct common *c, int opt, const char *arg,
    const char *usage_text);

#endif
