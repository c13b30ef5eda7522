/*
 * Replaying a game: its moves played in turn on its board, each checked,
 * scored under a rule set.  sg-verify, sg-apply, sg-show and the solver's
 * final check all go through here, so the toolkit has one judge.
 */
#ifndef SGM_REPLAY_H
#define SGM_REPLAY_H

#include "core/record.h"
#include "samegame/rules.h"

struct sgm_replay {
	struct sgm_board board;	/* the position after the legal moves */
	long moves_score;	/* what the legal moves scored */
	long score;		/* moves_score, plus the end score when over
				   (set by sgm_replay_end) */
	int played;		/* legal moves played */
	int over;		/* 1 when no group of two or more is left
				   (set by sgm_replay_end) */
	const char *why;	/* why move "played" is illegal, or NULL */
};

/* Start a replay of board b: no move played, nothing scored. */
void sgm_replay_start(struct sgm_replay *rp, const struct sgm_board *b);

/*
 * Play one more move and add its score under rules to rp->moves_score.
 * Returns the tiles it removed, or 0 when it is illegal: rp->why then says
 * why ("off the board", "empty cell", "single tile") and the position is
 * unchanged.
 */
int sgm_replay_move(struct sgm_replay *rp, struct sgm_move m,
    enum sgm_rules rules);

/* Set rp->over and rp->score for the position reached (the end score counts
 * only when no move is left). */
void sgm_replay_end(struct sgm_replay *rp, enum sgm_rules rules);

/*
 * Replay the n moves on b under rules and end it.  Returns 0 when every move
 * is legal, else -1 with rp->played the index (from 0) of the first illegal
 * move and rp->why the reason; rp then holds the position and scores up to
 * that move.
 */
int sgm_replay(struct sgm_replay *rp, const struct sgm_board *b,
    const struct sgm_move *moves, int n, enum sgm_rules rules);

/*
 * Replay the n moves on b under rules into *score: 0, or -1 with a message
 * naming the first illegal move ("move 3 (4,1): single tile").
 */
int sgm_replay_score(const struct sgm_board *b, const struct sgm_move *moves,
    int n, enum sgm_rules rules, long *score, struct sg_error *err);

#endif
