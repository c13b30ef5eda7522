/* The games the toolkit knows, for the record layer and the commands. */
#ifndef SG_GAMES_H
#define SG_GAMES_H

#include "core/game.h"

/*
 * Every game, NULL-terminated, as sg_record_parse and sg_reader_open take
 * them: SameGame, whose board fields have no prefix, comes last.
 */
extern const struct sg_game *const sg_games[];

#endif
