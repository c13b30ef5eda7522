/*
 * Scoring.  The mechanics are the same under every rule set (board.h); the
 * rule set decides what a move is worth and what the end of a game adds.
 */
#ifndef SGM_RULES_H
#define SGM_RULES_H

#include "samegame/board.h"

enum sgm_rules {
	SGM_RULES_STD,		/* (n-2)^2 a move, +1000 for an empty board */
	SGM_RULES_TILES,		/* n a move, nothing at the end */
	SGM_RULES_PENALTY,	/* as std, and -(m-2)^2 for m tiles left */
};

#define SGM_CLEAR_BONUS	1000

/*
 * Parse "std", "tiles" or "penalty" into *rules; -1 with a message if the
 * name is unknown.
 */
int sgm_rules_parse(const char *name, enum sgm_rules *rules,
    struct sg_error *err);

/* The name of a rule set, as sgm_rules_parse takes it. */
const char *sgm_rules_name(enum sgm_rules rules);

/* What a move removing n tiles scores. */
static inline long
sgm_move_score(enum sgm_rules rules, int n)
{
	return rules == SGM_RULES_TILES ? n : (long)(n - 2) * (n - 2);
}

/*
 * What the end of the game adds, given the tiles left on a board where no
 * move remains.  Call it only for a finished game.
 */
static inline long
sgm_end_score(enum sgm_rules rules, int tiles_left)
{
	if (rules == SGM_RULES_TILES)
		return 0;
	if (tiles_left == 0)
		return SGM_CLEAR_BONUS;
	if (rules == SGM_RULES_PENALTY)
		return -(long)(tiles_left - 2) * (tiles_left - 2);
	return 0;
}

/*
 * Score of a position so far: moves already scored plus, if no move is left
 * on b, the end score.  A helper for replaying games.
 */
long sgm_final_score(enum sgm_rules rules, const struct sgm_board *b,
    long moves_score);

#endif
