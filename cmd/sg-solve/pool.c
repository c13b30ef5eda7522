/*
 * Boards in parallel: a window of records in input order, workers taking
 * the queued ones, and each finished record written as soon as every record
 * before it is written, by whichever thread finished it.  With one job the
 * main thread solves each record itself as it comes.
 *
 * A lone board gets every thread: the first board is held back until a
 * second one arrives (then both get one thread each) or the input ends.
 * Only the first board is ever held, so later boards start at once.
 */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sg-solve.h"

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
	int nslots, head, tail;		/* the window: slot[head..tail) mod n */
	int nworkers, quit, status;
	int seen;			/* board records seen */
	pthread_t *tid;
};

/* What each game does in sg-solve. */
static const struct solve_game *const games[SG_GAMES] = {
	[SG_GAME_SAMEGAME] = &solve_samegame,
	[SG_GAME_LINES] = &solve_lines,
};

/* Solve s, unlocking the pool meanwhile.  Called with the lock held. */
static void
run_slot(struct pool *p, struct slot *s)
{
	const struct solve_game *game = GAME_ENTRY(games, s->rec.game);
	int st = EXIT_ERROR;

	s->state = RUNNING;
	pthread_mutex_unlock(&p->mu);
	if (!stop_signal) {
		atomic_fetch_add(&progress.board, 1);
		atomic_store(&progress.best, 0);
		st = game ? game->solve(&s->rec, s->file, p->o, s->threads) :
		    game_unsupported(s->file, &s->rec);
	}
	pthread_mutex_lock(&p->mu);
	s->status = st;
	s->state = stop_signal && st != 0 ? SKIPPED : DONE;
	pthread_cond_broadcast(&p->cv);
}

/* Write (or drop) the finished records at the head of the window, in input
 * order, up to the first that is not finished.  Called with the lock held. */
static void
write_due(struct pool *p)
{
	struct slot *s;

	while (p->head != p->tail) {
		s = &p->slot[p->head];
		if (s->state != DONE && s->state != SKIPPED)
			return;
		if (s->state == DONE && s->comment) {
			write_comment(p->w, s->comment);
		} else if (s->state == DONE && s->status == 0) {
			write_record(p->w, &s->rec);
			flush_output(p->w);
		} else if (s->state == DONE) {
			p->status = s->status;
		}
		free(s->comment);
		s->comment = NULL;
		s->state = FREE;
		p->head = (p->head + 1) % p->nslots;
		pthread_cond_broadcast(&p->cv);
	}
}

/* The first queued slot of the window, or NULL. */
static struct slot *
first_queued(struct pool *p)
{
	int i;

	for (i = p->head; i != p->tail; i = (i + 1) % p->nslots)
		if (p->slot[i].state == QUEUED)
			return &p->slot[i];
	return NULL;
}

static void *
worker(void *arg)
{
	struct pool *p = arg;
	struct slot *s;

	pthread_mutex_lock(&p->mu);
	for (;;) {
		if ((s = first_queued(p))) {
			run_slot(p, s);
			write_due(p);
		} else if (p->quit) {
			break;
		} else {
			pthread_cond_wait(&p->cv, &p->mu);
		}
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

/* Start a thread that SIGINT, SIGTERM and SIGHUP never interrupt: they are
 * for the main thread, which may be waiting for input. */
void
start_thread(pthread_t *tid, void *(*fn)(void *), void *arg)
{
	sigset_t stop, old;

	sigemptyset(&stop);
	sigaddset(&stop, SIGINT);
	sigaddset(&stop, SIGTERM);
	sigaddset(&stop, SIGHUP);
	pthread_sigmask(SIG_BLOCK, &stop, &old);
	if (pthread_create(tid, NULL, fn, arg) != 0)
		die(EXIT_ERROR, "cannot start a thread");
	pthread_sigmask(SIG_SETMASK, &old, NULL);
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
		start_thread(&p->tid[i], worker, p);
	return p;
}

/* Queue the held first board with threads threads. */
static void
release_held(struct pool *p, int threads)
{
	int i;

	for (i = p->head; i != p->tail; i = (i + 1) % p->nslots)
		if (p->slot[i].state == HELD) {
			p->slot[i].threads = threads;
			p->slot[i].state = QUEUED;
			pthread_cond_broadcast(&p->cv);
		}
}

/* Solve the queued slots in the main thread, when there are no workers. */
static void
run_queued_here(struct pool *p)
{
	struct slot *s;

	while (p->nworkers == 0 && (s = first_queued(p))) {
		run_slot(p, s);
		write_due(p);
	}
}

void
pool_add(struct pool *p, const struct sg_record *rec, const char *file)
{
	struct slot *s;
	int board = rec->kind != SG_REC_COMMENT;

	pthread_mutex_lock(&p->mu);
	if (board && ++p->seen == 2)
		release_held(p, 1);
	while ((p->tail + 1) % p->nslots == p->head)
		pthread_cond_wait(&p->cv, &p->mu);
	s = &p->slot[p->tail];
	s->rec = *rec;
	snprintf(s->file, sizeof(s->file), "%s", file);
	s->status = 0;
	s->threads = 1;
	if (!board) {
		/* the text points into the reader's line: keep a copy */
		s->comment = xstrdup(rec->text ? rec->text : "");
		s->state = DONE;
	} else {
		s->state = p->nworkers > 0 && p->seen == 1 ? HELD : QUEUED;
		atomic_fetch_add(&progress.boards, 1);
	}
	p->tail = (p->tail + 1) % p->nslots;
	pthread_cond_broadcast(&p->cv);
	run_queued_here(p);
	write_due(p);
	pthread_mutex_unlock(&p->mu);
}

int
pool_finish(struct pool *p)
{
	int i, status;

	pthread_mutex_lock(&p->mu);
	release_held(p, p->o->jobs);
	run_queued_here(p);
	while (p->head != p->tail) {
		write_due(p);
		if (p->head != p->tail)
			pthread_cond_wait(&p->cv, &p->mu);
	}
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
