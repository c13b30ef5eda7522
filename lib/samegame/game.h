/*
 * SameGame as a game of the toolkit (core/game.h), and the board and moves
 * of its records.
 */
#ifndef SGM_SAMEGAME_GAME_H
#define SGM_SAMEGAME_GAME_H

#include "core/record.h"
#include "samegame/board.h"

extern const struct sg_game sgm_game_table;

/* The board of SameGame record rec (a board or a game). */
void sgm_record_board(const struct sg_record *rec, struct sgm_board *b);

/* Give rec board b: it becomes a SameGame record. */
void sgm_record_set_board(struct sg_record *rec, const struct sgm_board *b);

/* Copy the moves of SameGame record rec to moves (room for SGM_MAX_MOVES);
 * returns how many. */
int sgm_record_moves(const struct sg_record *rec, struct sgm_move *moves);

/* Move i of SameGame record rec. */
struct sgm_move sgm_record_move(const struct sg_record *rec, int i);

/* Give rec the n moves (n <= SGM_MAX_MOVES). */
void sgm_record_set_moves(struct sg_record *rec, const struct sgm_move *moves,
    int n);

#endif
