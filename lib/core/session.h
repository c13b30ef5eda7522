/*
 * A game in hand, as a front end plays it: a record's board and the moves
 * played on it, undone and redone, each move judged by the game's own
 * replay (core/game.h), so that the rules have one implementation; hints
 * from the game's solver on a thread of their own (core/hint.h); and the
 * game so far as a record to save.  Nothing here draws or reads keys.
 */
#ifndef SG_SESSION_H
#define SG_SESSION_H

#include <stddef.h>

#include "core/hint.h"
#include "core/record.h"

/* Room for the position of any game (its pos_size). */
#define SG_SESSION_POS_BYTES	8192

/* Stopped hints a session waits for only when it has this many. */
#define SG_SESSION_DROPPED	8

struct sg_session {
	const struct sg_game *game;
	int rules;			/* the game's own numbering */
	sg_hint_fn *hint_fn;		/* the game's solver, or NULL */
	double hint_seconds;		/* what a hint may search */
	struct sg_record rec;		/* the name and the board */
	/* moves played, then the moves undone that redo plays again */
	unsigned char moves[SG_MOVES_BYTES];
	int played;
	int known;			/* played and undone */
	struct sg_outcome out;		/* of the moves played */
	/* the position they reach, the game's own struct (sg_session_pos) */
	union {
		max_align_t align;
		unsigned char bytes[SG_SESSION_POS_BYTES];
	} pos;
	unsigned long version;		/* changes with every move, undo or
					   redo: a front end's cache key */
	struct sg_hint_run *run;	/* the hint under way, or NULL */
	int run_whole;			/* it is a whole game's */
	unsigned long run_version;	/* of the position it was asked on */
	/* hints stopped and not yet ended, taken once they have */
	struct sg_hint_run *dropped[SG_SESSION_DROPPED];
	int ndropped;
	/* the last hint that came, for the position of version hint_version */
	struct sg_hint hint;
	int have_hint;
	unsigned long hint_version;
	/* the solver's whole game from the board, once asked for */
	struct sg_hint whole;
	int have_whole;
};

/*
 * Start s on rec (a board, or a game to go on from its end), of game
 * rec->game under rules, with hint_fn (or NULL: no hints) searching
 * hint_seconds a hint.  Returns 0, or -1 with a message when rec is a move
 * list without a board or its moves are not legal.
 */
int sg_session_start(struct sg_session *s, const struct sg_record *rec,
    int rules, sg_hint_fn *hint_fn, double hint_seconds,
    struct sg_error *err);

/*
 * Stop a hint under way and let go of what s holds, waiting for the hints
 * stopped to end.
 */
void sg_session_end(struct sg_session *s);

/*
 * Play move (the game's bytes, game->move_size of them): 0, or -1 with
 * why it is refused (the game's replay's reason, "single tile" say) when
 * it is not legal or the game is over.  A move played drops the moves
 * that redo would have played.
 */
int sg_session_play(struct sg_session *s, const void *move,
    struct sg_error *err);

/* Undo the last move played, or redo the last undone: 1, or 0 when there
 * is none. */
int sg_session_undo(struct sg_session *s);
int sg_session_redo(struct sg_session *s);

/*
 * The position the moves played reach, as the game's replay leaves it
 * (core/game.h: samegame's struct sgm_replay, lines' struct lines_tester),
 * for a front end to draw without replaying the game again.
 */
const void *sg_session_pos(const struct sg_session *s);

/* Move i (from 0, below s->known) in the game's bytes. */
const void *sg_session_move(const struct sg_session *s, int i);

/*
 * Ask the game's solver for a hint from the position in hand (whole 0) or
 * for its whole game from the board (whole 1), on a thread of its own: 0,
 * or -1 with a message when there is no solver, no move left for a hint,
 * or no thread.  A hint already under way is stopped first.
 */
int sg_session_ask(struct sg_session *s, int whole, struct sg_error *err);

/* 1 while a hint is under way. */
int sg_session_asking(const struct sg_session *s);

/*
 * The hints stopped (by a move, undo, redo or a new question) whose solver
 * has not returned yet; never waits.  A move never waits for a hint: it
 * asks the hint to stop and goes on.
 */
int sg_session_stopping(struct sg_session *s);

/*
 * Take the hint once it has come: 1 when it has (s->hint, or s->whole for
 * a whole game, then hold it), 0 while it has not, -1 with a message when
 * the solver failed.  A hint from a position left since is dropped.
 */
int sg_session_poll(struct sg_session *s, struct sg_error *err);

/* 1 when s->hint is a hint for the position in hand. */
int sg_session_hint_current(const struct sg_session *s);

/* The game so far as a record: the board, the moves played, their score. */
void sg_session_record(const struct sg_session *s, struct sg_record *rec);

#endif
