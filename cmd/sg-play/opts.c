#include <string.h>

#include "opts.h"
#include "parse.h"

enum { OPT_SIZE = 256, OPT_GAME, OPT_DIGITS, OPT_HINT_TIME };

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{ "colors", required_argument, NULL, 'c' },
	{ "colours", required_argument, NULL, 'c' },
	{ "digits", no_argument, NULL, OPT_DIGITS },
	{ "game", required_argument, NULL, OPT_GAME },
	{ "hint-time", required_argument, NULL, OPT_HINT_TIME },
	{ "seed", required_argument, NULL, 's' },
	{ "size", required_argument, NULL, OPT_SIZE },
	{ NULL, 0, NULL, 0 },
};

/* Take sg-play's own option opt. */
static int
own_option(void *own, int opt, char *arg, struct opt_error *e)
{
	struct play_opts *o = own;

	switch (opt) {
	case 'c':
		o->dealt = 1;
		return deal_colors(&o->deal, arg, e);
	case 's':
		o->dealt = 1;
		o->deal.seed_text = arg;
		break;
	case OPT_SIZE:
		o->dealt = 1;
		o->deal.size_text = arg;
		break;
	case OPT_GAME:
		o->dealt = 1;
		return deal_game(&o->deal, arg, e);
	case OPT_DIGITS:
		o->digits = 1;
		break;
	case OPT_HINT_TIME:
		if (opt_seconds(arg, "--hint-time", &o->hint_time, e) < 0)
			return OPT_ERROR;
		if (o->hint_time <= 0)
			return opt_fail(e, "--hint-time: '%s' is not more than "
			    "0 seconds", arg);
		break;
	}
	return OPT_RUN;
}

/* The operands and the dealing options against each other. */
static int
check_all(struct play_opts *o, int argc, char **argv, int first,
    struct opt_error *e)
{
	if (argc - first > 1)
		return opt_fail(e, "unexpected operand '%s' (sg-play plays "
		    "one file)", argv[first + 1]);
	o->file = first < argc ? argv[first] : NULL;
	if (o->file && o->dealt)
		return opt_fail(e, "-s, --size, -c and --game deal a new "
		    "board: '%s' brings its own", o->file);
	return deal_resolve(&o->deal, 1, e);
}

int
play_opts(int argc, char **argv, struct play_opts *o, struct opt_error *e)
{
	int end, first;

	memset(o, 0, sizeof(*o));
	o->c.rules = SGM_RULES_STD;
	o->hint_time = 1;
	deal_init(&o->deal);
	if ((end = options_parse(argc, argv, COMMON_SHORTOPTS "c:s:",
	    longopts, &o->c, own_option, o, e, &first)) != OPT_RUN)
		return end;
	return check_all(o, argc, argv, first, e);
}
