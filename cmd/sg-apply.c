/*
 * sg-apply: play move lists and write the boards they lead to; with no
 * moves, turn bare grids into board records.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boardset.h"
#include "samegame/game.h"
#include "samegame/replay.h"
#include "util.h"

static const char usage_text[] =
"usage: sg-apply [-hVz] [-b file] [-m moves] [-o file] [-r rules] [--trace]\n"
"                [file ...]\n"
"Play SameGame move lists and write the boards that result.\n"
"\n"
"  -b, --boards FILE   boards for move lists, joined by name\n"
"  -h, --help          print this help and exit\n"
"  -m, --moves MOVES   play these moves ('c,r c,r ...') on every board,\n"
"                      after a game's own moves\n"
"  -o, --output FILE   write to FILE (gzipped when it ends in .gz)\n"
"  -r, --rules RULES   accepted for symmetry; boards carry no score\n"
"      --trace         write every position: NAME/0 is the board, NAME/K\n"
"                      the board after K moves\n"
"  -V, --version       print the version and exit\n"
"  -z, --gzip          gzip the output\n";

enum { OPT_TRACE = 256 };

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{ "boards", required_argument, NULL, 'b' },
	{ "moves", required_argument, NULL, 'm' },
	{ "trace", no_argument, NULL, OPT_TRACE },
	{ NULL, 0, NULL, 0 },
};

struct apply {
	struct common c;
	int trace;
	struct boardset *boards;
	struct sg_writer *w;
	struct sg_move extra[SG_MAX_MOVES];	/* -m */
	int nextra;
	struct sg_replay rp;
	struct sg_record out;
};

/* Write the position reached after k moves (the board itself for k 0). */
static void
write_position(struct apply *a, const struct sg_record *rec, int k)
{
	a->out.kind = SG_REC_BOARD;
	if (a->trace) {
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

	if (sg_replay_move(&a->rp, m, a->c.rules) > 0) {
		if (a->trace)
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
	int last = rec->nmoves + a->nextra;

	if (snprintf(NULL, 0, "%s/%d", rec->name, last) <= SG_NAME_MAX)
		return 0;
	warn_at(sg_reader_name(r), rec->line, "game '%.40s...': trace name "
	    "'NAME/%d' would be longer than %d bytes", rec->name, last,
	    SG_NAME_MAX);
	return EXIT_ERROR;
}

static int
apply_record(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	struct apply *a = ctx;
	struct sg_board b;
	int i, status = 0;

	if (rec->kind == SG_REC_COMMENT) {
		write_comment(a->w, rec->text);
		return 0;
	}
	if (rec->kind == SG_REC_MOVES &&
	    (status = boardset_join(a->boards, rec, r)) != 0)
		return status;
	if (a->trace && (status = trace_names_fit(a, rec, r)) != 0)
		return status;
	sg_record_board(rec, &b);
	sg_replay_start(&a->rp, &b);
	if (a->trace)
		write_position(a, rec, 0);
	for (i = 0; i < rec->nmoves && status == 0; i++)
		status = play(a, rec, r, sg_record_move(rec, i), "move");
	for (i = 0; i < a->nextra && status == 0; i++)
		status = play(a, rec, r, a->extra[i], "move");
	if (status == 0 && !a->trace)
		write_position(a, rec, a->rp.played);
	flush_if_idle(a->w, r);
	return status;
}

int
main(int argc, char **argv)
{
	struct apply *a = xcalloc(1, sizeof(*a));
	struct sg_error err;
	const char *boards = NULL;
	int opt, status;

	util_init(argv[0]);
	a->c.rules = SG_RULES_STD;
	while ((opt = getopt_long(argc, argv, COMMON_SHORTOPTS "b:m:", longopts,
	    NULL)) != -1) {
		if (common_option(&a->c, opt, optarg, usage_text))
			continue;
		switch (opt) {
		case 'b':
			boards = optarg;
			break;
		case 'm':
			a->nextra = sg_moves_parse(&sg_samegame, optarg, a->extra,
			    SG_MAX_MOVES, &err);
			if (a->nextra < 0)
				usage_error("--moves: %s", err.msg);
			break;
		case OPT_TRACE:
			a->trace = 1;
			break;
		}
	}
	if (boards)
		a->boards = boardset_load(boards);
	refuse_output_as_input(&a->c, argc - optind, argv + optind);
	a->w = open_output(&a->c);
	status = each_record_required(argc - optind, argv + optind,
	    apply_record, a, "board or game to play");
	close_output(a->w);
	boardset_free(a->boards);
	free(a);
	return status;
}
