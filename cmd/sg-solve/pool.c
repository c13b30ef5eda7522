/*
 * Boards in parallel: a window of queued records, workers taking them in
 * input order, and the main thread writing each finished record as soon as
 * every record before it is written.  With one worker the main thread
 * solves each record itself; a lone board in the input gets every thread.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "solve.h"

enum { FREE, HELD, QUEUED, RUNNING, DONE, SKIPPED };

struct slot {
	int state;
	int status;
	int threads;
	char file[256];
	char *comment;			/* a comment's text, copied */
	struct sg_record rec;
};

struct pool {
	const struct options *o;
	struct sg_writer *w;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	struct slot *slot;
	int nslots, head, tail;		/* queue is slot[head..tail) mod n */
	int nworkers, quit, status;
	int seen;			/* board records seen */
	pthread_t *tid;
};

static void
run_slot(struct pool *p, struct slot *s)
{
	int st;

	atomic_fetch_add(&progress.board, 1);
	atomic_store(&progress.best, 0);
	st = solve_record(&s->rec, s->file, p->o, s->threads);
	pthread_mutex_lock(&p->mu);
	s->status = st;
	s->state = DONE;
	pthread_cond_broadcast(&p->cv);
	pthread_mutex_unlock(&p->mu);
}

static void *
worker(void *arg)
{
	struct pool *p = arg;
	struct slot *s;
	int i;

	pthread_mutex_lock(&p->mu);
	for (;;) {
		s = NULL;
		for (i = p->head; i != p->tail; i = (i + 1) % p->nslots)
			if (p->slot[i].state == QUEUED) {
				s = &p->slot[i];
				break;
			}
		if (s && stop_signal) {
			s->state = SKIPPED;
			pthread_cond_broadcast(&p->cv);
			continue;
		}
		if (s) {
			s->state = RUNNING;
			pthread_mutex_unlock(&p->mu);
			run_slot(p, s);
			pthread_mutex_lock(&p->mu);
			continue;
		}
		if (p->quit)
			break;
		pthread_cond_wait(&p->cv, &p->mu);
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

struct pool *
pool_new(const struct options *o, struct sg_writer *w)
{
	struct pool *p = xcalloc(1, sizeof(*p));
	int i;

	p->o = o;
	p->w = w;
	p->nworkers = o->jobs > 1 ? o->jobs : 0;
	p->nslots = 2 * o->jobs + 2;
	p->slot = xcalloc((size_t)p->nslots, sizeof(*p->slot));
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->cv, NULL);
	p->tid = xcalloc((size_t)p->nworkers + 1, sizeof(*p->tid));
	for (i = 0; i < p->nworkers; i++)
		if (pthread_create(&p->tid[i], NULL, worker, p) != 0)
			die(EXIT_ERROR, "cannot start a thread");
	return p;
}

/* Write the finished records at the head of the queue; with wait, wait for
 * the head until the queue is empty.  Called with the lock held. */
static void
drain(struct pool *p, int wait)
{
	struct slot *s;

	while (p->head != p->tail) {
		s = &p->slot[p->head];
		if (s->state == HELD && !wait)
			return;
		if (s->state == HELD) {
			s->threads = p->seen == 1 ? p->o->jobs : 1;
			s->state = QUEUED;
			pthread_cond_broadcast(&p->cv);
		}
		if (s->state == QUEUED && p->nworkers == 0) {
			s->state = RUNNING;
			pthread_mutex_unlock(&p->mu);
			if (stop_signal)
				s->state = SKIPPED;
			else
				run_slot(p, s);
			pthread_mutex_lock(&p->mu);
		}
		if (s->state == QUEUED || s->state == RUNNING) {
			if (!wait)
				return;
			pthread_cond_wait(&p->cv, &p->mu);
			continue;
		}
		if (s->state == DONE && s->comment) {
			write_comment(p->w, s->comment);
			free(s->comment);
			s->comment = NULL;
		} else if (s->state == DONE && s->status == 0) {
			write_record(p->w, &s->rec);
			flush_output(p->w);
		} else if (s->state == DONE) {
			p->status = s->status;
		}
		if (s->state == SKIPPED || s->status != 0)
			p->quit = 1;
		s->state = FREE;
		p->head = (p->head + 1) % p->nslots;
	}
}

void
pool_add(struct pool *p, const struct sg_record *rec, const char *file)
{
	struct slot *s;
	int i;

	pthread_mutex_lock(&p->mu);
	if (rec->kind != SG_REC_COMMENT)
		p->seen++;
	/* A board held back to learn whether it is alone is now queued. */
	for (i = p->head; i != p->tail && rec->kind != SG_REC_COMMENT;
	    i = (i + 1) % p->nslots)
		if (p->slot[i].state == HELD) {
			p->slot[i].threads = 1;
			p->slot[i].state = QUEUED;
			pthread_cond_broadcast(&p->cv);
		}
	while ((p->tail + 1) % p->nslots == p->head) {
		if (p->nworkers == 0)
			drain(p, 1);
		else
			pthread_cond_wait(&p->cv, &p->mu);
		drain(p, 0);
	}
	s = &p->slot[p->tail];
	memcpy(&s->rec, rec, offsetof(struct sg_record, moves) +
	    sizeof(rec->moves[0]) * (size_t)rec->nmoves);
	snprintf(s->file, sizeof(s->file), "%s", file);
	s->status = 0;
	if (rec->kind == SG_REC_COMMENT) {
		/* the text points into the reader's line: keep a copy */
		if ((s->comment = strdup(rec->text ? rec->text : "")) == NULL)
			die(EXIT_ERROR, "out of memory");
		s->state = DONE;
	} else {
		s->state = p->o->jobs > 1 ? HELD : QUEUED;
		s->threads = 1;
		atomic_fetch_add(&progress.boards, 1);
	}
	p->tail = (p->tail + 1) % p->nslots;
	pthread_cond_broadcast(&p->cv);
	drain(p, 0);
	pthread_mutex_unlock(&p->mu);
}

int
pool_finish(struct pool *p)
{
	int i, status;

	pthread_mutex_lock(&p->mu);
	drain(p, 1);
	p->quit = 1;
	pthread_cond_broadcast(&p->cv);
	pthread_mutex_unlock(&p->mu);
	for (i = 0; i < p->nworkers; i++)
		pthread_join(p->tid[i], NULL);
	status = p->status;
	free(p->slot);
	free(p->tid);
	free(p);
	return status;
}
