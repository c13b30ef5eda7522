#include <string.h>

#include "opts.h"

enum { OPT_STATS = 256 };

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{ "boards", required_argument, NULL, 'b' },
	{ "quiet", no_argument, NULL, 'q' },
	{ "stats", no_argument, NULL, OPT_STATS },
	{ NULL, 0, NULL, 0 },
};

/* Take sg-verify's own option opt. */
static int
own_option(struct verify_opts *o, int opt, char *arg)
{
	switch (opt) {
	case 'b':
		o->boards = arg;
		break;
	case 'q':
		o->quiet = 1;
		break;
	case OPT_STATS:
		o->stats = 1;
		break;
	}
	return OPT_RUN;
}

int
verify_opts(int argc, char **argv, struct verify_opts *o,
    struct opt_error *e)
{
	int opt, end;

	memset(o, 0, sizeof(*o));
	o->c.rules = SG_RULES_STD;
	optind = 0;
	while ((opt = getopt_long(argc, argv, COMMON_SHORTOPTS "b:q", longopts,
	    NULL)) != -1) {
		if ((end = common_option(&o->c, opt, optarg, e)) == OPT_OWN)
			end = own_option(o, opt, optarg);
		if (end != OPT_RUN)
			return end;
	}
	o->nfiles = argc - optind;
	o->files = argv + optind;
	return OPT_RUN;
}
