/* The search as a hint: what it would play from the position in hand. */
#include <stdlib.h>
#include <string.h>

#include "samegame/game.h"
#include "samegame/replay.h"
#include "samegame/search/hint.h"
#include "samegame/search/search.h"

_Static_assert(sizeof(struct sgm_move) <= SG_HINT_MOVE_BYTES,
    "a hint holds a move");

int
sgm_search_hint(const struct sg_hint_ask *ask, struct sg_hint *out,
    struct sg_error *err)
{
	struct sgm_search_opts o = { 0 };
	struct sgm_replay *rp = malloc(sizeof(*rp));
	struct sgm_solution *sol = malloc(sizeof(*sol));
	struct sgm_move *moves = malloc(SGM_MAX_MOVES * sizeof(*moves));
	struct sgm_board *b = malloc(sizeof(*b));
	int n, status = -1;

	memset(out, 0, sizeof(*out));
	if (!rp || !sol || !moves || !b) {
		sg_fail(err, "out of memory for a hint");
		goto out;
	}
	sgm_record_board(&ask->rec, b);
	n = sgm_record_moves(&ask->rec, moves);
	if (sgm_replay(rp, b, moves, n, ask->rules) < 0) {
		sg_fail(err, "move %d: %s", rp->played + 1, rp->why);
		goto out;
	}
	o.algo = SGM_ALGO_AUTO;
	o.rules = ask->rules;
	o.seconds = ask->seconds;
	o.seed = ask->seed;
	o.threads = 1;
	o.stop = ask->stop;
	if (sgm_search(&rp->board, &o, sol, NULL, err) < 0)
		goto out;
	out->found = sol->nmoves > 0;
	if (out->found) {
		memcpy(out->move, &sol->moves[0], sizeof(sol->moves[0]));
		n = sgm_group_at(&rp->board, sol->moves[0].x, sol->moves[0].y,
		    NULL);
		out->now = sgm_move_score(ask->rules, n);
	}
	out->has_expect = 1;
	out->expect = rp->moves_score + sol->score;
	status = 0;
out:
	free(rp);
	free(sol);
	free(moves);
	free(b);
	return status;
}
