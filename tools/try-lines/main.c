/*
 * try-lines: play a set of Lines games with some of the hand-set
 * evaluation's constants changed, for the one-at-a-time measurements of
 * MEASURED (issue 60): where tools/fit-lines moves every constant at once,
 * this answers what one change does, on games chosen by their class.
 *
 * try-lines -c COLORS -N SIDE [-a] [-g GAMES] [-m NODES] [-s SEED]
 *     [NAME=VALUE ...]
 *
 * plays the GAMES games of seeds SEED up on SIDE x SIDE grids of COLORS
 * colours, as the tester makes them with N and C set, with expecti-hand
 * (-a: auto's expecti, its futures deeper where games die young) at NODES
 * moves simulated a move, each NAME (a constant of fit-lines, as its -w
 * prints them) set to VALUE; prints a line a game, its seed, score and
 * moves, then their totals.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fit.h"
#include "lines/tester.h"

struct trial {
	struct lines_setup setup;	/* of the first game */
	int games;
	uint64_t nodes;
	int deep;			/* auto's expecti, not expecti-hand */
	struct lines_eval_weights w;
};

static void
usage(void)
{
	fprintf(stderr, "usage: try-lines -c COLORS -N SIDE [-a] [-g GAMES] "
	    "[-m NODES] [-s SEED] [NAME=VALUE ...]\n");
	exit(2);
}

static long long
number(const char *s, long long lo, long long hi, const char *what)
{
	char *end;
	long long v;

	errno = 0;
	v = strtoll(s, &end, 10);
	if (errno || end == s || *end || v < lo || v > hi) {
		fprintf(stderr, "try-lines: bad %s '%s' (%lld to %lld)\n", what,
		    s, lo, hi);
		exit(2);
	}
	return v;
}

/* Play game i of t; its score, its moves to *moves. */
static long
play(const struct trial *t, int i, int *moves)
{
	static struct lines_tester game;
	struct lines_setup s = t->setup;
	struct lines_budget b;
	struct lines_view v;
	struct lines_step step;
	struct lines_move m;
	struct sg_error err;
	uint64_t rng;
	int r;

	s.seed += i;
	if (lines_tester_init(&game, &s, &err) == -1) {
		fprintf(stderr, "try-lines: %s\n", err.msg);
		exit(2);
	}
	lines_tester_view(&game, &v);
	rng = lines_player_seed(0, &v);
	while (!game.over) {
		lines_tester_view(&game, &v);
		b = (struct lines_budget){ .nodes = t->nodes, .weights = &t->w };
		r = t->deep ? lines_expecti(&v, &rng, &b, &m) :
		    lines_expecti_hand(&v, &rng, &b, &m);
		if (r == -1 || lines_tester_play(&game, m, &step, &err) == -1)
			break;
	}
	*moves = game.moves;
	return game.score > 0 ? game.score : 0;
}

static void
options(int argc, char **argv, struct trial *t)
{
	int ch, sides = 0;

	memset(t, 0, sizeof(*t));
	t->setup.seed = 1;
	t->games = 10;
	t->nodes = 1000;
	while ((ch = getopt(argc, argv, "ac:g:m:N:s:")) != -1)
		switch (ch) {
		case 'a': t->deep = 1; break;
		case 'c': t->setup.colors = (int)number(optarg,
		    LINES_MIN_COLORS, LINES_MAX_COLORS, "colour count"); break;
		case 'g': t->games = (int)number(optarg, 1, 1000000, "games");
		    break;
		case 'm': t->nodes = (uint64_t)number(optarg, 1, 1000000000,
		    "moves a move"); break;
		case 'N': t->setup.n = (int)number(optarg, LINES_MIN_SIDE,
		    LINES_MAX_SIDE, "side"); sides = 1; break;
		case 's': t->setup.seed = number(optarg, 1, INT64_MAX, "seed");
		    break;
		default: usage();
		}
	if (!t->setup.colors || !sides)
		usage();
	t->w = *lines_eval_weights(t->setup.colors);
	for (; optind < argc; optind++)
		switch (fit_set(&t->w, argv[optind])) {
		case -1:
			fprintf(stderr, "try-lines: no constant in '%s' "
			    "(NAME=VALUE, the names of fit-lines -w)\n",
			    argv[optind]);
			exit(2);
		case -2:
			fprintf(stderr, "try-lines: bad value in '%s' (a whole "
			    "number, at least the constant's least)\n",
			    argv[optind]);
			exit(2);
		}
}

int
main(int argc, char **argv)
{
	struct trial t;
	long score, total = 0, moves_total = 0;
	int i, moves;

	options(argc, argv, &t);
	for (i = 0; i < t.games; i++) {
		score = play(&t, i, &moves);
		printf("%lld %ld %d\n", (long long)t.setup.seed + i, score,
		    moves);
		fflush(stdout);
		total += score;
		moves_total += moves;
	}
	printf("total %ld moves %ld\n", total, moves_total);
	return 0;
}
