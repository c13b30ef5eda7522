/*
 * sg-apply: play move lists and write the positions they lead to: SameGame
 * boards as board records (with no moves, bare grids become records), Lines
 * positions as the lines sg(5) describes.
 */
#include <stdio.h>
#include <stdlib.h>

#include "apply.h"

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

/* What each game does in sg-apply. */
static const struct apply_game *const games[SG_GAMES] = {
	[SG_GAME_SAMEGAME] = &apply_samegame,
	[SG_GAME_LINES] = &apply_lines,
};

/* Check that the trace names of rec, up to NAME/K for its last move, fit. */
static int
trace_names_fit(const struct sg_record *rec, const struct sg_reader *r,
    const struct sg_record *extra)
{
	int last = rec->nmoves + extra->nmoves;

	if (snprintf(NULL, 0, "%s/%d", rec->name, last) <= SG_NAME_MAX)
		return 0;
	warn_at(sg_reader_name(r), rec->line, "game '%.40s...': trace name "
	    "'NAME/%d' would be longer than %d bytes", rec->name, last,
	    SG_NAME_MAX);
	return EXIT_ERROR;
}

/*
 * Play rec's moves, then extra's, on its board, and write the position
 * they lead to, or every position under --trace: 0, or EXIT_ERROR after
 * saying what is wrong.
 */
static int
play_game(struct apply *a, const struct apply_game *game,
    const struct sg_record *rec, const struct sg_reader *r,
    const struct sg_record *extra)
{
	const struct sg_record *moves[2] = { rec, extra };
	int k = 0, m, i;

	if (game->start(rec, r, extra) != 0)
		return EXIT_ERROR;
	if (a->o.trace)
		game->write(a, rec, 0);
	for (m = 0; m < 2; m++)
		for (i = 0; i < moves[m]->nmoves; i++) {
			if (game->play(a, rec, r, moves[m], i) != 0)
				return EXIT_ERROR;
			k++;
			if (a->o.trace)
				game->write(a, rec, k);
		}
	if (!a->o.trace)
		game->write(a, rec, k);
	return 0;
}

static int
apply_record(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	struct apply *a = ctx;
	const struct apply_game *game;
	const struct sg_record *extra;
	int status;

	if (rec->kind == SG_REC_COMMENT) {
		write_comment(a->w, rec->text);
		return 0;
	}
	if (rec->kind == SG_REC_MOVES &&
	    (status = boardset_join(a->boards, rec, r)) != 0)
		return status;
	if (!(game = GAME_ENTRY(games, rec->game)))
		return game_unsupported(sg_reader_name(r), rec);
	extra = game_moves_of(&a->o.extra, rec->game);
	if (a->o.trace && (status = trace_names_fit(rec, r, extra)) != 0)
		return status;
	return play_game(a, game, rec, r, extra);
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
	flush_when_idle(a->w);
	status = each_record_required(a->o.nfiles, a->o.files,
	    apply_record, a, "board or game to play");
	close_output(a->w);
	boardset_free(a->boards);
	free(a);
	return status;
}
