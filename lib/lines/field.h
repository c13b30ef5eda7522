/*
 * The text of Lines in records: a board field "lines:SEED" or
 * "lines:SEED:N:C" and a move token "r1,c1,r2,c2".
 */
#ifndef LINES_FIELD_H
#define LINES_FIELD_H

#include <stddef.h>

#include "core/error.h"
#include "lines/lines.h"
#include "lines/tester.h"

#define LINES_FIELD_MAX	40	/* bytes of the longest field, with its NUL */
#define LINES_MOVE_MAX	20	/* bytes of the longest move token, with NUL */

/*
 * Parse a board field: "lines:SEED", the game the tester draws from SEED, or
 * "lines:SEED:N:C", the game it plays with the parameters N (7..11) and C
 * (3..9).  SEED is any Java long, -9223372036854775808..9223372036854775807,
 * but 0.  Returns 0, or -1 with a message quoting the field.
 */
int lines_field_parse(const char *field, struct lines_setup *s,
    struct sg_error *err);

/*
 * Write the field of s into buf of size bytes: "lines:SEED" when N and C are
 * drawn, "lines:SEED:N:C" when both are given.  Returns its length, or -1
 * when it does not fit or when only one of them is given, which no field
 * can say.
 */
int lines_field_format(const struct lines_setup *s, char *buf, size_t size);

/*
 * Parse a move token "r1,c1,r2,c2" of decimal numbers, each maybe negative.
 * A number too big for the move is kept off the grid (127 or -128) rather
 * than wrapped, so that the tester refuses it as "off the grid".  Returns 0,
 * or -1 with a message quoting the token when it is not of that form.
 */
int lines_move_parse(const char *token, struct lines_move *m,
    struct sg_error *err);

/* Write m as "r1,c1,r2,c2" into buf; returns its length, or -1 if too long. */
int lines_move_format(struct lines_move m, char *buf, size_t size);

/*
 * Write a position as the fields of a line (sg(5), Lines positions): "GRID
 * NEXT SCORE MOVES STATE", the rows from the top joined by '/' with '.' for
 * an empty cell, the next colours joined by ',' ("-" for none), the score
 * so far, the moves played and "over" or "open".  Returns its length, or
 * -1 when it does not fit in size bytes.
 */
int lines_view_format(const struct lines_view *v, long score, int over,
    char *buf, size_t size);

#endif
