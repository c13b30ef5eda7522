#include "games.h"
#include "lines/game.h"
#include "samegame/game.h"

const struct sg_game *const sg_games[SG_GAMES + 1] = {
	[SG_GAME_SAMEGAME] = &sgm_game_table,
	[SG_GAME_LINES] = &lines_game_table,
	[SG_GAMES] = NULL,
};
