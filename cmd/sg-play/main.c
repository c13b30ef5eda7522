/*
 * sg-play: play a SameGame board or a Lines game in the terminal, with the
 * solver as a coach, and write the game played as a record.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "gamelist.h"
#include "play.h"
#include "util.h"

static const char usage_text[] =
"usage: sg-play [-hVz] [-o file] [-r rules] [--digits] [--hint-time S]\n"
"               [file]\n"
"       sg-play [-hVz] [-c colors] [-o file] [-r rules] [-s seed]\n"
"               [--digits] [--game GAME] [--hint-time S] [--size WxH]\n"
"Play SameGame or Lines in the terminal, and write the game played.\n"
"\n"
"  -c, --colors N      a new board's colours, as sg-gen takes them\n"
"      --digits        draw colours as digits\n"
"      --game GAME     a new game of samegame (the default) or lines\n"
"  -h, --help          print this help and exit\n"
"      --hint-time S   seconds the solver thinks for a hint (default 1)\n"
"  -o, --output FILE   write to FILE (gzipped when it ends in .gz)\n"
"  -r, --rules RULES   std (default), tiles or penalty\n"
"  -s, --seed N        a new board's seed, as sg-gen takes it\n"
"      --size WxH      a new board's size, as sg-gen takes it\n"
"  -V, --version       print the version and exit\n"
"  -z, --gzip          gzip the output\n"
"\n"
"The first board or game of file is played (a game goes on from its end),\n"
"or a new board as sg-gen deals it; the game goes to standard output once\n"
"the screen is restored, without -o.\n"
"\n"
"Keys: arrows or h j k l move, Enter or space plays (Lines: picks a ball,\n"
"then sends it), Esc drops the ball picked, u undoes, U or Ctrl-R redoes,\n"
"? asks the solver for a hint, s at the end plays the solver's game from\n"
"the same start, q quits.\n";

/* What each game does in sg-play, by enum sg_game_id. */
static const struct play_game *const games[SG_GAMES] = {
	[SG_GAME_SAMEGAME] = &play_samegame,
	[SG_GAME_LINES] = &play_lines,
};

/* The first board or game of the input, kept by first_record. */
struct first {
	struct sg_record *rec;
	int have;
};

static int
first_record(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	struct first *f = ctx;

	(void)r;
	if (rec->kind == SG_REC_COMMENT || f->have)
		return 0;
	if (rec->kind == SG_REC_MOVES) {
		warn_at(sg_reader_name(r), rec->line, "%s: a move list "
		    "without its board", rec->name);
		return EXIT_ERROR;
	}
	*f->rec = *rec;
	f->have = 1;
	return 0;
}

/* The record to play: the input's first, or a new one as sg-gen deals. */
static void
load(struct play_opts *o, struct sg_record *rec)
{
	struct first f = { rec, 0 };
	char *argv[1];
	int st;

	if (!o->file && (o->dealt || isatty(STDIN_FILENO))) {
		deal_start(&o->deal);
		deal_record(&o->deal, 1, rec);
		return;
	}
	argv[0] = (char *)(o->file ? o->file : "-");
	st = each_record_required(1, argv, first_record, &f,
	    "board or game to play");
	if (st != 0)
		exit(st);
}

/* The session of rec, read from file (NULL: dealt), or die saying why. */
static struct sg_session *
start(const struct play_opts *o, struct sg_record *rec,
    const struct play_game *g)
{
	struct sg_session *s = xcalloc(1, sizeof(*s));
	struct sg_error err;

	if (sg_session_start(s, rec, (int)o->c.rules, g->hint, o->hint_time,
	    &err) < 0) {
		warn_at(o->file ? o->file : "-", rec->line, "%s", err.msg);
		exit(EXIT_ERROR);
	}
	return s;
}

int
main(int argc, char **argv)
{
	static struct play p;
	struct play_opts o;
	struct opt_error e;
	struct sg_record *rec = record_new();
	char why[128];
	int w, h;

	util_init(argv[0]);
	options_end(play_opts(argc, argv, &o, &e), &e, usage_text);
	load(&o, rec);
	p.o = &o;
	if (!(p.g = GAME_ENTRY(games, rec->game)))
		return game_unsupported(o.file ? o.file : "-", rec);
	p.s = start(&o, rec, p.g);
	free(rec);
	p.sel = -1;
	p.g->refresh(&p);
	p.g->size(&p, &w, &h);
	p.cy = h - 1;	/* the bottom-left cell */
	if (term_open(o.digits, why, sizeof(why)) < 0)
		die(EXIT_ERROR, "needs a terminal (%s)", why);
	status(&p, "%s", "");
	play_loop(&p);
	sg_session_end(p.s);
	term_close();
	save_game(&p);
	/* a game ended by a signal is kept, then the signal ends sg-play */
	term_end_signalled();
	return 0;
}
