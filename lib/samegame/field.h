/*
 * SameGame's text in records (sg(5)): a board field, rows from the top
 * joined by '/' ("0.../01.2/1122"), and a move "c,r".
 */
#ifndef SG_FIELD_H
#define SG_FIELD_H

#include <stddef.h>

#include "samegame/board.h"

#define SG_MOVE_OFF	255	/* a coordinate read as "this or more" */

/*
 * Parse a board field into b, checking that rows have one width, cells
 * are colours or '.', and the board is settled; -1 with a message.
 * sg_board_parse_n takes the field as s[0..len).
 */
int sg_board_parse(const char *field, struct sg_board *b, struct sg_error *err);
int sg_board_parse_n(const char *s, size_t len, struct sg_board *b,
    struct sg_error *err);

/* Write the board field of b into buf (room for cap bytes, NUL included).
 * Returns its length, or -1 if it does not fit. */
int sg_board_format(const struct sg_board *b, char *buf, size_t cap);

/*
 * Parse the move token s[0..len) ("c,r", decimal digits) into m; -1 with a
 * message.  A coordinate above SG_MOVE_OFF becomes SG_MOVE_OFF, off every
 * board, so that sg_play refuses it as it refuses any move off the board.
 */
int sg_move_parse(const char *s, size_t len, struct sg_move *m,
    struct sg_error *err);

/* Write m as "c,r" into buf (cap bytes, NUL included): its length, or -1. */
int sg_move_format(struct sg_move m, char *buf, size_t cap);

#endif
