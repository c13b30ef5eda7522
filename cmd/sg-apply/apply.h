/*
 * sg-apply's parts: the walk over the records (main.c), the command line
 * (opts.c), and what each game does (samegame.c, lines.c).
 */
#ifndef SG_APPLY_H
#define SG_APPLY_H

#include "boardset.h"
#include "gamelist.h"
#include "opts.h"
#include "util.h"

struct apply {
	struct apply_opts o;
	struct boardset *boards;
	struct sg_writer *w;
};

/*
 * What a game does in sg-apply, one file a game (samegame.c, lines.c), for
 * main.c's table of games (cmd/util/gamelist.h).
 */
struct apply_game {
	/*
	 * Set up rec's board to play rec's moves on, then extra's (-m,
	 * read as the game's moves; nmoves -1 when they are not): 0, or
	 * EXIT_ERROR after saying what is wrong.
	 */
	int (*start)(const struct sg_record *rec, const struct sg_reader *r,
	    const struct sg_record *extra);
	/* Play move i of moves (rec's own, or extra's): 0, or EXIT_ERROR
	 * after saying why it cannot be played. */
	int (*play)(const struct apply *a, const struct sg_record *rec,
	    const struct sg_reader *r, const struct sg_record *moves, int i);
	/* Write the position in hand, reached after k moves, named NAME
	 * (NAME/K under --trace). */
	void (*write)(struct apply *a, const struct sg_record *rec, int k);
};

extern const struct apply_game apply_samegame, apply_lines;

#endif
