/*
 * sg-show: draw SameGame and Lines boards and games in the terminal, as
 * plain text or in colour, step by step for a game; or convert them to
 * another format (records, bare grids, CodinGame grids, the input of
 * TopCoder's Lines tester), to an SVG picture or to a replay page in
 * HTML.  This file holds the
 * options and the walk over the records; each game draws its own.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "boardset.h"
#include "lines/game.h"
#include "show.h"

static const char usage_text[] =
"usage: sg-show [-hVz] [-b file] [--color[=when]] [--columns n] [--digits]\n"
"               [-f format] [--final | --move k | --moves a-b] [-o file]\n"
"               [-r rules] [file ...]\n"
"Draw SameGame and Lines boards and games, or convert their format.\n"
"\n"
"  -b, --boards FILE   boards for move lists, joined by name\n"
"      --color[=WHEN]  colours: auto (on a terminal unless NO_COLOR is\n"
"                      set), always or never\n"
"      --columns N     SVG pictures a row\n"
"      --digits        digits on the tiles and balls, and a legend\n"
"  -f, --format FMT    show (draw, the default), line (records), grid\n"
"                      (digits and dots), codingame (-1 for empty), svg,\n"
"                      html (a replay page), or topcoder (what Lines'\n"
"                      tester tells the player)\n"
"      --final         a game's final position only, not every step\n"
"  -h, --help          print this help and exit\n"
"      --move K        a game's move K only (K past the last: the end)\n"
"      --moves A-B     moves A to B (A-: from A to the end)\n"
"  -o, --output FILE   write to FILE (gzipped when it ends in .gz)\n"
"  -r, --rules RULES   score SameGame under std, tiles or penalty\n"
"                      (default std)\n"
"  -V, --version       print the version and exit\n"
"  -z, --gzip          gzip the output\n";

static const char *const format_names[] = {
	"show", "line", "grid", "codingame", "svg", "topcoder", "html",
};

/* Show one record of the input. */
static int
show_record(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	struct show *s = ctx;
	int status = 0;

	switch (rec->kind) {
	case SG_REC_COMMENT:
		if (s->fmt == FMT_LINE && rec->text[0] != '\0')
			write_comment(s->w, rec->text);
		return 0;
	case SG_REC_MOVES:
		if ((status = boardset_join(s->boards, rec, r)) != 0)
			return status;
		break;
	default:
		break;
	}
	if (s->fmt == FMT_HTML)
		html_game(s, rec->name);
	if (rec->game == &sg_lines)
		status = lines_show(s, rec, r);
	else
		status = samegame_show(s, rec, r);
	emit(s);
	if (s->fmt != FMT_SVG && s->fmt != FMT_HTML)
		flush_if_idle(s->w, r);
	return status;
}

/*
 * Colours or not: --color=always or never does as it says; auto, the
 * default, draws in colour on a terminal unless NO_COLOR is set, since a
 * flag given beats the variable (no-color.org).
 */
static int
use_color(const struct show *s, const char *when)
{
	const char *no = getenv("NO_COLOR");
	const char *term = getenv("TERM");

	if (s->fmt != FMT_SHOW || strcmp(when, "never") == 0)
		return 0;
	if (strcmp(when, "always") == 0)
		return 1;
	return !(no && *no) && !s->c.gzip && (!s->c.output ||
	    strcmp(s->c.output, "-") == 0) && isatty(STDOUT_FILENO) &&
	    !(term && strcmp(term, "dumb") == 0);
}

static enum format
parse_format(const char *arg)
{
	size_t i;

	for (i = 0; i < sizeof(format_names) / sizeof(*format_names); i++)
		if (strcmp(arg, format_names[i]) == 0)
			return (enum format)i;
	usage_error("--format: '%s' is not show, line, grid, codingame, "
	    "topcoder, svg or html", arg);
}

/* --moves A-B, A- (to the end) or K into the steps s draws. */
static void
parse_moves(struct show *s, const char *arg, const char *option)
{
	const char *dash = strchr(arg, '-');
	char first[32];
	size_t n = dash ? (size_t)(dash - arg) : strlen(arg);

	if (n == 0 || n >= sizeof(first))
		usage_error("%s: '%s' is not a move K or moves A-B", option,
		    arg);
	memcpy(first, arg, n);
	first[n] = '\0';
	s->first = (int)parse_num(first, 1, INT_MAX - 1, option);
	if (!dash)
		s->last = s->first;
	else if (dash[1] == '\0')
		s->last = INT_MAX;
	else
		s->last = (int)parse_num(dash + 1, 1, INT_MAX - 1, option);
	if (s->last < s->first)
		usage_error("%s: '%s' ends before it starts", option, arg);
}

static const char *
parse_when(const char *arg)
{
	if (!arg)
		return "always";
	if (strcmp(arg, "auto") && strcmp(arg, "always") && strcmp(arg,
	    "never"))
		usage_error("--color: '%s' is not auto, always or never", arg);
	return arg;
}

enum { OPT_COLOR = 256, OPT_COLUMNS, OPT_DIGITS, OPT_FINAL, OPT_MOVE,
	OPT_MOVES };

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
	{ NULL, 0, NULL, 0 },
};

/* The options into s, leaving optind at the first file; returns the -b
 * file, or NULL. */
static const char *
parse_args(struct show *s, int argc, char **argv)
{
	const char *when = "auto", *boards = NULL;
	int opt;

	s->first = 1;
	s->last = INT_MAX;
	while ((opt = getopt_long(argc, argv, COMMON_SHORTOPTS "b:f:",
	    longopts, NULL)) != -1) {
		if (common_option(&s->c, opt, optarg, usage_text))
			continue;
		switch (opt) {
		case 'b':
			boards = optarg;
			break;
		case 'f':
			s->fmt = parse_format(optarg);
			break;
		case OPT_COLOR:
			when = parse_when(optarg);
			break;
		case OPT_COLUMNS:
			s->columns = (int)parse_num(optarg, 1, 10000,
			    "--columns");
			break;
		case OPT_DIGITS:
			s->digits = 1;
			break;
		case OPT_FINAL:
			s->final = 1;
			break;
		case OPT_MOVE:
		case OPT_MOVES:
			parse_moves(s, optarg, opt == OPT_MOVE ? "--move" :
			    "--moves");
			if (opt == OPT_MOVE && s->first != s->last)
				usage_error("--move: '%s' is one move; a range "
				    "is --moves", optarg);
			break;
		}
	}
	if (s->final && (s->first != 1 || s->last != INT_MAX))
		usage_error("--final and --move or --moves exclude each other");
	s->color = use_color(s, when);
	return boards;
}

int
main(int argc, char **argv)
{
	static struct show s;
	const char *boards;
	int status;

	util_init(argv[0]);
	boards = parse_args(&s, argc, argv);
	if (boards)
		s.boards = boardset_load(boards);
	refuse_output_as_input(&s.c, argc - optind, argv + optind);
	s.w = open_output(&s.c);
	status = each_record_required(argc - optind, argv + optind,
	    show_record, &s, "board or game to show");
	if (s.fmt == FMT_SVG && s.npanels > 0)
		svg_write(&s);
	if (s.fmt == FMT_HTML)
		html_end(&s);
	close_output(s.w);
	free(s.out.p);
	boardset_free(s.boards);
	return status;
}
