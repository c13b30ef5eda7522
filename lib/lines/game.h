/*
 * Lines as a game of the toolkit (core/game.h), and the setup and moves of
 * its records.  A Lines record's board is its tester setup, with the N and
 * C in force always filled in: the field is written "lines:SEED:N:C".
 */
#ifndef LINES_GAME_H
#define LINES_GAME_H

#include "core/record.h"
#include "lines/lines.h"
#include "lines/tester.h"

extern const struct sg_game lines_game_table;

/* The setup of Lines record rec (a board or a game). */
void lines_record_setup(const struct sg_record *rec, struct lines_setup *s);

/* Give rec setup s (its N and C in force): it becomes a Lines record. */
void lines_record_set_setup(struct sg_record *rec,
    const struct lines_setup *s);

/* Move i of Lines record rec. */
struct lines_move lines_record_move(const struct sg_record *rec, int i);

/* Give rec the n moves (n <= LINES_MAX_TURNS). */
void lines_record_set_moves(struct sg_record *rec,
    const struct lines_move *moves, int n);

/*
 * Replay the n moves of setup s on t as the tester does, stopping at the
 * first refused one: 0, or -1 with out->why naming it ("move 3 (1,2,3,4):
 * no free path").  out gets the score of the moves played and whether the
 * game is over; t holds the position reached.
 */
int lines_replay(struct lines_tester *t, const struct lines_setup *s,
    const struct lines_move *moves, int n, struct sg_outcome *out);

#endif
