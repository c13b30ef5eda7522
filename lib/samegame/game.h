/*
 * SameGame as a game of the toolkit (core/game.h), and the board and moves
 * of its records.
 */
#ifndef SG_SAMEGAME_GAME_H
#define SG_SAMEGAME_GAME_H

#include "core/record.h"
#include "samegame/board.h"

extern const struct sg_game sg_samegame;

/* The board of SameGame record rec (a board or a game). */
void sg_record_board(const struct sg_record *rec, struct sg_board *b);

/* Give rec board b: it becomes a SameGame record. */
void sg_record_set_board(struct sg_record *rec, const struct sg_board *b);

/* Copy the moves of SameGame record rec to moves (room for SG_MAX_MOVES);
 * returns how many. */
int sg_record_moves(const struct sg_record *rec, struct sg_move *moves);

/* Move i of SameGame record rec. */
struct sg_move sg_record_move(const struct sg_record *rec, int i);

/* Give rec the n moves (n <= SG_MAX_MOVES). */
void sg_record_set_moves(struct sg_record *rec, const struct sg_move *moves,
    int n);

#endif
