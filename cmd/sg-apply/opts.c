#include <string.h>

#include "opts.h"

enum { OPT_TRACE = 256 };

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{ "boards", required_argument, NULL, 'b' },
	{ "moves", required_argument, NULL, 'm' },
	{ "trace", no_argument, NULL, OPT_TRACE },
	{ NULL, 0, NULL, 0 },
};

/* Take -m's moves as the moves of each game; a usage error if no game's. */
static int
extra_moves(struct apply_opts *o, const char *text, struct opt_error *e)
{
	struct sg_error err;

	if (game_moves_parse(&o->extra, text, &err) < 0)
		return opt_fail(e, "--moves: %s", err.msg);
	return OPT_RUN;
}

/* Take sg-apply's own option opt. */
static int
own_option(void *own, int opt, char *arg, struct opt_error *e)
{
	struct apply_opts *o = own;

	switch (opt) {
	case 'b':
		o->boards = arg;
		break;
	case 'm':
		return extra_moves(o, arg, e);
	case OPT_TRACE:
		o->trace = 1;
		break;
	}
	return OPT_RUN;
}

int
apply_opts(int argc, char **argv, struct apply_opts *o, struct opt_error *e)
{
	int end, first;

	memset(o, 0, sizeof(*o));
	o->c.rules = SGM_RULES_STD;
	if ((end = options_parse(argc, argv, COMMON_SHORTOPTS "b:m:",
	    longopts, &o->c, own_option, o, e, &first)) != OPT_RUN)
		return end;
	o->nfiles = argc - first;
	o->files = argv + first;
	return OPT_RUN;
}
