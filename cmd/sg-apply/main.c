/*
 * sg-apply: play move lists and write the positions they lead to: SameGame
 * boards as board records (with no moves, bare grids become records), Lines
 * positions as the lines sg(5) describes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boardset.h"
#include "opts.h"
#include "lines/field.h"
#include "lines/game.h"
#include "samegame/game.h"
#include "samegame/replay.h"
#include "util.h"

static const char usage_text[] =
"usage: sg-apply [-hVz] [-b file] [-m moves] [-o file] [-r rules] [--trace]\n"
"                [file ...]\n"
"Play SameGame and Lines move lists and write the positions that result.\n"
"\n"
"  -b, --boards FILE   boards for move lists, joined by name\n"
"  -h, --help          print this help and exit\n"
"  -m, --moves MOVES   play these moves ('c,r c,r ...', or for Lines\n"
"                      'r1,c1,r2,c2 ...') on every board, after a game's\n"
"                      own moves\n"
"  -o, --output FILE   write to FILE (gzipped when it ends in .gz)\n"
"  -r, --rules RULES   accepted for symmetry; boards carry no score\n"
"      --trace         write every position: NAME/0 is the board, NAME/K\n"
"                      the board after K moves\n"
"  -V, --version       print the version and exit\n"
"  -z, --gzip          gzip the output\n";

struct apply {
	struct apply_opts o;
	struct boardset *boards;
	struct sg_writer *w;
	struct sg_replay rp;
	struct lines_tester tester;
	struct sg_record out;
};

/* Write the position reached after k moves (the board itself for k 0). */
static void
write_position(struct apply *a, const struct sg_record *rec, int k)
{
	a->out.kind = SG_REC_BOARD;
	if (a->o.trace) {
		if (snprintf(a->out.name, sizeof(a->out.name), "%s/%d",
		    rec->name, k) >= (int)sizeof(a->out.name))
			die(EXIT_ERROR, "trace name too long");	/* checked */
	} else {
		memcpy(a->out.name, rec->name, sizeof(a->out.name));
	}
	sg_record_set_board(&a->out, &a->rp.board);
	write_record(a->w, &a->out);
}

/* Play one move of the game, or say why it cannot be played. */
static int
play(struct apply *a, const struct sg_record *rec, const struct sg_reader *r,
    struct sg_move m, const char *what)
{
	int k = a->rp.played + 1;

	if (sg_replay_move(&a->rp, m, a->o.c.rules) > 0) {
		if (a->o.trace)
			write_position(a, rec, k);
		return 0;
	}
	warn_at(sg_reader_name(r), rec->line, "game '%s': %s %d (%d,%d): %s",
	    rec->name, what, k, m.x, m.y, a->rp.why);
	return EXIT_ERROR;
}

/* Check that the trace names of rec, up to NAME/K for its last move, fit. */
static int
trace_names_fit(const struct apply *a, const struct sg_record *rec,
    const struct sg_reader *r)
{
	int last = rec->nmoves + a->o.nextra;

	if (snprintf(NULL, 0, "%s/%d", rec->name, last) <= SG_NAME_MAX)
		return 0;
	warn_at(sg_reader_name(r), rec->line, "game '%.40s...': trace name "
	    "'NAME/%d' would be longer than %d bytes", rec->name, last,
	    SG_NAME_MAX);
	return EXIT_ERROR;
}

/* Write the Lines position in hand, named as write_position names it. */
static void
write_lines_position(struct apply *a, const struct sg_record *rec, int k)
{
	char line[SG_NAME_MAX + LINES_MAX_CELLS + 128], name[SG_NAME_MAX + 1];
	struct lines_view v;
	int n;

	if (!a->o.trace || snprintf(name, sizeof(name), "%s/%d", rec->name,
	    k) >= (int)sizeof(name))
		memcpy(name, rec->name, sizeof(name));
	lines_tester_view(&a->tester, &v);
	n = snprintf(line, sizeof(line), "%s ", name);
	lines_view_format(&v, a->tester.score, a->tester.over, line + n,
	    sizeof(line) - (size_t)n);
	write_comment(a->w, line);
}

/* Play one Lines move, or say why it cannot be played. */
static int
play_lines(struct apply *a, const struct sg_record *rec,
    const struct sg_reader *r, struct lines_move m)
{
	struct lines_step step;
	int k = a->tester.moves + 1;

	if (lines_tester_play(&a->tester, m, &step, NULL) == 0) {
		if (a->o.trace)
			write_lines_position(a, rec, k);
		return 0;
	}
	warn_at(sg_reader_name(r), rec->line, "game '%s': move %d "
	    "(%d,%d,%d,%d): %s", rec->name, k, m.r1, m.c1, m.r2, m.c2,
	    step.why);
	return EXIT_ERROR;
}

/* A Lines game: its position after its moves and -m's, or every one. */
static int
apply_lines(struct apply *a, const struct sg_record *rec,
    const struct sg_reader *r)
{
	struct lines_setup setup;
	struct sg_error err;
	int i, status = 0;

	lines_record_setup(rec, &setup);
	if (lines_tester_init(&a->tester, &setup, &err) < 0) {
		warn_at(sg_reader_name(r), rec->line, "%s", err.msg);
		return EXIT_ERROR;
	}
	if (a->o.nlextra < 0) {
		warn_at(sg_reader_name(r), rec->line, "game '%s': --moves are "
		    "not Lines moves", rec->name);
		return EXIT_ERROR;
	}
	if (a->o.trace)
		write_lines_position(a, rec, 0);
	for (i = 0; i < rec->nmoves && status == 0; i++)
		status = play_lines(a, rec, r, lines_record_move(rec, i));
	for (i = 0; i < a->o.nlextra && status == 0; i++)
		status = play_lines(a, rec, r, a->o.lextra[i]);
	if (status == 0 && !a->o.trace)
		write_lines_position(a, rec, a->tester.moves);
	return status;
}

/* A SameGame game: the board after its moves and -m's, or every one. */
static int
apply_samegame(struct apply *a, const struct sg_record *rec,
    const struct sg_reader *r)
{
	struct sg_board b;
	int i, status = 0;

	if (a->o.nextra < 0) {
		warn_at(sg_reader_name(r), rec->line, "game '%s': --moves are "
		    "not SameGame moves", rec->name);
		return EXIT_ERROR;
	}
	sg_record_board(rec, &b);
	sg_replay_start(&a->rp, &b);
	if (a->o.trace)
		write_position(a, rec, 0);
	for (i = 0; i < rec->nmoves && status == 0; i++)
		status = play(a, rec, r, sg_record_move(rec, i), "move");
	for (i = 0; i < a->o.nextra && status == 0; i++)
		status = play(a, rec, r, a->o.extra[i], "move");
	if (status == 0 && !a->o.trace)
		write_position(a, rec, a->rp.played);
	return status;
}

static int
apply_record(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	struct apply *a = ctx;
	int status;

	if (rec->kind == SG_REC_COMMENT) {
		write_comment(a->w, rec->text);
		return 0;
	}
	if (rec->kind == SG_REC_MOVES &&
	    (status = boardset_join(a->boards, rec, r)) != 0)
		return status;
	if (a->o.trace && (status = trace_names_fit(a, rec, r)) != 0)
		return status;
	if (rec->game == &sg_lines)
		status = apply_lines(a, rec, r);
	else
		status = apply_samegame(a, rec, r);
	flush_if_idle(a->w, r);
	return status;
}

int
main(int argc, char **argv)
{
	struct apply *a = xcalloc(1, sizeof(*a));
	struct opt_error e;
	int status;

	util_init(argv[0]);
	options_end(apply_opts(argc, argv, &a->o, &e), &e, usage_text);
	if (a->o.boards)
		a->boards = boardset_load(a->o.boards);
	refuse_output_as_input(&a->o.c, a->o.nfiles, a->o.files);
	a->w = open_output(&a->o.c);
	status = each_record_required(a->o.nfiles, a->o.files,
	    apply_record, a, "board or game to play");
	close_output(a->w);
	boardset_free(a->boards);
	free(a);
	return status;
}
