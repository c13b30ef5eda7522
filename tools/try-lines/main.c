/*
 * try-lines: play a set of Lines games with some of the hand-set
 * evaluation's constants changed, for the one-at-a-time measurements of
 * MEASURED (issue 60): where tools/fit-lines moves every constant at once,
 * this answers what one change does, on games chosen by their class.
 *
 * try-lines -c COLORS -N SIDE [-ar] [-g GAMES] [-m NODES] [-s SEED]
 *     [NAME=VALUE ...]
 *
 * plays the GAMES games of seeds SEED up on SIDE x SIDE grids of COLORS
 * colours, as the tester makes them with N and C set, with expecti-hand
 * (-a: auto's expecti, its futures deeper where games die young) at NODES
 * moves simulated a move, each NAME (a constant of fit-lines, as its -w
 * prints them) set to VALUE; prints a line a game, its seed, score and
 * moves, then their totals.  -r prints before the totals the removals
 * of the games by their balls, those of the player's moves and those of
 * the tester's balls, each with the points they made, and the moves by
 * the most balls one move offered.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fit.h"

struct trial {
	struct lines_setup setup;	/* of the first game */
	int games;
	uint64_t nodes;
	int deep;			/* auto's expecti, not expecti-hand */
	struct lines_eval_weights w;
	struct fit_tally *tally;	/* -r; NULL without */
};

static void
usage(void)
{
	fprintf(stderr, "usage: try-lines -c COLORS -N SIDE [-ar] [-g GAMES] "
	    "[-m NODES] [-s SEED] [NAME=VALUE ...]\n");
	exit(2);
}

static long long
number(const char *s, long long lo, long long hi, const char *what)
{
	return fit_number("try-lines", s, lo, hi, what);
}

/* Play game i of t; its score, its moves to *moves. */
static long
play(const struct trial *t, int i, long *moves)
{
	struct lines_setup s = t->setup;
	long score;

	s.seed += i;
	score = fit_play_game(&s, &t->w, t->nodes, t->deep ? lines_expecti :
	    lines_expecti_hand, moves, t->tally);
	if (score == -1) {
		fprintf(stderr, "try-lines: no game of seed %lld\n",
		    (long long)s.seed);
		exit(2);
	}
	return score;
}

/*
 * Print the counts of what by balls, from least, the points of those
 * counts when points is 1 (balls below least count none), as "NAME
 * BALLS:COUNT ... points P".
 */
static void
print_counts(const char *name, const long *count, int least, int points)
{
	long sum = 0;
	int k;

	printf("%s", name);
	for (k = least; k <= LINES_MAX_CELLS; k++)
		if (count[k]) {
			printf(" %d:%ld", k, count[k]);
			sum += count[k] * lines_points(k);
		}
	if (points)
		printf(" points %ld", sum);
	printf("\n");
}

static void
options(int argc, char **argv, struct trial *t)
{
	static struct fit_tally tally;
	int ch, sides = 0;

	memset(t, 0, sizeof(*t));
	t->setup.seed = 1;
	t->games = 10;
	t->nodes = 1000;
	while ((ch = getopt(argc, argv, "ac:g:m:N:rs:")) != -1)
		switch (ch) {
		case 'a': t->deep = 1; break;
		case 'r': t->tally = &tally; break;
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
	if (t->setup.seed > INT64_MAX - (t->games - 1)) {
		fprintf(stderr, "try-lines: seeds %lld and %d more "
		    "pass 2^63 - 1\n", (long long)t->setup.seed,
		    t->games - 1);
		exit(2);
	}
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
	long score, total = 0, moves_total = 0, moves;
	int i;

	options(argc, argv, &t);
	for (i = 0; i < t.games; i++) {
		moves = 0;
		score = play(&t, i, &moves);
		printf("%lld %ld %ld\n", (long long)t.setup.seed + i, score,
		    moves);
		fflush(stdout);
		total += score;
		moves_total += moves;
	}
	if (t.tally) {
		print_counts("removed by moves", t.tally->own, 1, 1);
		print_counts("removed by the tester's balls", t.tally->tester,
		    1, 1);
		print_counts("moves by the most one move offered",
		    t.tally->offered, 0, 0);
	}
	printf("total %ld moves %ld\n", total, moves_total);
	return 0;
}
