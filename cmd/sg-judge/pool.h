/*
 * Games in parallel: a window of records in input order, worker threads
 * each playing one game at a time through its own bot, and each finished
 * game written (its findings line, then its record) as soon as every game
 * before it is written or was stopped unfinished.
 */
#ifndef SG_JUDGE_POOL_H
#define SG_JUDGE_POOL_H

#include <stdatomic.h>

#include "core/judge.h"
#include "core/writer.h"
#include "judge.h"

/* What the games so far came to, for the progress line and the summary. */
struct tally {
	long long games;		/* finished */
	long long verdicts[SG_VERDICTS];
	long double score;		/* summed; 0 for a game with a verdict */
};

struct pool;

/* Start o->jobs workers writing to w; stop is the judge's stop flag. */
struct pool *pool_new(const struct judge_opts *o, struct sg_writer *w,
    const atomic_int *stop);

/*
 * Queue a record of the input file (a board, a game, or a comment to pass
 * on), saying so when its name repeats a game's before it; waits while the
 * window is full.  Returns 0, or -1 once a game failed (see pool_finish).
 */
int pool_add(struct pool *p, const struct sg_record *rec, const char *file);

/* A copy of the tally so far. */
void pool_tally(struct pool *p, struct tally *t);

/*
 * Wait for the queued games (none more is started after a stop), write
 * every finished one and end the workers; the tally goes to *t.  Returns
 * 0, or EXIT_ERROR after saying why the judge itself failed.
 */
int pool_finish(struct pool *p, struct tally *t);

/* Free p, once pool_finish is done and nothing reads its tally. */
void pool_free(struct pool *p);

#endif
