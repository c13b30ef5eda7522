/*
 * A board set read with -b FILE, looked up by name: move lists ("NAME -
 * SCORE MOVES") get their boards from it.  It holds each board as its record
 * field, so a set of a million boards takes some hundreds of megabytes, not
 * gigabytes.
 */
#ifndef SG_BOARDSET_H
#define SG_BOARDSET_H

#include "core/reader.h"

struct boardset;

/* Read every board of path; a repeated name or a move list is an error
 * that ends the command (status 2). */
struct boardset *boardset_load(const char *path);

/*
 * Whether rec's board is the board of its name in set: 1 the same, 0 not,
 * -1 when set has no board of that name.
 */
int boardset_same(const struct boardset *set, const struct sg_record *rec);

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
