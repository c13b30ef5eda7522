/*
 * Judging a bot, apart from running it: the verdicts, the time limits a
 * site puts on its answers and what they come to, and the line of
 * findings sg-judge writes before each game's record (sg(5)): a comment,
 * so that every reader of records passes over it.
 *
 *   # sg-judge NAME VERDICT turns=N time=MS slowest=MS peak=PCT[: WHY]
 *
 * time is the answers' time summed, slowest the longest answer, peak the
 * largest share of a limit any answer (or, under a limit a game, the game)
 * used, in per cent of the limit; WHY says what went wrong, with the turn.
 */
#ifndef SG_JUDGE_H
#define SG_JUDGE_H

#include <stddef.h>

#include "core/error.h"
#include "core/record.h"

enum sg_verdict {
	SG_VERDICT_OK,		/* played to the end by the rules */
	SG_VERDICT_TIMEOUT,	/* an answer, or its input, past the limit */
	SG_VERDICT_CRASH,	/* ended, or was killed, before the end */
	SG_VERDICT_ILLEGAL,	/* a move the rules refuse */
	SG_VERDICT_BAD_OUTPUT,	/* not an answer, or more than one */
	SG_VERDICTS
};

/* "ok", "timeout", "crash", "illegal", "bad-output". */
const char *sg_verdict_name(enum sg_verdict v);

/* The verdict called name, or -1. */
int sg_verdict_named(const char *name);

/*
 * A site's limits, in milliseconds, 0 where the site sets none: CodinGame
 * gives the first answer and each later answer a limit of its own,
 * TopCoder the game's answers a limit together.
 */
struct sg_limits {
	double first_ms;	/* the first answer */
	double turn_ms;		/* each later answer */
	double game_ms;		/* all answers of a game together */
};

/* Multiply every limit of l by factor (a slower machine: more than 1). */
void sg_limits_scale(struct sg_limits *l, double factor);

/* What the judge found of one game. */
struct sg_judged {
	enum sg_verdict verdict;
	int turns;			/* answers asked for */
	double time_ms;			/* the answers' time, summed */
	double slowest_ms;		/* the longest answer */
	double peak;			/* the largest share of a limit used */
	char why[SG_ERROR_MAX + 64];	/* "" when ok */
};

/*
 * The time answer number turn (from 1) may take under l, after the
 * answers so far (j): the least of its own limit and what is left of the
 * game's; a very large number when l sets no limit.
 */
double sg_judge_allowed(const struct sg_limits *l, const struct sg_judged *j,
    int turn);

/*
 * Count an answer of ms to turn turn into j's time, slowest and peak.
 * Returns 1 when it broke a limit of l, else 0.
 */
int sg_judge_count(const struct sg_limits *l, struct sg_judged *j, int turn,
    double ms);

/*
 * Write j's findings line for the game called name into buf (the line
 * end not included).  Returns its length, or -1 when it does not fit.
 */
int sg_judged_format(const char *name, const struct sg_judged *j, char *buf,
    size_t cap);

/*
 * Read a findings line: 1 with the game's name (SG_NAME_MAX + 1 bytes)
 * and j, 0 when line is not one (another comment), or -1 with a message
 * when it starts as one but is malformed.
 */
int sg_judged_parse(const char *line, char *name, struct sg_judged *j,
    struct sg_error *err);

#endif
