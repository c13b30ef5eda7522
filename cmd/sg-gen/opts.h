/* sg-gen's command line (opts.c): parsed apart from main so that it can be
 * fuzzed. */
#ifndef SG_GEN_OPTS_H
#define SG_GEN_OPTS_H

#include <stdint.h>

#include "gamelist.h"
#include "lines/tester.h"
#include "options.h"
#include "samegame/board.h"

struct gen_opts {
	struct common c;
	int w, h, colors;
	unsigned long long count;
	uint64_t seed;		/* SameGame's -s, when have_seed */
	int have_seed;		/* else main draws one */
	int colors_given;	/* -c */
	int balanced;		/* as many tiles of each colour */
	int count_of[SGM_MAX_COLORS];	/* --counts: tiles of each colour */
	int ncounts;		/* 0: no --counts */
	int random_option;	/* -c, -n, -s, --size, --balanced or
				   --counts: for random sets only */
	const char *set;
	enum sg_game_id game;	/* --game */
	const char *seed_text;	/* -s, read once the game is known */
	const char *size_text;	/* --size, likewise */
	struct lines_setup setup;	/* Lines: seed, N and C */
};

/* Parse argc and argv into o: OPT_RUN, OPT_HELP, OPT_VERSION or OPT_ERROR
 * (with e).  Starts getopt_long afresh (optind 0). */
int gen_opts(int argc, char **argv, struct gen_opts *o, struct opt_error *e);

#endif
