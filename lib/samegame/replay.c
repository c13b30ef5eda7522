#include "samegame/replay.h"

void
sg_replay_start(struct sg_replay *rp, const struct sg_board *b)
{
	sg_board_copy(&rp->board, b);
	rp->moves_score = 0;
	rp->score = 0;
	rp->played = 0;
	rp->over = 0;
	rp->why = NULL;
}

int
sg_replay_move(struct sg_replay *rp, struct sg_move m, enum sg_rules rules)
{
	int n = sg_play(&rp->board, m.x, m.y, &rp->why);

	if (n == 0)
		return 0;
	rp->why = NULL;
	rp->played++;
	rp->moves_score += sg_move_score(rules, n);
	return n;
}

void
sg_replay_end(struct sg_replay *rp, enum sg_rules rules)
{
	rp->over = !sg_has_move(&rp->board);
	rp->score = rp->moves_score;
	if (rp->over)
		rp->score += sg_end_score(rules, rp->board.tiles);
}

int
sg_replay(struct sg_replay *rp, const struct sg_board *b,
    const struct sg_move *moves, int n, enum sg_rules rules)
{
	int i;

	sg_replay_start(rp, b);
	for (i = 0; i < n; i++)
		if (sg_replay_move(rp, moves[i], rules) == 0)
			break;
	sg_replay_end(rp, rules);
	return i == n ? 0 : -1;
}

int
sg_replay_score(const struct sg_board *b, const struct sg_move *moves, int n,
    enum sg_rules rules, long *score, struct sg_error *err)
{
	struct sg_replay rp;

	if (sg_replay(&rp, b, moves, n, rules) < 0)
		return sg_fail(err, "move %d (%d,%d): %s", rp.played + 1,
		    moves[rp.played].x, moves[rp.played].y, rp.why);
	*score = rp.score;
	return 0;
}
