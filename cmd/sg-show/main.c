/*
 * sg-show: draw SameGame and Lines boards and games in the terminal, as
 * plain text or in colour, step by step for a game; or convert them to
 * another format (records, bare grids, CodinGame grids, the input of
 * TopCoder's Lines tester), to an SVG picture or to a replay page in
 * HTML.  This file holds the walk over the records (the options are
 * opts.c's); each game draws its own.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "boardset.h"
#include "gamelist.h"
#include "show.h"

static const char usage_text[] =
"usage: sg-show [-hVz] [-b file] [--color[=when]] [--columns n] [--digits]\n"
"               [-f format] [--final | --move k | --moves a-b] [-o file]\n"
"               [-r rules] [file ...]\n"
"       sg-show -f html --play [-o file] [file]\n"
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
"      --play          with -f html: a page to play both games in, the\n"
"                      solver as coach (from the first record of file)\n"
"  -r, --rules RULES   score SameGame under std, tiles or penalty\n"
"                      (default std)\n"
"  -V, --version       print the version and exit\n"
"  -z, --gzip          gzip the output\n";

/* What each game does in sg-show. */
static const struct show_game *const games[SG_GAMES] = {
	[SG_GAME_SAMEGAME] = &show_samegame,
	[SG_GAME_LINES] = &show_lines,
};

/* Show one record of the input. */
static int
show_record(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	struct show *s = ctx;
	const struct show_game *game;
	int status = 0;

	switch (rec->kind) {
	case SG_REC_COMMENT:
		if (s->opt.fmt == FMT_LINE && rec->text[0] != '\0')
			write_comment(s->w, rec->text);
		return 0;
	case SG_REC_MOVES:
		if ((status = boardset_join(s->boards, rec, r)) != 0)
			return status;
		break;
	default:
		break;
	}
	if (!(game = GAME_ENTRY(games, rec->game)))
		return game_unsupported(sg_reader_name(r), rec);
	if (s->opt.fmt == FMT_HTML)
		html_game(s, rec->name);
	status = game->show(s, rec, r);
	emit(s);
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

	if (s->opt.fmt != FMT_SHOW || strcmp(when, "never") == 0)
		return 0;
	if (strcmp(when, "always") == 0)
		return 1;
	return !(no && *no) && !s->opt.c.gzip && (!s->opt.c.output ||
	    strcmp(s->opt.c.output, "-") == 0) && isatty(STDOUT_FILENO) &&
	    !(term && strcmp(term, "dumb") == 0);
}

int
main(int argc, char **argv)
{
	static struct show s;
	struct opt_error e;
	int status;

	util_init(argv[0]);
	options_end(show_opts(argc, argv, &s.opt, &e), &e, usage_text);
	s.color = use_color(&s, s.opt.when);
	if (s.opt.boards)
		s.boards = boardset_load(s.opt.boards);
	refuse_output_as_input(&s.opt.c, s.opt.nfiles, s.opt.files);
	if (s.opt.play)
		return play_page(&s);
	s.w = open_output(&s.opt.c);
	/* a picture is one document, written whole at the end */
	if (s.opt.fmt != FMT_SVG && s.opt.fmt != FMT_HTML)
		flush_when_idle(s.w);
	status = each_record_required(s.opt.nfiles, s.opt.files,
	    show_record, &s, "board or game to show");
	if (s.opt.fmt == FMT_SVG && s.npanels > 0)
		svg_write(&s);
	if (s.opt.fmt == FMT_HTML)
		html_end(&s);
	close_output(s.w);
	free(s.out.p);
	boardset_free(s.boards);
	return status;
}
