/*
 * sg-solve --codingame: play one game on standard input and output as a bot
 * of CodinGame's SameGame referee (sg-solve(1), CODINGAME).  A long search
 * on the first board makes a plan; each later board is checked against the
 * board the plan expects, and a board that differs gets a short search of
 * its own, so that no answer comes from a stale plan.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "samegame/cgturn.h"
#include "sg-solve.h"

#define FIRST_SECONDS	19.0	/* first answer due in 20 s */
#define REPLAN_SECONDS	0.02	/* later answers due in 50 ms */

struct bot {
	const struct options *o;
	struct sgm_cgturn in;		/* the referee's text; in.board the
					   board in hand */
	char *buf;			/* the line in hand */
	size_t cap;
	int turn;			/* from 1 */
	struct sgm_board expect;		/* after our last move */
	int have_expect;
	struct sgm_solution plan;	/* from the last search */
	int next;			/* the plan's next move */
	const char *why;		/* for --progress: "plan", "new plan" */
};

/* Report bad input from the referee and exit 2. */
_Noreturn static void
bad_input(const struct bot *bt, const struct sg_error *err)
{
	warn_at("-", bt->in.bad_line, "%s", err->msg);
	exit(EXIT_ERROR);
}

/*
 * Read the next board into bt->in.board.  Returns 1, or 0 when the input
 * ends between boards.  Anything else that is not a settled board with a
 * move exits 2.
 */
static int
read_board(struct bot *bt)
{
	struct sg_error err;
	ssize_t n;
	int got;

	do {
		errno = 0;
		if ((n = getline(&bt->buf, &bt->cap, stdin)) < 0) {
			if (ferror(stdin))
				die(EXIT_ERROR, "cannot read standard input: "
				    "%s", strerror(errno));
			if (sgm_cgturn_end(&bt->in, &err) < 0)
				bad_input(bt, &err);
			return 0;
		}
		if (n > 0 && bt->buf[n - 1] == '\n')
			n--;
		if ((got = sgm_cgturn_line(&bt->in, bt->buf, (size_t)n,
		    &err)) < 0)
			bad_input(bt, &err);
	} while (got == 0);
	return 1;
}

/* Search the board in hand for seconds (or, when 0, the budget of the
 * options) and make the game found the plan. */
static void
search(struct bot *bt, double seconds)
{
	struct sgm_search_opts so = bt->o->search;
	struct sg_error err;

	so.rules = bt->o->common.rules;
	so.threads = bt->o->jobs;
	so.stop = NULL;
	so.live_best = NULL;
	if (seconds > 0) {
		so.algo = SGM_ALGO_BEAM;
		so.width = 0;
		so.nodes = 0;
		so.seconds = seconds;
	} else if (so.seconds <= 0 && so.nodes == 0) {
		so.seconds = FIRST_SECONDS;
	}
	so.seed = bt->o->search.seed + (uint64_t)bt->turn;
	if (sgm_search(&bt->in.board, &so, &bt->plan, NULL, &err) < 0)
		warnmsg("turn %d: %s; playing the game found so far",
		    bt->turn, err.msg);
	bt->next = 0;
	bt->why = seconds > 0 ? "new plan" : "plan";
}

/* The first group of the board in hand: a legal move of last resort. */
static struct sgm_move
first_group(const struct sgm_board *b)
{
	static struct sgm_group g[SGM_MAX_MOVES];
	struct sgm_move m;

	sgm_groups(b, g, NULL);
	m.x = (uint8_t)(g[0].cell / b->h);
	m.y = (uint8_t)(g[0].cell % b->h);
	return m;
}

/* Choose the move for the board in hand: the plan's next one while the
 * board is the one expected, else the first of a new plan. */
static struct sgm_move
choose(struct bot *bt)
{
	if (bt->turn == 1)
		search(bt, 0);
	else if (!bt->have_expect ||
	    !sgm_board_equal(&bt->in.board, &bt->expect) ||
	    bt->next >= bt->plan.nmoves)
		search(bt, REPLAN_SECONDS);
	else
		bt->why = "plan";
	if (bt->next < bt->plan.nmoves &&
	    sgm_group_at(&bt->in.board, bt->plan.moves[bt->next].x,
	    bt->plan.moves[bt->next].y, NULL) >= 2)
		return bt->plan.moves[bt->next++];
	warnmsg("turn %d: internal error: no legal move planned", bt->turn);
	bt->plan.nmoves = 0;
	return first_group(&bt->in.board);
}

/* Write the answer and flush it, or exit 2. */
static void
answer(struct sgm_move m)
{
	if (printf("%d %d\n", m.x, m.y) < 0 || fflush(stdout) == EOF)
		die(EXIT_ERROR, "cannot write to standard output: %s",
		    strerror(errno));
}

/* Play one turn on the board in hand. */
static void
turn(struct bot *bt)
{
	double t0 = sg_clock();
	struct sgm_move m = choose(bt);

	sgm_board_copy(&bt->expect, &bt->in.board);
	sgm_play(&bt->expect, m.x, m.y, NULL);
	bt->have_expect = 1;
	answer(m);
	if (bt->o->progress)
		fprintf(stderr, "%s: turn %d: %d %d (%s), %.1f ms\n", progname,
		    bt->turn, m.x, m.y, bt->why, (sg_clock() - t0) * 1e3);
}

void
codingame_defaults(struct options *o)
{
	o->codingame = 1;
	o->cg_w = o->cg_h = 15;
}

int
codingame(const struct options *o)
{
	struct sg_error err;
	struct bot *bt;

	bt = xcalloc(1, sizeof(*bt));
	bt->o = o;
	if (sgm_cgturn_start(&bt->in, o->cg_w, o->cg_h, &err) < 0)
		die(EXIT_ERROR, "%s", err.msg);
	while (read_board(bt)) {
		bt->turn++;
		turn(bt);
	}
	free(bt->buf);
	free(bt);
	return 0;
}
