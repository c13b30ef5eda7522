/*
 * The text TopCoder's Lines tester and its player exchange: the tester
 * sends N and C once, each on a line, then before every move the grid, N*N
 * lines of one cell each (0 empty or the colour, row by row from the top),
 * the next 3 colours on 3 lines and the time the player has used so far in
 * milliseconds on a line; the player answers "r1 c1 r2 c2" on a line.
 */
#ifndef LINES_PROTOCOL_H
#define LINES_PROTOCOL_H

#include <stddef.h>

#include "core/error.h"
#include "lines/tester.h"

/* A reader of the tester's text, fed a line at a time. */
struct lines_proto {
	int line;			/* lines taken */
	int part;			/* of the turn: cells, colours, time */
	int at;				/* items of that part taken */
	int turns;			/* turns completed */
	long time_ms;			/* of the last turn completed */
	struct lines_view view;		/* the turn being read, then read */
};

/* Start reading the tester's text from its first line. */
void lines_proto_start(struct lines_proto *p);

/*
 * Take the next line of the tester's text (without its line end; a final
 * CR and blanks around the number are allowed).  Returns 1 when the line
 * completes a turn (p->view holds what the player sees, p->time_ms the
 * time it has used), 0 when the turn needs more lines, or -1 with a message
 * naming what the line should have held (p->line is then its number).
 */
int lines_proto_line(struct lines_proto *p, const char *line,
    struct sg_error *err);

/*
 * 1 when the text taken so far ends where a turn ends, or is empty: the
 * tester may stop there; 0 in the middle of the header or of a turn.
 */
int lines_proto_idle(const struct lines_proto *p);

/*
 * Write the text the tester sends before the move of view v: with the
 * header lines N and C first when header is 1, and time_ms as the time
 * used.  Returns its length, or -1 when it does not fit in cap bytes.
 */
int lines_proto_format(const struct lines_view *v, int header, long time_ms,
    char *buf, size_t cap);

/*
 * Read the player's answer line (without its line end) as a move: "r1 c1
 * r2 c2", blanks around and between, a final CR allowed.  Numbers too big
 * for the grid are kept off it, so that the tester refuses the move as
 * illegal, as it refuses any other.  Returns 0, or -1 with a message
 * quoting the line when it is not four numbers.
 */
int lines_proto_answer(const char *line, struct lines_move *m,
    struct sg_error *err);

/* Write move m as the player's answer line "r1 c1 r2 c2\n"; its length. */
int lines_proto_move(struct lines_move m, char *buf, size_t cap);

#endif
