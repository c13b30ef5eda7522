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
"                [file ...]\n"
"       sg-solve --codingame[=WxH] [-a algo] [-j jobs] [-l level] [-n nodes]\n"
"                [-r rules] [-s seed] [-t seconds] [-w width] [--memory MB]\n"
"                [--progress]\n"
"       sg-solve --topcoder [-a algo] [-n nodes] [-s seed] [-t seconds]\n"
"                [--progress]\n"
"Find high-scoring games for SameGame boards, and play Lines games.\n"
"\n"
"  -a, --algo ALGO     auto (default), greedy, random, beam, nmcs or nrpa;\n"
"                      Lines: auto (expecti), expecti, greedy or random\n"
"  -t, --time SECONDS  wall-clock budget per board (Lines: per game)\n"
"  -n, --nodes N       deterministic budget: moves simulated "
"(random: playouts)\n"
"  -s, --seed N        random seed (default 1)\n"
"  -w, --width N       beam width (default: widen while the budget lasts)\n"
"  -l, --level N       nmcs or nrpa level\n"
"  -j, --jobs N        threads (default 1)\n"
"      --prefix MOVES  start each board after these moves ('c,r c,r')\n"
"      --codingame[=WxH]\n"
"                      play one game as a CodinGame bot on stdin and stdout\n"
"                      (15x15 boards; -t: the first turn's budget, 19 s)\n"
"      --topcoder      play one game of Lines as a player of TopCoder's\n"
"                      tester on stdin and stdout (-t: the game's, 9.5 s)\n"
"      --improve       read games and keep the old game unless beaten\n"
"      --progress      show progress on stderr even when not a terminal\n"
"      --memory MB     memory for the search (default 1024)\n"
"  -r, --rules RULES   std (default), tiles or penalty\n"
"  -o, --output FILE   write to FILE (gzip if it ends in .gz)\n"
"  -z, --gzip          write gzip\n"
"  -h, --help          show this help\n"
"  -V, --version       show the version\n";

enum {
	OPT_PREFIX = 256, OPT_IMPROVE, OPT_PROGRESS, OPT_MEMORY, OPT_CODINGAME,
	OPT_TOPCODER
};

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{ "algo", required_argument, NULL, 'a' },
	{ "jobs", required_argument, NULL, 'j' },
	{ "level", required_argument, NULL, 'l' },
	{ "nodes", required_argument, NULL, 'n' },
	{ "seed", required_argument, NULL, 's' },
	{ "time", required_argument, NULL, 't' },
	{ "width", required_argument, NULL, 'w' },
	{ "codingame", optional_argument, NULL, OPT_CODINGAME },
	{ "improve", no_argument, NULL, OPT_IMPROVE },
	{ "memory", required_argument, NULL, OPT_MEMORY },
	{ "prefix", required_argument, NULL, OPT_PREFIX },
	{ "progress", no_argument, NULL, OPT_PROGRESS },
	{ "topcoder", no_argument, NULL, OPT_TOPCODER },
	{ NULL, 0, NULL, 0 }
};

atomic_int stop_signal;
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "the signal handler sets an atomic");
struct progress progress;
static struct options opts;
static pthread_t progress_tid;
static int progress_on;

static void
on_signal(int sig)
{
	stop_signal = sig;
}

static void
catch_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	/* No SA_RESTART: a signal must end a read(2) that waits for input.
	 * SA_RESETHAND: a second signal kills. */
	sa.sa_flags = SA_RESETHAND;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
}

static void *
progress_main(void *arg)
{
	struct timespec nap = { 0, 200 * 1000 * 1000 };
	double t0 = (double)time(NULL);

	(void)arg;
	while (!atomic_load(&progress.done)) {
		fprintf(stderr, "\rsg-solve: board %d of %d, best %ld, %.0f s ",
		    atomic_load(&progress.board), atomic_load(&progress.boards),
		    atomic_load(&progress.best), (double)time(NULL) - t0);
		nanosleep(&nap, NULL);
	}
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

static void
parse_args(int argc, char **argv)
{
	struct sg_error err;
	int c;

	opts.jobs = 1;
	opts.search.seed = 1;
	opts.search.memory = (size_t)1024 << 20;
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS "a:j:l:n:s:t:w:",
	    longopts, NULL)) != -1) {
		if (common_option(&opts.common, c, optarg, usage_text))
			continue;
		switch (c) {
		case 'a':
			opts.algo_name = optarg;
			if (sg_algo_parse(optarg, &opts.search.algo, &err) < 0 &&
			    !lines_player_find(optarg))
				usage_error("%s", err.msg);
			break;
		case 'j':
			opts.jobs = (int)parse_num(optarg, 1, 256, "-j");
			break;
		case 'l':
			opts.search.level = (int)parse_num(optarg, 1, 6, "-l");
			break;
		case 'n':
			opts.search.nodes = (uint64_t)parse_num(optarg, 1,
			    INT64_MAX, "-n");
			break;
		case 's':
			opts.search.seed = parse_seed(optarg, "--seed");
			break;
		case 't':
			opts.search.seconds = parse_seconds(optarg, "-t");
			break;
		case 'w':
			opts.search.width = (int)parse_num(optarg, 1,
			    100000000, "-w");
			break;
		case OPT_CODINGAME:
			codingame_size(&opts, optarg);
			break;
		case OPT_IMPROVE:
			opts.improve = 1;
			break;
		case OPT_MEMORY:
			opts.search.memory = (size_t)parse_num(optarg, 1,
			    1 << 20, "--memory") << 20;
			break;
		case OPT_PREFIX:
			opts.nprefix = sg_moves_parse(&sg_samegame, optarg, opts.prefix,
			    SG_MAX_MOVES, &err);
			if (opts.nprefix < 0)
				usage_error("--prefix: %s", err.msg);
			break;
		case OPT_PROGRESS:
			opts.progress = 1;
			break;
		case OPT_TOPCODER:
			opts.topcoder = 1;
			break;
		default:
			usage_error("unknown option");
		}
	}
}

int
main(int argc, char **argv)
{
	struct sg_writer *w;
	struct pool *pool;
	int status, st;

	util_init(argv[0]);
	parse_args(argc, argv);
	if (opts.codingame && opts.topcoder)
		usage_error("--codingame and --topcoder exclude each other");
	if (opts.codingame)
		return codingame(&opts, argc - optind);
	if (opts.topcoder)
		return topcoder(&opts, argc - optind);
	catch_signals();
	input_stop = &stop_signal;
	opts.search.stop = &stop_signal;
	opts.search.live_best = &progress.best;
	refuse_output_as_input(&opts.common, argc - optind, argv + optind);
	w = open_output(&opts.common);
	if (isatty(STDERR_FILENO))
		opts.progress = 1;
	if (opts.progress)
		progress_start();
	pool = pool_new(&opts, w);
	status = each_record_required(argc - optind, argv + optind, each,
	    pool, "board to solve");
	st = pool_finish(pool);
	progress_stop();
	close_output(w);
	if (stop_signal)
		return 128 + stop_signal;
	return status ? status : st;
}
