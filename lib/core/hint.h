/*
 * A hint: the solver of a game run from a position on a thread of its own
 * for a while, so that whoever asked (a player at the keys) goes on while
 * it searches.  What a game's solver is comes from the game's side, as a
 * function of type sg_hint_fn; this is the running and the stopping.
 */
#ifndef SG_HINT_H
#define SG_HINT_H

#include <stdatomic.h>
#include <stdint.h>

#include "core/record.h"

#define SG_HINT_MOVE_BYTES	16	/* room for one move of any game */

/* What a hint is asked. */
struct sg_hint_ask {
	/* The game so far: its board and the moves played on it. */
	struct sg_record rec;
	int rules;			/* the game's own numbering */
	double seconds;			/* how long the solver may search */
	/*
	 * 0: the move the solver would play next; 1: the solver's whole game
	 * from the board, rec's moves aside, to compare with the player's.
	 */
	int whole;
	uint64_t seed;			/* the solver's random stream */
	const atomic_int *stop;		/* end the search early when set */
};

/* What it found. */
struct sg_hint {
	int found;			/* 0 when no move is left */
	/* the move, in the game's own bytes (move_size of them) */
	unsigned char move[SG_HINT_MOVE_BYTES];
	/*
	 * The score the solver expects at the end of its line from here (its
	 * whole game's, when asked for one); has_expect 0 when it has no
	 * such figure.
	 */
	int has_expect;
	long expect;
	long now;			/* what the move scores at once */
};

/*
 * A game's solver as a hint: fills out from ask within ask->seconds, and
 * sooner when *ask->stop is set.  Returns 0, or -1 with a message.
 */
typedef int sg_hint_fn(const struct sg_hint_ask *ask, struct sg_hint *out,
    struct sg_error *err);

struct sg_hint_run;

/*
 * Start fn on a copy of ask (its stop replaced by the run's own) in a
 * thread of its own.  Returns the run, or NULL with a message when no
 * thread or memory can be had.
 */
struct sg_hint_run *sg_hint_start(sg_hint_fn *fn,
    const struct sg_hint_ask *ask, struct sg_error *err);

/* 1 once the run's solver has returned, else 0; never waits. */
int sg_hint_done(struct sg_hint_run *run);

/*
 * Ask the run's solver to stop, and return at once: the run is still the
 * caller's, to take with sg_hint_finish once sg_hint_done says it ended.
 */
void sg_hint_cancel(struct sg_hint_run *run);

/*
 * Wait for the run to end (asking it to stop first when cancel is not 0),
 * free it and return what the solver returned, its hint in out and its
 * message in err.
 */
int sg_hint_finish(struct sg_hint_run *run, int cancel, struct sg_hint *out,
    struct sg_error *err);

#endif
