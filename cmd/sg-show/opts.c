#include <limits.h>
#include <string.h>

#include "opts.h"
#include "parse.h"

static const char *const format_names[] = {
	"show", "line", "grid", "codingame", "svg", "topcoder", "html",
};

enum { OPT_COLOR = 256, OPT_COLUMNS, OPT_DIGITS, OPT_FINAL, OPT_MOVE,
	OPT_MOVES, OPT_PLAY };

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{ "boards", required_argument, NULL, 'b' },
	{ "color", optional_argument, NULL, OPT_COLOR },
	{ "colour", optional_argument, NULL, OPT_COLOR },
	{ "columns", required_argument, NULL, OPT_COLUMNS },
	{ "digits", no_argument, NULL, OPT_DIGITS },
	{ "format", required_argument, NULL, 'f' },
	{ "final", no_argument, NULL, OPT_FINAL },
	{ "move", required_argument, NULL, OPT_MOVE },
	{ "moves", required_argument, NULL, OPT_MOVES },
	{ "play", no_argument, NULL, OPT_PLAY },
	{ NULL, 0, NULL, 0 },
};

static int
parse_format(struct show_opts *o, const char *arg, struct opt_error *e)
{
	size_t i;

	for (i = 0; i < sizeof(format_names) / sizeof(*format_names); i++)
		if (strcmp(arg, format_names[i]) == 0) {
			o->fmt = (enum format)i;
			return OPT_RUN;
		}
	return opt_fail(e, "--format: '%s' is not show, line, grid, codingame, "
	    "topcoder, svg or html", arg);
}

/* The last step of --moves A-B or A- (to the end), after the dash. */
static int
parse_last(struct show_opts *o, const char *arg, const char *after,
    const char *option, struct opt_error *e)
{
	long long n;

	if (after[0] == '\0') {
		o->last = INT_MAX;
	} else {
		if (opt_num(after, 1, INT_MAX - 1, option, &n, e) < 0)
			return OPT_ERROR;
		o->last = (int)n;
	}
	if (o->last < o->first)
		return opt_fail(e, "%s: '%s' ends before it starts", option,
		    arg);
	return OPT_RUN;
}

/* --moves A-B, A- (to the end) or K into the steps o draws. */
static int
parse_moves(struct show_opts *o, const char *arg, const char *option,
    struct opt_error *e)
{
	const char *dash = strchr(arg, '-');
	char first[32];
	size_t n = dash ? (size_t)(dash - arg) : strlen(arg);
	long long v;

	if (n == 0 || n >= sizeof(first))
		return opt_fail(e, "%s: '%s' is not a move K or moves A-B",
		    option, arg);
	memcpy(first, arg, n);
	first[n] = '\0';
	if (opt_num(first, 1, INT_MAX - 1, option, &v, e) < 0)
		return OPT_ERROR;
	o->first = (int)v;
	if (!dash) {
		o->last = o->first;
		return OPT_RUN;
	}
	return parse_last(o, arg, dash + 1, option, e);
}

static int
parse_when(struct show_opts *o, const char *arg, struct opt_error *e)
{
	if (!arg)
		arg = "always";
	if (strcmp(arg, "auto") && strcmp(arg, "always") && strcmp(arg,
	    "never"))
		return opt_fail(e, "--color: '%s' is not auto, always or never",
		    arg);
	o->when = arg;
	return OPT_RUN;
}

/* --move K or --moves A-B. */
static int
move_option(struct show_opts *o, int opt, const char *arg,
    struct opt_error *e)
{
	if (parse_moves(o, arg, opt == OPT_MOVE ? "--move" : "--moves",
	    e) < 0)
		return OPT_ERROR;
	if (opt == OPT_MOVE && o->first != o->last)
		return opt_fail(e, "--move: '%s' is one move; a range is "
		    "--moves", arg);
	return OPT_RUN;
}

/* Take sg-show's own option opt. */
static int
own_option(void *own, int opt, char *arg, struct opt_error *e)
{
	struct show_opts *o = own;
	long long n;

	switch (opt) {
	case 'b':
		o->boards = arg;
		break;
	case 'f':
		return parse_format(o, arg, e);
	case OPT_COLOR:
		return parse_when(o, arg, e);
	case OPT_COLUMNS:
		if (opt_num(arg, 1, 10000, "--columns", &n, e) < 0)
			return OPT_ERROR;
		o->columns = (int)n;
		break;
	case OPT_DIGITS:
		o->digits = 1;
		break;
	case OPT_FINAL:
		o->final = 1;
		break;
	case OPT_PLAY:
		o->play = 1;
		break;
	case OPT_MOVE:
	case OPT_MOVES:
		return move_option(o, opt, arg, e);
	}
	return OPT_RUN;
}

int
show_opts(int argc, char **argv, struct show_opts *o, struct opt_error *e)
{
	int end, first;

	memset(o, 0, sizeof(*o));
	o->c.rules = SGM_RULES_STD;
	o->when = "auto";
	o->first = 1;
	o->last = INT_MAX;
	if ((end = options_parse(argc, argv, COMMON_SHORTOPTS "b:f:",
	    longopts, &o->c, own_option, o, e, &first)) != OPT_RUN)
		return end;
	if (o->final && (o->first != 1 || o->last != INT_MAX))
		return opt_fail(e, "--final and --move or --moves exclude each "
		    "other");
	if (o->play && o->fmt != FMT_HTML)
		return opt_fail(e, "--play: the page to play is -f html");
	if (o->play && argc - first > 1)
		return opt_fail(e, "--play: one file to start from, at most");
	o->nfiles = argc - first;
	o->files = argv + first;
	return OPT_RUN;
}
