/*
 * sg-judge's parts: the command line (opts.c), a bot's process (bot.c), one
 * game played through its bot (play.c), the games in parallel and in order
 * (pool.c), the scoreboard of runs (scoreboard.c), and what each game does
 * in it, its site's protocol (samegame.c: CodinGame's referee; lines.c:
 * TopCoder's tester).
 */
#ifndef SG_JUDGE_JUDGE_H
#define SG_JUDGE_JUDGE_H

#include <stddef.h>
#include <stdio.h>

#include "core/judge.h"
#include "core/record.h"
#include "options.h"

struct judge_opts {
	struct common c;
	int jobs;		/* -j: games at a time */
	int cpu;		/* --cpu: answers timed on the bot's CPU */
	double first_s;		/* --first: CodinGame's first answer */
	double turn_s;		/* --turn: CodinGame's later answers */
	double game_s;		/* --game-time: TopCoder's game */
	double factor;		/* -F: the limits multiplied by it */
	const char *logs;	/* -l: the folder of the bots' stderr */
	long long log_max;	/* --log-max: bytes of a game's log; 0: all */
	int quiet;		/* -q: no progress line, no summary */
	int scoreboard;		/* --scoreboard: the operands are runs */
	int top;		/* --top: games near the limit shown */
	int meddle;		/* --meddle: a move of the judge's own
				   after every that many answers */
	const char *times;	/* --times: each answer's time to it */
	int nfiles;		/* the operands before "--" */
	char **files;
	char **command;		/* the bot, after "--" */
};

/* Parse argc and argv into o: OPT_RUN, OPT_HELP, OPT_VERSION or OPT_ERROR
 * (with e).  Starts getopt_long afresh (optind 0). */
int judge_opts(int argc, char **argv, struct judge_opts *o,
    struct opt_error *e);

/*
 * What a game does in sg-judge, one file a game (samegame.c, lines.c):
 * its site's protocol and limits.  A game's state is the game's own.
 */
struct judge_game {
	/* The site's limits on the game's bots, as the options set them. */
	void (*limits)(const struct judge_opts *o, struct sg_limits *l);
	/* A game of rec to play (freed with free), or NULL with err. */
	void *(*start)(const struct sg_record *rec, const struct judge_opts *o,
	    struct sg_error *err);
	/* 1 when the game is over. */
	int (*over)(const void *g);
	/* What the site sends before the next answer, into buf: its length,
	 * or -1 when it does not fit; used_ms is the bot's time so far. */
	int (*turn)(void *g, double used_ms, char *buf, size_t cap);
	/* Take the bot's answer line: SG_VERDICT_OK when played, else
	 * SG_VERDICT_BAD_OUTPUT or SG_VERDICT_ILLEGAL with why. */
	enum sg_verdict (*answer)(void *g, const char *line, char *why,
	    size_t cap);
	/* Play a move of the judge's own (--meddle), so that the next turn
	 * is not the one the bot expects; NULL when the game has none. */
	void (*meddle)(void *g);
	/* The game as played by the rules, as a record named name. */
	void (*record)(const void *g, const char *name, struct sg_record *rec);
	/* The scoreboard's group of a record: "15x15 C=5", "N=7 C=3". */
	void (*group)(const struct sg_record *rec, char *buf, size_t cap);
};

extern const struct judge_game judge_samegame, judge_lines;

/* The entry of rec's game, or NULL when sg-judge does not take it. */
const struct judge_game *judge_game_of(const struct sg_record *rec);

/* A game played: its record and what the judge found. */
struct played {
	struct sg_record rec;
	struct sg_judged j;
	char log[SG_NAME_MAX + 32];	/* the file of its log under -l,
					   unique in the run; given when
					   queued */
};

/*
 * Play the game of rec through a new bot o->command, its stderr in
 * errpath (NULL: none), into out.  Returns 0, 1 when stopped (Ctrl-C)
 * before its end, or -1 with err when the judge failed (the command could
 * not be run, say).
 */
int play_game(const struct sg_record *rec, const struct judge_opts *o,
    const char *errpath, struct played *out, struct sg_error *err);

/* Where --times writes, a line an answer: "NAME TURN MS"; NULL for none. */
extern FILE *judge_times;

/* sg-judge --scoreboard: the runs of o->files; an exit status. */
int scoreboard(const struct judge_opts *o);

#endif
