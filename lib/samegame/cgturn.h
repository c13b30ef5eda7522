/*
 * The text CodinGame's SameGame referee sends before every move: the board,
 * H lines of W cells from the top row down, each cell a colour 0..9 or -1
 * (or '.') for an empty cell, separated by blanks; blank lines may come
 * between boards.  The bot answers "x y" on a line.
 */
#ifndef SGM_CGTURN_H
#define SGM_CGTURN_H

#include <stddef.h>

#include "core/error.h"
#include "samegame/board.h"

/* A reader of the referee's text, fed a line at a time. */
struct sgm_cgturn {
	int w, h;			/* the board size of every turn */
	long line;			/* lines taken */
	long first;			/* the line of the row 0 of the board
					   being read */
	int rows;			/* rows of it taken; 0: between boards */
	long bad_line;			/* the line an error names */
	struct sgm_board next;		/* the board being read */
	struct sgm_board board;		/* the last board read whole */
};

/*
 * Start reading turns of boards of w x h (1..SGM_MAX_SIDE each): 0, or -1
 * with a message.
 */
int sgm_cgturn_start(struct sgm_cgturn *t, int w, int h, struct sg_error *err);

/*
 * Take the next line, of len bytes without its '\n' (a final CR is
 * allowed).  Returns 1 when it completes a board that is settled and has a
 * move (then in t->board), 0 when more lines are needed, or -1 with a
 * message and t->bad_line the line it is about; t->board is changed only
 * when 1 is returned.
 */
int sgm_cgturn_line(struct sgm_cgturn *t, const char *line, size_t len,
    struct sg_error *err);

/*
 * The end of the text: 0 when it ends between boards, or -1 with a message
 * (and t->bad_line) when it ends inside one.
 */
int sgm_cgturn_end(struct sgm_cgturn *t, struct sg_error *err);

/*
 * Write board b as the referee sends it ("-1" for an empty cell, a line a
 * row from the top).  Returns its length, or -1 when it does not fit in cap
 * bytes.
 */
int sgm_cgturn_format(const struct sgm_board *b, char *buf, size_t cap);

/*
 * Read the bot's answer line (without its line end) as a move: "x y", the
 * column from the left and the row from the bottom, optionally followed by
 * a blank and a message, which CodinGame shows and the game ignores; a
 * final CR is allowed.  Returns 0, or -1 with a message quoting the line
 * when it does not start with two numbers of a board's range.
 */
int sgm_cgturn_answer(const char *line, struct sgm_move *m,
    struct sg_error *err);

#endif
