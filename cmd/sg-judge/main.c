/*
 * sg-judge: play every board or game of the input through a bot, as the
 * site of its game would (CodinGame's referee for SameGame, TopCoder's
 * tester for Lines), with the site's limits, a new bot process a game and
 * several games at a time; write each game as a record with the judge's
 * findings before it.  With --scoreboard, compare runs instead.
 */
#include <pthread.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bot.h"
#include "gamelist.h"
#include "judge.h"
#include "pool.h"
#include "util.h"

static const char usage_text[] =
"usage: sg-judge [-hqVz] [-F factor] [-j jobs] [-l folder] [-o file]\n"
"                [-r rules] [--cpu] [--first s] [--game-time s]\n"
"                [--log-max bytes] [--meddle n]\n"
"                [--times file] [--turn s] [file ...] -- command [arg ...]\n"
"       sg-judge --scoreboard [--top n] [-o file] run ...\n"
"Play every board or game through a bot, as its site's referee would.\n"
"\n"
"      --cpu           time answers on the bot's CPU clock, not the wall\n"
"                      clock (which then allows ten times the limit and\n"
"                      a second more)\n"
"  -F, --factor X      multiply every time limit by X (a machine slower\n"
"                      than the site's: more than 1)\n"
"      --first S       SameGame: the first answer's limit (default 20)\n"
"      --game-time S   Lines: the limit of a game's answers together\n"
"                      (default 10)\n"
"  -h, --help          print this help and exit\n"
"  -j, --jobs N        games at a time (default: the cores)\n"
"  -l, --logs FOLDER   keep each game's stderr of the bot in\n"
"                      FOLDER/NAME.err (default: thrown away)\n"
"      --log-max BYTES keep at most BYTES of each game's stderr\n"
"                      (default 1048576; 0: all of it)\n"
"      --meddle N      SameGame: play a move of the judge's own after\n"
"                      every N answers, to test a bot's re-planning\n"
"  -o, --output FILE   write to FILE (gzipped when it ends in .gz)\n"
"  -q, --quiet         no progress line and no summary\n"
"  -r, --rules RULES   score SameGame under std, tiles or penalty\n"
"      --scoreboard    read the operands as runs of sg-judge and compare\n"
"                      them: totals, relative scores, wins and losses,\n"
"                      groups, the games nearest the limit\n"
"      --times FILE    write each answer's time to FILE: NAME TURN MS\n"
"      --top N         the scoreboard's games nearest the limit (10)\n"
"      --turn S        SameGame: each later answer's limit (default 0.05)\n"
"  -V, --version       print the version and exit\n"
"  -z, --gzip          gzip the output\n"
"\n"
"Each game is written as a line of findings, '# sg-judge NAME VERDICT\n"
"turns=N time=MS slowest=MS peak=PCT[: WHY]', then its record; VERDICT is\n"
"ok, timeout, crash, illegal or bad-output.  Exit status 0 when every game\n"
"is ok, 1 when some game got another verdict, 2 on an error.\n";

static struct pool *pool;
static atomic_int progress_done;
static long long progress_total;

/* "37 games, mean score 1234.5: 35 ok, 1 timeout, 1 crash" into buf. */
static void
tally_text(const struct tally *t, char *buf, size_t cap)
{
	size_t n;
	int v;

	n = (size_t)snprintf(buf, cap, "%lld game%s", t->games,
	    t->games == 1 ? "" : "s");
	if (progress_total > 0 && !atomic_load(&progress_done))
		n += (size_t)snprintf(buf + n, cap - n, " of %lld",
		    progress_total);
	n += (size_t)snprintf(buf + n, cap - n, ", mean score %.1Lf:",
	    t->games ? t->score / t->games : 0);
	for (v = 0; v < SG_VERDICTS && n < cap; v++)
		if (v == SG_VERDICT_OK || t->verdicts[v])
			n += (size_t)snprintf(buf + n, cap - n, "%s %lld %s",
			    v ? "," : "", t->verdicts[v], sg_verdict_name(v));
}

/* Redraw the progress line every 500 ms until the run ends. */
static void *
progress_main(void *arg)
{
	struct timespec nap = { 0, 500 * 1000 * 1000 };
	struct tally t;
	char line[512];

	(void)arg;
	while (!atomic_load(&progress_done)) {
		pool_tally(pool, &t);
		tally_text(&t, line, sizeof(line));
		fprintf(stderr, "\rsg-judge: %s   ", line);
		nanosleep(&nap, NULL);
	}
	fputs("\n", stderr);	/* the summary follows on a line of its own */
	return NULL;
}

static int
each(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	const char *file = sg_reader_name(r);

	(void)ctx;
	if (atomic_load(&stop_signal))
		return EXIT_ERROR;
	if (rec->kind == SG_REC_COMMENT)
		return rec->text && rec->text[0] == '#' ? pool_add(pool, rec,
		    file) ? EXIT_ERROR : 0 : 0;
	if (rec->kind == SG_REC_MOVES) {
		warn_at(file, rec->line, "%s: a move list without a board "
		    "(give boards, or games)", rec->name);
		return EXIT_ERROR;
	}
	if (judge_game_of(rec) == NULL)
		return game_unsupported(file, rec);
	return pool_add(pool, rec, file) < 0 ? EXIT_ERROR : 0;
}

/* What each game does in sg-judge. */
static const struct judge_game *const games[SG_GAMES] = {
	[SG_GAME_SAMEGAME] = &judge_samegame,
	[SG_GAME_LINES] = &judge_lines,
};

const struct judge_game *
judge_game_of(const struct sg_record *rec)
{
	return GAME_ENTRY(games, rec->game);
}

/* Play the games of the input; an exit status. */
static int
judge(struct judge_opts *o)
{
	struct sg_writer *w;
	struct tally t;
	pthread_t tid;
	char line[512];
	int status, st, progress = !o->quiet && isatty(STDERR_FILENO);

	/* an error (die) or a second stop signal ends the judge with games
	 * in flight: their bots, each in a group of its own, end with it */
	if (atexit(bot_kill_all) != 0)
		die(EXIT_ERROR, "cannot arrange to end the bots at exit");
	stop_last = bot_kill_all;
	catch_stop_signals();
	signal(SIGPIPE, SIG_IGN);	/* a bot gone is a verdict, not ours */
	input_stop = &stop_signal;
	bot_stop = &stop_signal;
	progress_total = count_records(o->nfiles, o->files);
	refuse_output_as_input(&o->c, o->nfiles, o->files);
	w = open_output(&o->c);
	if (o->times && (judge_times = fopen(o->times, "we")) == NULL)
		die(EXIT_ERROR, "cannot open '%s': %s", o->times,
		    strerror(errno));
	pool = pool_new(o, w, &stop_signal);
	if (progress)
		start_thread(&tid, progress_main, NULL);
	status = each_record_required(o->nfiles, o->files, each, NULL,
	    "board or game to play");
	st = pool_finish(pool, &t);
	atomic_store(&progress_done, 1);
	if (progress)
		pthread_join(tid, NULL);
	pool_free(pool);
	close_output_partial(w, stop_signal || st);
	if (judge_times && fclose(judge_times) == EOF)
		die(EXIT_ERROR, "cannot write '%s': %s", o->times,
		    strerror(errno));
	if ((!o->quiet && !status && !st) || stop_signal) {
		tally_text(&t, line, sizeof(line));
		warnmsg("%s%s", stop_signal ? "interrupted: wrote " : "", line);
	}
	if (stop_signal)
		return 128 + stop_signal;
	if (status || st)
		return status ? status : st;
	return t.verdicts[SG_VERDICT_OK] < t.games ? EXIT_NO : 0;
}

int
main(int argc, char **argv)
{
	struct judge_opts o;
	struct opt_error e;

	util_init(argv[0]);
	options_end(judge_opts(argc, argv, &o, &e), &e, usage_text);
	if (o.scoreboard)
		return scoreboard(&o);
	return judge(&o);
}
