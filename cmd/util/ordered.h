/*
 * Records in parallel, written in input order: a window of jobs, worker
 * threads taking the queued ones, and each finished job written as soon as
 * every job before it is written or dropped, by whichever thread finished
 * it.  With no workers the thread that adds a job runs it.  What running
 * and writing a job mean is the command's (struct ordered_ops).
 *
 * A lone record may get every thread: with hold_first, the first is held
 * back until a second arrives (then both get one thread each) or the input
 * ends.  Only the first is ever held, so later records start at once.
 */
#ifndef SG_CMD_ORDERED_H
#define SG_CMD_ORDERED_H

#include <stddef.h>

#include "core/record.h"

struct ordered_job {
	struct sg_record rec;
	char *comment;			/* a comment's text, copied: such a
					   job is never run, only written */
	char file[256];			/* the name of its input */
	int threads;			/* the threads it may use */
	void *data;			/* ops->data_size bytes of the
					   command's own, zeroed or given when
					   queued */
};

struct ordered_ops {
	size_t data_size;
	/*
	 * Run job j, without the pool's lock; returns 1 to have it written,
	 * 0 to drop it (a run that was stopped).
	 */
	int (*run)(void *ctx, struct ordered_job *j);
	/* Write job j, comments too, in input order, under the lock. */
	void (*write)(void *ctx, struct ordered_job *j);
};

struct ordered;

/*
 * A pool of workers threads (none: the thread that adds a job runs it)
 * calling ops with ctx over a window of 2 * threads + 2 jobs; threads is
 * also what a lone first record gets when held back (hold_first).
 */
struct ordered *ordered_new(const struct ordered_ops *ops, void *ctx,
    int workers, int threads, int hold_first);

/*
 * Queue a record of input file (a comment is copied and written in its
 * turn); waits while the window is full.
 */
void ordered_add(struct ordered *o, const struct sg_record *rec,
    const char *file);

/* The same, the job's data a copy of data's ops->data_size bytes (what the
 * command gives a job when it queues it) rather than zeroed. */
void ordered_add_with(struct ordered *o, const struct sg_record *rec,
    const char *file, const void *data);

/*
 * The input waits: a first record held back for a second (hold_first)
 * goes now, with every thread, rather than wait on the input too.  For the
 * reader's idle hook (input_idle).
 */
void ordered_idle(struct ordered *o);

/* Wait for every job, write them, end the workers and free o. */
void ordered_finish(struct ordered *o);

#endif
