#include "games.h"
#include "lines/game.h"
#include "samegame/game.h"

const struct sg_game *const sg_games[] = {
	&sg_lines,
	&sg_samegame,
	NULL,
};
