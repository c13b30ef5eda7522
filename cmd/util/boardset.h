/*
 * A board set read with -b FILE, looked up by name: move lists ("NAME -
 * SCORE MOVES") get their boards from it.  It holds each board as its record
 * field, so a set of a million boards takes some hundreds of megabytes, not
 * gigabytes.
 */
#ifndef SG_BOARDSET_H
#define SG_BOARDSET_H

#include "reader.h"

struct boardset;

/* Read every board of path; a repeated name or a move list is an error
 * that ends the command (status 2). */
struct boardset *boardset_load(const char *path);

/* The board of that name parsed into b: 1, or 0 when there is none. */
int boardset_find(const struct boardset *set, const char *name,
    struct sg_board *b);

/*
 * Give the move list rec the board of its name, making it a game.  With set
 * NULL or no such board, say so at rec's place and return EXIT_ERROR; else 0.
 */
int boardset_join(const struct boardset *set, struct sg_record *rec,
    const struct sg_reader *r);

/* Where the set came from, for messages. */
const char *boardset_path(const struct boardset *set);

void boardset_free(struct boardset *set);

#endif
