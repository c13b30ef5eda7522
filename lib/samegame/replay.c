#include "samegame/replay.h"

void
sgm_replay_start(struct sgm_replay *rp, const struct sgm_board *b)
{
	sgm_board_copy(&rp->board, b);
	rp->moves_score = 0;
	rp->score = 0;
	rp->played = 0;
	rp->over = 0;
	rp->why = NULL;
}

int
sgm_replay_move(struct sgm_replay *rp, struct sgm_move m, enum sgm_rules rules)
{
	int n = sgm_play(&rp->board, m.x, m.y, &rp->why);

	if (n == 0)
		return 0;
	rp->why = NULL;
	rp->played++;
	rp->moves_score += sgm_move_score(rules, n);
	return n;
}

void
sgm_replay_end(struct sgm_replay *rp, enum sgm_rules rules)
{
	rp->over = !sgm_has_move(&rp->board);
	rp->score = rp->moves_score;
	if (rp->over)
		rp->score += sgm_end_score(rules, rp->board.tiles);
}

int
sgm_replay(struct sgm_replay *rp, const struct sgm_board *b,
    const struct sgm_move *moves, int n, enum sgm_rules rules)
{
	int i;

	sgm_replay_start(rp, b);
	for (i = 0; i < n; i++)
		if (sgm_replay_move(rp, moves[i], rules) == 0)
			break;
	sgm_replay_end(rp, rules);
	return i == n ? 0 : -1;
}

int
sgm_replay_score(const struct sgm_board *b, const struct sgm_move *moves, int n,
    enum sgm_rules rules, long *score, struct sg_error *err)
{
	struct sgm_replay rp;

	if (sgm_replay(&rp, b, moves, n, rules) < 0)
		return sg_fail(err, "move %d (%d,%d): %s", rp.played + 1,
		    moves[rp.played].x, moves[rp.played].y, rp.why);
	*score = rp.score;
	return 0;
}
