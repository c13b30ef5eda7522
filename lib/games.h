/*
 * The games the toolkit knows: the one list of them, for the record layer
 * and the commands.  A new game adds its id here and its table in
 * games.c.
 */
#ifndef SG_GAMES_H
#define SG_GAMES_H

#include "core/game.h"

/* The games, in the order the commands list them (sg-verify --stats). */
enum sg_game_id {
	SG_GAME_SAMEGAME,
	SG_GAME_LINES,
	SG_GAMES
};

/*
 * Every game's table by id, then NULL: the list that sg_record_parse and
 * sg_reader_open take.
 */
extern const struct sg_game *const sg_games[SG_GAMES + 1];

#endif
