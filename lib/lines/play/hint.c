/*
 * The auto player as a hint.  It is handed the tester's view of the game,
 * as in sg-solve, never the tester itself: the balls to come stay unseen.
 */
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "lines/game.h"
#include "lines/play/player.h"

_Static_assert(sizeof(struct lines_move) <= SG_HINT_MOVE_BYTES,
    "a hint holds a move");

/* What move m scores at once on p: the runs it completes. */
static long
points_now(const struct lines_pos *p, struct lines_move m)
{
	struct lines_pos q;

	return lines_points(lines_move_alone(p, lines_index(p, m.r1, m.c1),
	    lines_index(p, m.r2, m.c2), &q));
}

/* The player's move on the view of t, within ask's time. */
static int
next_move(const struct sg_hint_ask *ask, const struct lines_tester *t,
    struct sg_hint *out)
{
	const struct lines_player *pl = lines_player_find("auto");
	struct lines_budget b = { 0 };
	struct lines_view v;
	struct lines_move m;
	uint64_t rng;

	lines_tester_view(t, &v);
	rng = lines_player_seed(ask->seed, &v);
	b.deadline = b.game_deadline = sg_clock() + ask->seconds;
	b.stop = ask->stop;
	if (t->over || pl->choose(&v, &rng, &b, &m) < 0)
		return 0;
	out->found = 1;
	memcpy(out->move, &m, sizeof(m));
	out->now = points_now(&t->pos, m);
	return 0;
}

/* The player's whole game from the seed, in ask's time. */
static int
whole_game(const struct sg_hint_ask *ask, struct lines_tester *t,
    struct sg_hint *out, struct sg_error *err)
{
	struct lines_game *g = malloc(sizeof(*g));
	struct lines_pace pace = { 0 };
	struct lines_setup s;
	int status;

	if (!g)
		return sg_fail(err, "out of memory for a hint");
	lines_record_setup(&ask->rec, &s);
	pace.seconds = ask->seconds;
	pace.stop = ask->stop;
	status = lines_play_game(t, &s, lines_player_find("auto"), ask->seed,
	    &pace, g, err);
	if (status == 0) {
		out->found = g->moves > 0;
		if (out->found)
			memcpy(out->move, &g->move[0], sizeof(g->move[0]));
		out->has_expect = 1;
		out->expect = g->score;
	}
	free(g);
	return status;
}

int
lines_hint(const struct sg_hint_ask *ask, struct sg_hint *out,
    struct sg_error *err)
{
	struct lines_tester *t = malloc(sizeof(*t));
	struct lines_move *moves = malloc(LINES_MAX_TURNS * sizeof(*moves));
	struct lines_setup s;
	struct sg_outcome o;
	int i, status = -1;

	memset(out, 0, sizeof(*out));
	if (!t || !moves) {
		sg_fail(err, "out of memory for a hint");
		goto out;
	}
	if (ask->whole) {
		status = whole_game(ask, t, out, err);
		goto out;
	}
	lines_record_setup(&ask->rec, &s);
	for (i = 0; i < ask->rec.nmoves; i++)
		moves[i] = lines_record_move(&ask->rec, i);
	if (lines_replay(t, &s, moves, ask->rec.nmoves, &o) < 0) {
		sg_fail(err, "%s", o.why);
		goto out;
	}
	status = next_move(ask, t, out);
out:
	free(t);
	free(moves);
	return status;
}
