/*
 * A game, as the record layer and the commands see it: a table of what
 * differs from one game to another.  Records keep a game's board and moves
 * as opaque bytes (record.h) that only the game's own functions read and
 * write, so that nothing here knows any game.
 */
#ifndef SG_GAME_H
#define SG_GAME_H

#include <stddef.h>

#include "core/error.h"

/* What replaying a game came to. */
struct sg_outcome {
	long score;		/* the legal moves' score, and the end's
				   when the game is over */
	int played;		/* legal moves played */
	int left;		/* tiles or balls on the board after them */
	int over;		/* 1 when the game has ended */
	char why[SG_ERROR_MAX + 64];	/* the first illegal move and why, or "" */
	char reason[SG_ERROR_MAX];	/* why alone, "single tile", or "" */
};

struct sg_game {
	const char *name;		/* "samegame", "lines" */
	/*
	 * Board fields that start with this are the game's; the empty prefix
	 * takes any field another game's prefix does not (sg_game_of_field).
	 */
	const char *field_prefix;
	int max_moves;			/* moves a record of the game holds */
	size_t move_size;		/* bytes of one move in a record's
					   moves, move i at i * move_size */

	/*
	 * Parse the board field s[0..len) into board (SG_BOARD_BYTES);
	 * -1 with a message saying what is wrong.
	 */
	int (*board_parse)(const char *s, size_t len, void *board,
	    struct sg_error *err);
	/* Write board's field into buf (cap bytes, NUL included): its
	 * length, or -1 if it does not fit. */
	int (*board_format)(const void *board, char *buf, size_t cap);
	/* Parse the move token s[0..len) into move i of moves. */
	int (*move_parse)(const char *s, size_t len, void *moves, int i,
	    struct sg_error *err);
	/* Write move i of moves into buf as a token: its length, or -1. */
	int (*move_format)(const void *moves, int i, char *buf, size_t cap);
	/*
	 * Replay the n moves on board under rules (the game's own numbering
	 * of its rule sets) into out: 0, or -1 at the first illegal move,
	 * which out->why names ("move 3 (4,1): single tile").  When pos is
	 * not NULL, the position reached is left there, as the game's own
	 * struct (pos_size bytes: samegame's struct sgm_replay, lines'
	 * struct lines_tester), for a front end to draw.
	 */
	int (*replay)(const void *board, const void *moves, int n, int rules,
	    struct sg_outcome *out, void *pos);
	size_t pos_size;
};

/*
 * The game of a board field among games (NULL-terminated, in any order):
 * the one with the longest prefix the field starts with; NULL when none
 * takes it.
 */
const struct sg_game *sg_game_of_field(const struct sg_game *const *games,
    const char *s, size_t len);

/* The game called name among games, or NULL. */
const struct sg_game *sg_game_named(const struct sg_game *const *games,
    const char *name);

#endif
