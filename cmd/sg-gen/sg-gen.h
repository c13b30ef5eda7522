/*
 * sg-gen's parts: the command line (opts.c), and what each game makes
 * (samegame.c, lines.c).
 */
#ifndef SG_GEN_CMD_H
#define SG_GEN_CMD_H

#include "gamelist.h"
#include "opts.h"
#include "util.h"

/*
 * What a game does in sg-gen, one file a game (samegame.c, lines.c), for
 * opts.c's table of games (cmd/util/gamelist.h).
 */
struct gen_game {
	/* Write the set g asks for, its options read (cmd/util/deal.h): 0,
	 * or an exit status. */
	int (*gen)(struct sg_writer *w, struct gen_opts *g);
};

extern const struct gen_game gen_samegame, gen_lines;

/* The table, by enum sg_game_id: NULL for a game sg-gen does not make. */
extern const struct gen_game *const gen_games[SG_GAMES];

#endif
