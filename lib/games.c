#include "games.h"
#include "lines/game.h"
#include "samegame/game.h"

const struct sg_game *const sg_games[] = {
	&lines_game_table,
	&sgm_game_table,
	NULL,
};
