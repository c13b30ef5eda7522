/*
 * The games the commands know, and how a command finds what a game does in
 * it.
 *
 * Each command keeps one table, indexed by enum sg_game_id, of its part of
 * each game (sg-show: draw a record; sg-apply: play one; sg-solve: solve
 * one; ...): a struct of the command's own, filled in one file a game in
 * the command's folder, named after the game (cmd/sg-show/samegame.c,
 * cmd/sg-show/lines.c).  A NULL entry is a game the command does not take:
 * its records are refused with game_unsupported, never sent down another
 * game's path.
 *
 * The games themselves, their ids (enum sg_game_id) and their tables, are
 * the library's one list (lib/games.h), which no file of cmd/ spells out
 * again.  A new command adds one file a game it takes and its table; a new
 * game adds itself to lib/games.h and lib/games.c, then a file and a table
 * entry to each command that takes it.
 */
#ifndef SG_CMD_GAMELIST_H
#define SG_CMD_GAMELIST_H

#include "core/record.h"
#include "games.h"

/* The library's table of game id. */
const struct sg_game *game_table(enum sg_game_id id);

/* The id of game g, or -1 for a game the commands do not know. */
int game_id(const struct sg_game *g);

/* The id of the game called name ("samegame", "lines"), or -1. */
int game_id_named(const char *name);

/* The games' names for a message, "samegame or lines". */
const char *game_names(void);

/*
 * The entry of game g in table, a command's table of SG_GAMES entries: NULL
 * when the command does not take g.
 */
#define GAME_ENTRY(table, g) \
	(game_id(g) < 0 ? NULL : (table)[game_id(g)])

/*
 * Say that this command does not take rec's game, at rec's line of file:
 * "sg-x: FILE:LINE: NAME: 'lines' boards are not supported by sg-x".
 * Returns EXIT_ERROR.
 */
int game_unsupported(const char *file, const struct sg_record *rec);

/*
 * Moves given on the command line (sg-apply -m, sg-solve --prefix), read
 * in the syntax of each game: as[id] holds them as game id's moves (its
 * nmoves -1 when they are not that game's).
 */
struct game_moves {
	int n;				/* tokens given; 0 when none */
	struct sg_record as[SG_GAMES];
};

/*
 * Read text into m as each game's moves: 0, or -1 when no game reads them,
 * with the first game's message (SameGame's: its move syntax is the
 * commands' default) in err.
 */
int game_moves_parse(struct game_moves *m, const char *text,
    struct sg_error *err);

/* The moves of m as game g, a game of this list, reads them (nmoves -1:
 * not g's moves). */
const struct sg_record *game_moves_of(const struct game_moves *m,
    const struct sg_game *g);

#endif
