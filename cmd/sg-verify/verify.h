/*
 * sg-verify's parts: the verdicts and the summary (main.c), the command
 * line (opts.c), and what each game adds to --stats (samegame.c, lines.c).
 */
#ifndef SG_VERIFY_H
#define SG_VERIFY_H

#include <stddef.h>
#include <stdint.h>

#include "core/record.h"

/* --stats: the valid games of one game, as a benchmark sums them up. */
struct stats {
	uint64_t games;
	long double sum;
	long best, worst;
	char best_name[SG_NAME_MAX + 1], worst_name[SG_NAME_MAX + 1];
	uint64_t played;	/* moves played, summed */
	uint64_t left;		/* tiles or balls left on the board, summed */
	uint64_t cleared;	/* games that left the board empty */
};

/*
 * What a game does in sg-verify, one file a game (samegame.c, lines.c),
 * for main.c's table of games (cmd/util/gamelist.h): the legality and the
 * score are the game's replay, through the library's table of the game.
 */
struct verify_game {
	/* The end of the game's --stats line, what it sums up of its own,
	 * into buf (cap bytes). */
	void (*stats_end)(const struct stats *st, char *buf, size_t cap);
};

extern const struct verify_game verify_samegame, verify_lines;

#endif
