/*
 * sg-solve: read boards, search each for its best game under the rules,
 * write one game record per board as soon as it is done.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <time.h>
#include <unistd.h>

#include "sg-solve.h"

static const char usage_text[] =
"usage: sg-solve [-hVz] [-a algo] [-j jobs] [-l level] [-n nodes]\n"
"                [-o file] [-r rules] [-s seed] [-t seconds] [-w width]\n"
"                [--improve] [--memory MB] [--prefix moves] [--progress]\n"
"                [--weights file] [file ...]\n"
"       sg-solve --codingame[=WxH] [-a algo] [-j jobs] [-l level] [-n nodes]\n"
"                [-r rules] [-s seed] [-t seconds] [-w width] [--memory MB]\n"
"                [--progress]\n"
"       sg-solve --topcoder [-a algo] [-n nodes] [-s seed] [-t seconds]\n"
"                [--progress] [--weights file]\n"
"Find high-scoring games for SameGame boards, and play Lines games.\n"
"\n"
"  -a, --algo ALGO     auto (default), greedy, random, beam, nmcs or nrpa;\n"
"                      Lines: auto (expecti), expecti, expecti-hand,\n"
"                      expecti-learned, learned, greedy or random\n"
"      --codingame[=WxH]\n"
"                      play one game as a CodinGame bot on stdin and stdout\n"
"                      (15x15 boards; -t: the first turn's budget, 19 s)\n"
"  -h, --help          print this help and exit\n"
"      --improve       read games and keep the old game unless beaten\n"
"  -j, --jobs N        threads (default 1)\n"
"  -l, --level N       nmcs or nrpa level\n"
"      --memory MB     memory for the search (default 1024)\n"
"  -n, --nodes N       deterministic budget: moves simulated\n"
"                      (random: playouts)\n"
"  -o, --output FILE   write to FILE (gzipped when it ends in .gz)\n"
"      --prefix MOVES  start each board after these moves ('c,r c,r')\n"
"      --progress      show progress on stderr even when not a terminal\n"
"  -r, --rules RULES   std (default), tiles or penalty\n"
"  -s, --seed N        random seed (default 1)\n"
"  -t, --time SECONDS  wall-clock budget per board (Lines: per game,\n"
"                      default 10 s, the tester's)\n"
"      --topcoder      play one game of Lines as a player of TopCoder's\n"
"                      tester on stdin and stdout (-t: the game's, 9.5 s)\n"
"  -V, --version       print the version and exit\n"
"  -w, --width N       beam width (default: widen while the budget lasts)\n"
"      --weights FILE  Lines' learned value (default: lines-value.txt in\n"
"                      the share folder)\n"
"  -z, --gzip          gzip the output\n";

struct progress progress;
static struct options opts;
static pthread_t progress_tid;
static int progress_on;

/* "board 2 of 5" when the input's boards are known, else "board 2". */
static void
progress_line(double t0)
{
	long long total = atomic_load(&progress.total);
	char of[32] = "";

	if (total >= 0)
		snprintf(of, sizeof(of), " of %lld", total);
	fprintf(stderr, "\rsg-solve: board %d%s, best %ld, %.0f s   ",
	    atomic_load(&progress.board), of, atomic_load(&progress.best),
	    (double)time(NULL) - t0);
}

/* Draw the progress line every 200 ms, and once more at the end. */
static void *
progress_main(void *arg)
{
	struct timespec nap = { 0, 200 * 1000 * 1000 };
	double t0 = (double)time(NULL);

	(void)arg;
	while (!atomic_load(&progress.done)) {
		progress_line(t0);
		nanosleep(&nap, NULL);
	}
	progress_line(t0);
	fputs("\n", stderr);
	return NULL;
}

void
progress_start(void)
{
	start_thread(&progress_tid, progress_main, NULL);
	progress_on = 1;
}

void
progress_stop(void)
{
	if (!progress_on)
		return;
	atomic_store(&progress.done, 1);
	pthread_join(progress_tid, NULL);
}

static int
each(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	if (stop_signal)
		return EXIT_ERROR;
	if (rec->kind == SG_REC_MOVES) {
		warn_at(sg_reader_name(r), rec->line, "%s: a move list without "
		    "a board (give boards, or games)", rec->name);
		return EXIT_ERROR;
	}
	if (rec->kind == SG_REC_COMMENT && (!rec->text || rec->text[0] != '#'))
		return 0;	/* blank lines between grids: nothing to keep */
	pool_add(ctx, rec, sg_reader_name(r));
	return stop_signal ? EXIT_ERROR : 0;
}

/* Say what an interrupted run wrote, and of how many boards. */
static void
report_stop(void)
{
	long long total = atomic_load(&progress.total);

	if (total >= 0)
		warnmsg("interrupted: %llu of %lld boards written",
		    output_records(), total);
	else
		warnmsg("interrupted: %llu boards written, of %d read; the "
		    "rest of the input was not read", output_records(),
		    atomic_load(&progress.boards));
}

int
main(int argc, char **argv)
{
	struct sg_writer *w;
	struct pool *pool;
	struct opt_error e;
	int status, st;

	util_init(argv[0]);
	options_end(solve_opts(argc, argv, &opts, &e), &e, usage_text);
	if (opts.codingame)
		return codingame(&opts);
	if (opts.topcoder)
		return topcoder(&opts);
	catch_stop_signals();
	input_stop = &stop_signal;
	atomic_store(&progress.total, count_records(opts.nfiles,
	    opts.files));
	opts.search.stop = &stop_signal;
	opts.search.live_best = &progress.best;
	refuse_output_as_input(&opts.common, opts.nfiles, opts.files);
	w = open_output(&opts.common);
	if (isatty(STDERR_FILENO))
		opts.progress = 1;
	if (opts.progress)
		progress_start();
	pool = pool_new(&opts, w);
	/* a time budget counts from the board's reading; a node budget must
	 * give the same games however the input's lines fell in time */
	if (opts.search.seconds > 0) {
		input_idle = pool_idle;
		input_idle_ctx = pool;
	}
	status = each_record_required(opts.nfiles, opts.files, each,
	    pool, "board to solve");
	/* a stop ends a read that waits as the end of the input would */
	if (status == 0 && !stop_signal)
		atomic_store(&progress.total, atomic_load(&progress.boards));
	st = pool_finish(pool);
	progress_stop();
	close_output_partial(w, stop_signal);
	if (stop_signal) {
		report_stop();
		return 128 + stop_signal;
	}
	return status ? status : st;
}
