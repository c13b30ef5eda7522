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
own_option(void *own, int opt, char *arg, struct opt_error *e)
{
	struct verify_opts *o = own;

	(void)e;
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
	int end, first;

	memset(o, 0, sizeof(*o));
	o->c.rules = SGM_RULES_STD;
	if ((end = options_parse(argc, argv, COMMON_SHORTOPTS "b:q",
	    longopts, &o->c, own_option, o, e, &first)) != OPT_RUN)
		return end;
	o->nfiles = argc - first;
	o->files = argv + first;
	return OPT_RUN;
}
