/* The SameGame search as a hint (core/hint.h), for a player at the keys. */
#ifndef SGM_SEARCH_HINT_H
#define SGM_SEARCH_HINT_H

#include "core/hint.h"

/*
 * The search's auto, on one thread for ask->seconds (less when stopped),
 * from the position of ask's game under ask->rules (with no moves, from
 * its board: the solver's whole game).  The hint is the first move of the
 * best game found, with what it scores at once; expect is the score of
 * the game played so far with that line played to its end.
 */
sg_hint_fn sgm_search_hint;

#endif
