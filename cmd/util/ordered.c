#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ordered.h"
#include "stop.h"
#include "xalloc.h"

enum { FREE, HELD, QUEUED, RUNNING, KEPT, DROPPED };

struct slot {
	int state;
	struct ordered_job job;
};

struct ordered {
	const struct ordered_ops *ops;
	void *ctx;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	struct slot *slot;
	char *data;			/* the jobs' own, ops->data_size each */
	int nslots, head, tail;		/* the window: slot[head..tail) mod n */
	int nworkers, threads, hold_first, quit;
	int seen;			/* records other than comments */
	pthread_t *tid;
};

/* Run s, unlocking the pool meanwhile.  Called with the lock held. */
static void
run_slot(struct ordered *o, struct slot *s)
{
	int keep;

	s->state = RUNNING;
	pthread_mutex_unlock(&o->mu);
	keep = o->ops->run(o->ctx, &s->job);
	pthread_mutex_lock(&o->mu);
	s->state = keep ? KEPT : DROPPED;
	pthread_cond_broadcast(&o->cv);
}

/*
 * Write (or drop) the finished jobs at the head of the window, in input
 * order, up to the first that is not finished.  Called with the lock held.
 */
static void
write_due(struct ordered *o)
{
	struct slot *s;

	while (o->head != o->tail) {
		s = &o->slot[o->head];
		if (s->state != KEPT && s->state != DROPPED)
			return;
		if (s->state == KEPT)
			o->ops->write(o->ctx, &s->job);
		free(s->job.comment);
		s->job.comment = NULL;
		s->state = FREE;
		o->head = (o->head + 1) % o->nslots;
		pthread_cond_broadcast(&o->cv);
	}
}

/* The first queued slot of the window, or NULL. */
static struct slot *
first_queued(struct ordered *o)
{
	int i;

	for (i = o->head; i != o->tail; i = (i + 1) % o->nslots)
		if (o->slot[i].state == QUEUED)
			return &o->slot[i];
	return NULL;
}

static void *
worker(void *arg)
{
	struct ordered *o = arg;
	struct slot *s;

	pthread_mutex_lock(&o->mu);
	for (;;) {
		if ((s = first_queued(o))) {
			run_slot(o, s);
			write_due(o);
		} else if (o->quit) {
			break;
		} else {
			pthread_cond_wait(&o->cv, &o->mu);
		}
	}
	pthread_mutex_unlock(&o->mu);
	return NULL;
}

struct ordered *
ordered_new(const struct ordered_ops *ops, void *ctx, int workers,
    int threads, int hold_first)
{
	struct ordered *o = xcalloc(1, sizeof(*o));
	int i;

	o->ops = ops;
	o->ctx = ctx;
	o->nworkers = workers;
	o->threads = threads;
	o->hold_first = hold_first && workers > 0;
	o->nslots = 2 * threads + 2;
	o->slot = xcalloc((size_t)o->nslots, sizeof(*o->slot));
	o->data = xcalloc((size_t)o->nslots, ops->data_size ? ops->data_size :
	    1);
	for (i = 0; i < o->nslots; i++)
		o->slot[i].job.data = o->data + (size_t)i * ops->data_size;
	pthread_mutex_init(&o->mu, NULL);
	pthread_cond_init(&o->cv, NULL);
	o->tid = xcalloc((size_t)workers + 1, sizeof(*o->tid));
	for (i = 0; i < workers; i++)
		start_thread(&o->tid[i], worker, o);
	return o;
}

/* Queue the held first record with threads threads. */
static void
release_held(struct ordered *o, int threads)
{
	int i;

	for (i = o->head; i != o->tail; i = (i + 1) % o->nslots)
		if (o->slot[i].state == HELD) {
			o->slot[i].job.threads = threads;
			o->slot[i].state = QUEUED;
			pthread_cond_broadcast(&o->cv);
		}
}

/* Run the queued jobs in this thread, when there are no workers. */
static void
run_queued_here(struct ordered *o)
{
	struct slot *s;

	while (o->nworkers == 0 && (s = first_queued(o))) {
		run_slot(o, s);
		write_due(o);
	}
}

/* Fill the free slot s with rec of file. */
static void
fill(struct ordered *o, struct slot *s, const struct sg_record *rec,
    const char *file, const void *data)
{
	struct ordered_job *j = &s->job;

	j->rec = *rec;
	snprintf(j->file, sizeof(j->file), "%s", file);
	j->threads = 1;
	if (data)
		memcpy(j->data, data, o->ops->data_size);
	else
		memset(j->data, 0, o->ops->data_size);
	if (rec->kind == SG_REC_COMMENT) {
		/* the text points into the reader's line: keep a copy */
		j->comment = xstrdup(rec->text ? rec->text : "");
		s->state = KEPT;
	} else {
		s->state = o->hold_first && o->seen == 1 ? HELD : QUEUED;
	}
}

void
ordered_add(struct ordered *o, const struct sg_record *rec, const char *file)
{
	ordered_add_with(o, rec, file, NULL);
}

void
ordered_add_with(struct ordered *o, const struct sg_record *rec,
    const char *file, const void *data)
{
	pthread_mutex_lock(&o->mu);
	if (rec->kind != SG_REC_COMMENT && ++o->seen == 2)
		release_held(o, 1);
	while ((o->tail + 1) % o->nslots == o->head) {
		/* comments behind a held first record fill the window: it is
		 * alone so far, and waits no longer */
		release_held(o, o->threads);
		run_queued_here(o);
		write_due(o);
		if ((o->tail + 1) % o->nslots == o->head)
			pthread_cond_wait(&o->cv, &o->mu);
	}
	fill(o, &o->slot[o->tail], rec, file, data);
	o->tail = (o->tail + 1) % o->nslots;
	pthread_cond_broadcast(&o->cv);
	run_queued_here(o);
	write_due(o);
	pthread_mutex_unlock(&o->mu);
}

void
ordered_idle(struct ordered *o)
{
	pthread_mutex_lock(&o->mu);
	release_held(o, o->threads);
	run_queued_here(o);
	write_due(o);
	pthread_mutex_unlock(&o->mu);
}

void
ordered_finish(struct ordered *o)
{
	int i;

	pthread_mutex_lock(&o->mu);
	release_held(o, o->threads);
	run_queued_here(o);
	while (o->head != o->tail) {
		write_due(o);
		if (o->head != o->tail)
			pthread_cond_wait(&o->cv, &o->mu);
	}
	o->quit = 1;
	pthread_cond_broadcast(&o->cv);
	pthread_mutex_unlock(&o->mu);
	for (i = 0; i < o->nworkers; i++)
		pthread_join(o->tid[i], NULL);
	free(o->data);
	free(o->slot);
	free(o->tid);
	free(o);
}
