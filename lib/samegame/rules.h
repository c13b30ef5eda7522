/*
 * Scoring.  The mechanics are the same under every rule set (board.h); the
 * rule set decides what a move is worth and what the end of a game adds.
 */
#ifndef SG_RULES_H
#define SG_RULES_H

#include "samegame/board.h"

enum sg_rules {
	SG_RULES_STD,		/* (n-2)^2 a move, +1000 for an empty board */
	SG_RULES_TILES,		/* n a move, nothing at the end */
	SG_RULES_PENALTY,	/* as std, and -(m-2)^2 for m tiles left */
};

#define SG_CLEAR_BONUS	1000

/*
 * Parse "std", "tiles" or "penalty" into *rules; -1 with a message if the
 * name is unknown.
 */
int sg_rules_parse(const char *name, enum sg_rules *rules,
    struct sg_error *err);

/* The name of a rule set, as sg_rules_parse takes it. */
const char *sg_rules_name(enum sg_rules rules);

/* What a move removing n tiles scores. */
static inline long
sg_move_score(enum sg_rules rules, int n)
{
	return rules == SG_RULES_TILES ? n : (long)(n - 2) * (n - 2);
}

/*
 * What the end of the game adds, given the tiles left on a board where no
 * move remains.  Call it only for a finished game.
 */
static inline long
sg_end_score(enum sg_rules rules, int tiles_left)
{
	if (rules == SG_RULES_TILES)
		return 0;
	if (tiles_left == 0)
		return SG_CLEAR_BONUS;
	if (rules == SG_RULES_PENALTY)
		return -(long)(tiles_left - 2) * (tiles_left - 2);
	return 0;
}

/*
 * Score of a position so far: moves already scored plus, if no move is left
 * on b, the end score.  A helper for replaying games.
 */
long sg_final_score(enum sg_rules rules, const struct sg_board *b,
    long moves_score);

#endif
