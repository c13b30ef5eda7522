/*
 * sg-solve's parts: the command line (opts.c), the progress line (main.c),
 * solving one record of each game (samegame.c, lines.c), the pool of
 * workers (pool.c), and playing as a CodinGame bot (codingame.c) or a
 * TopCoder player (topcoder.c).
 */
#ifndef SG_SOLVE_CMD_H
#define SG_SOLVE_CMD_H

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>

#include "gamelist.h"
#include "lines/game.h"
#include "lines/play/player.h"
#include "samegame/game.h"
#include "samegame/search/search.h"
#include "util.h"

struct options {
	struct common common;
	struct sgm_search_opts search;
	int jobs;
	int improve;
	int progress;
	struct game_moves prefix;	/* --prefix, as each game's moves */
	const char *algo_name;		/* -a as given, for Lines */
	const char *weights;		/* --weights: Lines' learned value */
	int codingame;			/* --codingame: play as a bot */
	int topcoder;			/* --topcoder: play as a player */
	int cg_w, cg_h;			/* its board size */
	int nfiles;			/* the operands */
	char **files;
};

/* Parse argc and argv into o (opts.c): OPT_RUN, OPT_HELP, OPT_VERSION or
 * OPT_ERROR (with e).  Starts getopt_long afresh (optind 0). */
int solve_opts(int argc, char **argv, struct options *o, struct opt_error *e);

/* Progress shared with the progress thread. */
struct progress {
	atomic_long best;
	atomic_int board;		/* board in hand, from 1 */
	atomic_int boards;		/* boards read so far */
	atomic_llong total;		/* boards in the input, -1: unknown */
	atomic_int done;		/* 1: the progress thread must end */
};

extern struct progress progress;

/*
 * What a game does in sg-solve, one file a game (samegame.c, lines.c), for
 * pool.c's table of games (cmd/util/gamelist.h).
 */
struct solve_game {
	/*
	 * Solve rec (a board or a game) in place, with threads threads:
	 * rec becomes the game found (the old game kept under --improve
	 * when it is as good).  Returns 0, or EXIT_ERROR after a message
	 * naming the record.
	 */
	int (*solve)(struct sg_record *rec, const char *file,
	    const struct options *o, int threads);
};

extern const struct solve_game solve_samegame, solve_lines;

/* The Lines player -a names (auto by default), or NULL for none. */
const struct lines_player *lines_player_of(const struct options *o);

/* A Lines game's budget: -t or -n, else default_seconds (0: none). */
struct lines_pace lines_pace_of(const struct options *o,
    double default_seconds);

/*
 * The learned value of Lines for player pl on an n x n grid of colors
 * colours (weights.c): NULL when pl does not want one there, else read on
 * first use from --weights or the share folder, or exit 2 with a message.
 */
const struct lines_value *lines_weights(const struct options *o,
    const struct lines_player *pl, int n, int colors);

/* Start and stop the thread that draws progress on stderr. */
void progress_start(void);
void progress_stop(void);

/* Solve records with o->jobs workers, writing them in input order. */
struct pool;
struct pool *pool_new(const struct options *o, struct sg_writer *w);
/* Queue rec (copied) from file; writes finished records that are due. */
void pool_add(struct pool *p, const struct sg_record *rec, const char *file);
/* The input waits (input_idle, its ctx the pool): a first board held back
 * for a second one is solved now, with every job. */
void pool_idle(void *pool);
/* Finish everything queued (or, after a stop, what was started); returns
 * the worst status of the records. */
int pool_finish(struct pool *p);

/* Set --codingame, on the default board of 15x15. */
void codingame_defaults(struct options *o);

/* Play one game as a CodinGame bot on standard input and output.  Returns
 * the exit status. */
int codingame(const struct options *o);

/* Play one game of Lines as a player of TopCoder's tester on standard
 * input and output.  Returns the exit status. */
int topcoder(const struct options *o);

#endif
