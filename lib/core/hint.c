/* A game's solver run on a thread of its own, for a hint. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "core/hint.h"

struct sg_hint_run {
	pthread_t tid;
	sg_hint_fn *fn;
	struct sg_hint_ask ask;
	atomic_int stop;
	atomic_int done;
	int status;
	struct sg_hint out;
	struct sg_error err;
};

static void *
run_hint(void *arg)
{
	struct sg_hint_run *run = arg;

	run->status = run->fn(&run->ask, &run->out, &run->err);
	atomic_store(&run->done, 1);
	return NULL;
}

struct sg_hint_run *
sg_hint_start(sg_hint_fn *fn, const struct sg_hint_ask *ask,
    struct sg_error *err)
{
	struct sg_hint_run *run = calloc(1, sizeof(*run));

	if (!run) {
		sg_fail(err, "out of memory for a hint");
		return NULL;
	}
	run->fn = fn;
	run->ask = *ask;
	atomic_init(&run->stop, 0);
	atomic_init(&run->done, 0);
	run->ask.stop = &run->stop;
	if (pthread_create(&run->tid, NULL, run_hint, run) != 0) {
		free(run);
		sg_fail(err, "cannot start a thread for a hint");
		return NULL;
	}
	return run;
}

int
sg_hint_done(struct sg_hint_run *run)
{
	return atomic_load(&run->done);
}

void
sg_hint_cancel(struct sg_hint_run *run)
{
	atomic_store(&run->stop, 1);
}

int
sg_hint_finish(struct sg_hint_run *run, int cancel, struct sg_hint *out,
    struct sg_error *err)
{
	int status;

	if (cancel)
		sg_hint_cancel(run);
	pthread_join(run->tid, NULL);
	status = run->status;
	if (out)
		*out = run->out;
	if (err)
		*err = run->err;
	free(run);
	return status;
}
