/*
 * Running one function on each part of a job, a thread a part (internal to
 * lib/).  The search splits its work three ways (boards' searches, NRPA
 * runs, slices of a beam's depth); this is the one place threads are
 * started and joined.
 */
#ifndef SG_TEAM_INTERNAL_H
#define SG_TEAM_INTERNAL_H

#include <stddef.h>

#define TEAM_MAX	256	/* parts run in threads at once */

/*
 * Run fn on each of the n parts of size bytes at parts: part 0 in the
 * calling thread, the others each in a thread of its own.  A part whose
 * thread cannot be started is run in the calling thread after the others
 * are joined, so every part is always done; under a node budget the result
 * is the same either way.  Parts beyond TEAM_MAX run in the calling thread.
 */
void team_run(void (*fn)(void *part), void *parts, size_t size, int n);

#endif
