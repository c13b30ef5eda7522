/*
 * Playing a Lines record offline: the tester's game from its seed, in
 * lib/lines, hands the player only what the protocol would show it, so the
 * game played is the game --topcoder plays through a referee of that seed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "lines/game.h"
#include "sg-solve.h"

/* Without -t or -n a game gets what TopCoder's tester gives it. */
#define OFFLINE_SECONDS	10.0

const struct lines_player *
lines_player_of(const struct options *o)
{
	return lines_player_find(o->algo_name ? o->algo_name : "auto");
}

struct lines_pace
lines_pace_of(const struct options *o, double default_seconds)
{
	struct lines_pace pace = { 0 };

	pace.seconds = o->search.seconds > 0 ? o->search.seconds :
	    o->search.nodes > 0 ? 0 : default_seconds;
	pace.nodes = o->search.nodes;
	return pace;
}

/* Whether the old game of rec is legal, and its score in *old. */
static int
old_game(const struct sg_record *rec, const char *file, long *old)
{
	struct sg_outcome out;

	if (rec->kind != SG_REC_GAME)
		return 0;
	if (rec->game->replay(rec->board, rec->moves, rec->nmoves, 0,
	    &out, NULL) < 0) {
		warn_at(file, rec->line, "%s: old game dropped: %s", rec->name,
		    out.why);
		return 0;
	}
	*old = out.score;
	return 1;
}

/* Play rec to its end: the game played, or the old one under --improve. */
static int
solve(struct sg_record *rec, const char *file, const struct options *o,
    int threads)
{
	const struct lines_player *pl = lines_player_of(o);
	struct lines_tester *t = xcalloc(1, sizeof(*t));
	struct lines_game *g = xcalloc(1, sizeof(*g));
	struct lines_pace pace = lines_pace_of(o, OFFLINE_SECONDS);
	struct lines_setup setup;
	struct sg_error err;
	long old = 0;
	int have_old, status = EXIT_ERROR;
	double t0 = sg_clock();

	(void)threads;	/* a Lines player plays on one thread */
	if (!pl) {
		warn_at(file, rec->line, "%s: lines has no player '%s' "
		    "(expected %s)", rec->name, o->algo_name,
		    lines_player_names());
		goto out;
	}
	if (o->prefix.n > 0) {
		warn_at(file, rec->line, "%s: --prefix is for SameGame boards",
		    rec->name);
		goto out;
	}
	have_old = o->improve && old_game(rec, file, &old);
	lines_record_setup(rec, &setup);
	pace.value = lines_weights(o, pl, setup.n, setup.colors);
	if (lines_play_game(t, &setup, pl, o->search.seed, &pace, g,
	    &err) < 0) {
		warn_at(file, rec->line, "%s: %s", rec->name, err.msg);
		goto out;
	}
	if (!have_old || g->score > old) {
		lines_record_set_moves(rec, g->move, g->moves);
		rec->score = g->score;
	} else {
		rec->score = old;
	}
	rec->kind = SG_REC_GAME;
	rec->has_score = 1;
	atomic_store(&progress.best, rec->score);
	status = 0;
	if (o->progress)
		fprintf(stderr, "\r%s: %s: score %ld, %d moves, %s, %.2f s\n",
		    progname, rec->name, rec->score, rec->nmoves, pl->name,
		    sg_clock() - t0);
out:
	free(t);
	free(g);
	return status;
}

const struct solve_game solve_lines = {
	.solve = solve,
};
