/*
 * SameGame's text in records (sg(5)): a board field, rows from the top
 * joined by '/' ("0.../01.2/1122"), and a move "c,r".
 */
#ifndef SGM_FIELD_H
#define SGM_FIELD_H

#include <stddef.h>

#include "samegame/board.h"

#define SGM_MOVE_OFF	255	/* a coordinate read as "this or more" */

/*
 * Parse a board field into b, checking that rows have one width, cells
 * are colours or '.', and the board is settled; -1 with a message.
 * sgm_board_parse_n takes the field as s[0..len).
 */
int sgm_board_parse(const char *field, struct sgm_board *b,
    struct sg_error *err);
int sgm_board_parse_n(const char *s, size_t len, struct sgm_board *b,
    struct sg_error *err);

/* Write the board field of b into buf (room for cap bytes, NUL included).
 * Returns its length, or -1 if it does not fit. */
int sgm_board_format(const struct sgm_board *b, char *buf, size_t cap);

/*
 * Parse the move token s[0..len) ("c,r", decimal digits) into m; -1 with a
 * message.  A coordinate above SGM_MOVE_OFF becomes SGM_MOVE_OFF, off every
 * board, so that sgm_play refuses it as it refuses any move off the board.
 */
int sgm_move_parse(const char *s, size_t len, struct sgm_move *m,
    struct sg_error *err);

/* Write m as "c,r" into buf (cap bytes, NUL included): its length, or -1. */
int sgm_move_format(struct sgm_move m, char *buf, size_t cap);

#endif
