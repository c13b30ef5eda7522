#include "games.h"
#include "samegame/game.h"

const struct sg_game *const sg_games[] = {
	&sg_samegame,
	NULL,
};
