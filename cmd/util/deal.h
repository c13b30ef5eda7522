/*
 * A new board or game, dealt as sg-gen deals it, from the options that
 * sg-gen and sg-play share: --game, -s/--seed, --size and -c/--colors, and
 * SameGame's --balanced and --counts.  The options are taken as given
 * (deal_game, deal_colors, deal_counts, and seed_text, size_text and
 * balanced set by hand), then read as the game's once all are known
 * (deal_resolve), as the seed's and the size's syntax is the game's.
 * What each game does is in a file of its own (deal_samegame.c,
 * deal_lines.c).
 */
#ifndef SG_CMD_DEAL_H
#define SG_CMD_DEAL_H

#include <stdint.h>

#include "core/record.h"
#include "gamelist.h"
#include "lines/tester.h"
#include "options.h"
#include "samegame/board.h"

struct deal {
	enum sg_game_id game;		/* --game */
	const char *seed_text;		/* -s, read as the game's */
	const char *size_text;		/* --size, likewise */
	int colors;			/* -c, or SameGame's 5 */
	int colors_given;
	int balanced;			/* SameGame: as many tiles a colour */
	int count_of[SGM_MAX_COLORS];	/* SameGame's --counts */
	int ncounts;			/* 0: no --counts */
	/* What deal_resolve read, the game's. */
	int w, h;			/* SameGame: the board's size */
	uint64_t seed;			/* SameGame: -s, when have_seed, */
	int have_seed;			/* else deal_start draws one */
	struct lines_setup setup;	/* Lines: the first seed, N and C
					   (0: drawn by the tester) */
};

/* What a game does in a deal, for deal.c's table of games. */
struct deal_game {
	/* Read d's options as the game's, for a run of count: OPT_RUN, or
	 * OPT_ERROR with e. */
	int (*resolve)(struct deal *d, unsigned long long count,
	    struct opt_error *e);
	/* Draw what the run needs and was not given (a seed). */
	void (*start)(struct deal *d);
	/* The i-th (from 1) board or game of the run, named. */
	void (*record)(const struct deal *d, unsigned long long i,
	    struct sg_record *rec);
};

extern const struct deal_game deal_samegame, deal_lines;

/* d with nothing given: a SameGame board, 15 x 15, 5 colours. */
void deal_init(struct deal *d);

/* --game NAME, -c N and SameGame's --counts LIST, as given: OPT_RUN, or
 * OPT_ERROR with e. */
int deal_game(struct deal *d, const char *name, struct opt_error *e);
int deal_colors(struct deal *d, const char *arg, struct opt_error *e);
int deal_counts(struct deal *d, const char *list, struct opt_error *e);

/*
 * Read the options as d->game's, for a run of count boards or games:
 * OPT_RUN, or OPT_ERROR with e (a game the deal does not take, a bad
 * seed or size, options of another game).
 */
int deal_resolve(struct deal *d, unsigned long long count,
    struct opt_error *e);

/* Draw what the run needs and was not given: SameGame's seed, from the
 * system's randomness (it dies when it cannot). */
void deal_start(struct deal *d);

/* The i-th (from 1) board or game of d's run into rec, named as sg-gen
 * names it ("s42-1", "lines-7"). */
void deal_record(const struct deal *d, unsigned long long i,
    struct sg_record *rec);

#endif
