/*
 * sg-verify: replay claimed games and rule on each: legal or not, its
 * score, whether the claimed score is right, and whether the game is over.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boardset.h"
#include "gamelist.h"
#include "opts.h"
#include "util.h"
#include "verify.h"

static const char usage_text[] =
"usage: sg-verify [-hqVz] [--stats] [-b file] [-o file] [-r rules] [file ...]\n"
"Replay games and say whether each is legal and scored right.\n"
"\n"
"  -b, --boards FILE   boards for move lists, joined by name; a game's own\n"
"                      board must match the board of its name there\n"
"  -h, --help          print this help and exit\n"
"  -o, --output FILE   write to FILE (gzipped when it ends in .gz)\n"
"  -q, --quiet         print nothing; answer by exit status\n"
"  -r, --rules RULES   score under std, tiles or penalty (default std)\n"
"      --stats         sum up the valid games of each game after the\n"
"                      verdicts, even with -q: mean, best and worst\n"
"                      score, boards cleared and tiles left (SameGame),\n"
"                      moves (Lines)\n"
"  -V, --version       print the version and exit\n"
"  -z, --gzip          gzip the output\n"
"\n"
"Each game gets a line: NAME VERDICT SCORE CLAIMED STATE [REASON], where\n"
"VERDICT is valid, wrong (legal, but the claimed score is not its score) or\n"
"invalid, and STATE is over (no move left) or open.  A line that is not a\n"
"record is an invalid game named FILE:LINE, and the games after it are\n"
"still verified; a board with no game claimed on it is invalid too.\n";

/* What each game does in sg-verify. */
static const struct verify_game *const games[SG_GAMES] = {
	[SG_GAME_SAMEGAME] = &verify_samegame,
	[SG_GAME_LINES] = &verify_lines,
};

struct verify {
	struct verify_opts opt;	/* the command line, as opts.c parsed it */
	struct boardset *boards;
	struct sg_writer *w;
	struct sg_outcome out;
	uint64_t games, valid, wrong, invalid;
	uint64_t no_game;	/* boards with no game claimed, of invalid */
	long long total;	/* score of the valid games */
	struct stats st[SG_GAMES];	/* by enum sg_game_id */
};

/* Write one verdict line (its text without the line end), unless quiet. */
static void
say(struct verify *v, const char *line)
{
	if (!v->opt.quiet)
		write_comment(v->w, line);
}

/* Count a valid game, replayed into v->out, in its game's --stats. */
static void
count(struct verify *v, const struct sg_record *rec)
{
	struct stats *st = &v->st[game_id(rec->game)];
	long score = v->out.score;

	if (st->games == 0 || score > st->best) {
		st->best = score;
		snprintf(st->best_name, sizeof(st->best_name), "%s", rec->name);
	}
	if (st->games == 0 || score < st->worst) {
		st->worst = score;
		snprintf(st->worst_name, sizeof(st->worst_name), "%s",
		    rec->name);
	}
	st->games++;
	st->sum += score;
	st->played += (uint64_t)v->out.played;
	st->left += (uint64_t)v->out.left;
	st->cleared += v->out.left == 0;
}

/* The verdict line of a game replayed into v->rp. */
static void
rule(struct verify *v, const struct sg_record *rec, const char *reason)
{
	const struct sg_outcome *rp = &v->out;
	char line[SG_NAME_MAX + SG_ERROR_MAX + 512], claimed[32] = "-";
	const char *verdict = "valid";

	if (rec->has_score)
		snprintf(claimed, sizeof(claimed), "%ld", rec->score);
	if (reason) {
		v->invalid++;
		snprintf(line, sizeof(line), "%s invalid - %s - %s",
		    rec->name, claimed, reason);
		say(v, line);
		return;
	}
	if (rec->has_score && rec->score != rp->score) {
		verdict = "wrong";
		v->wrong++;
	} else {
		v->valid++;
		v->total += rp->score;
		if (v->opt.stats)
			count(v, rec);
	}
	snprintf(line, sizeof(line), "%s %s %ld %s %s", rec->name, verdict,
	    rp->score, claimed, rp->over ? "over" : "open");
	say(v, line);
}

/* Pick the board of a record: its own, or the -b set's; 0, or a status. */
static int
pick_board(struct verify *v, struct sg_record *rec, struct sg_reader *r,
    const char **reason)
{
	if (rec->kind == SG_REC_MOVES)
		return boardset_join(v->boards, rec, r);
	if (v->boards && boardset_same(v->boards, rec) == 0)
		*reason = "board differs from the board of that name";
	return 0;
}

/* A board with no game claimed on it: nothing verified, so it fails, as
 * sha256sum -c fails on a line with no checksum. */
static void
rule_no_game(struct verify *v, const struct sg_record *rec)
{
	char line[SG_NAME_MAX + 128];

	v->games++;
	v->invalid++;
	v->no_game++;
	snprintf(line, sizeof(line), "%s invalid - - - no game to check (a "
	    "board with no score or moves)", rec->name);
	say(v, line);
}

static int
verify_record(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	struct verify *v = ctx;
	const char *reason = NULL;
	int status;

	if (rec->kind == SG_REC_COMMENT)
		return 0;
	if (!GAME_ENTRY(games, rec->game))
		return game_unsupported(sg_reader_name(r), rec);
	if (rec->kind == SG_REC_BOARD) {
		rule_no_game(v, rec);
		return 0;
	}
	if ((status = pick_board(v, rec, r, &reason)) != 0)
		return status;
	v->games++;
	if (!reason && rec->game->replay(rec->board, rec->moves, rec->nmoves,
	    (int)v->opt.c.rules, &v->out, NULL) < 0)
		reason = v->out.why;
	rule(v, rec, reason);
	return 0;
}

/*
 * A line the reader could not take as a record: an invalid game named
 * FILE:LINE, its reason the reader's message.  The walk goes on after it,
 * as sha256sum -c goes on after a line it cannot read.
 */
static int
bad_line(struct sg_reader *r, const char *reason, void *ctx)
{
	static const char format[] = "%s:%ld invalid - - - %s";
	struct verify *v = ctx;
	char *name = xstrdup(sg_reader_name(r));
	long at = sg_reader_line(r);
	/* sized by the name, which can be any path an operand spells */
	size_t size = (size_t)snprintf(NULL, 0, format, name, at, reason) + 1;
	char *line = xcalloc(1, size);

	v->games++;
	v->invalid++;
	sg_name_clean(name);
	snprintf(line, size, format, name, at, reason);
	say(v, line);
	free(line);
	free(name);
	return 0;
}

/* Verify the files of argv[0..argc), or standard input when there is none;
 * 0, or an exit status.  A file holding no game is an error. */
static int
verify_files(struct verify *v, int argc, char **argv)
{
	struct walk wk = { .each = verify_record, .bad_line = bad_line,
	    .ctx = v, .required = "game to verify" };

	return walk_records(argc, argv, &wk);
}

/* The summary on standard error: games, how many valid, and their score. */
static void
summary(const struct verify *v)
{
	char no_game[64] = "";

	if (v->no_game)
		snprintf(no_game, sizeof(no_game), " (%" PRIu64 " board%s with "
		    "no game to check)", v->no_game, v->no_game == 1 ? "" : "s");
	fprintf(stderr, "%s: %" PRIu64 " game%s: %" PRIu64 " valid, %" PRIu64
	    " wrong score%s, %" PRIu64 " invalid%s; total score %lld\n",
	    progname, v->games, v->games == 1 ? "" : "s", v->valid, v->wrong,
	    v->wrong == 1 ? "" : "s", v->invalid, no_game, v->total);
}

/*
 * The --stats lines, one a game that has valid games, after the verdicts
 * on the output: what was asked for goes where the answer goes.  They
 * start with '#', as comments do in records, so that what reads the
 * verdicts by their fields passes over them.
 */
static void
write_stats(const struct verify *v)
{
	const struct stats *st;
	char line[2 * SG_NAME_MAX + 256];
	int id, n, any = 0;

	for (id = 0; id < SG_GAMES; id++) {
		if ((st = &v->st[id])->games == 0)
			continue;
		any = 1;
		n = snprintf(line, sizeof(line), "# %s: %" PRIu64 " valid "
		    "game%s, mean score %.1Lf, best %ld (%s), worst %ld (%s), ",
		    game_table(id)->name, st->games, st->games == 1 ? "" : "s",
		    st->sum / st->games, st->best, st->best_name, st->worst,
		    st->worst_name);
		games[id]->stats_end(st, line + n, sizeof(line) - (size_t)n);
		write_comment(v->w, line);
	}
	if (!any)
		write_comment(v->w, "# no valid game to sum up");
}

int
main(int argc, char **argv)
{
	struct verify *v = xcalloc(1, sizeof(*v));
	struct opt_error e;
	int status;

	util_init(argv[0]);
	options_end(verify_opts(argc, argv, &v->opt, &e), &e, usage_text);
	if (v->opt.boards)
		v->boards = boardset_load(v->opt.boards);
	refuse_output_as_input(&v->opt.c, v->opt.nfiles, v->opt.files);
	v->w = open_output(&v->opt.c);
	if (!v->opt.quiet)
		flush_when_idle(v->w);
	status = verify_files(v, v->opt.nfiles, v->opt.files);
	if (status == 0 && v->opt.stats)
		write_stats(v);
	close_output(v->w);
	if (status == 0 && !v->opt.quiet)
		summary(v);
	/* the summary is part of the answer: losing it is an error */
	if (status == 0 && !v->opt.quiet && (fflush(stderr) == EOF ||
	    ferror(stderr)))
		status = EXIT_ERROR;
	if (status == 0 && (v->wrong || v->invalid))
		status = EXIT_NO;
	boardset_free(v->boards);
	free(v);
	return status;
}
