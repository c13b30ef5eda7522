#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "pool.h"
#include "util.h"

enum { FREE, QUEUED, RUNNING, DONE, STOPPED };

struct slot {
	int state;
	char *comment;			/* a comment's text, copied */
	struct sg_record rec;
	struct played out;
};

struct pool {
	const struct judge_opts *o;
	struct sg_writer *w;
	const atomic_int *stop;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	struct slot *slot;
	int nslots, head, tail;		/* the window: slot[head..tail) mod n */
	int nworkers, quit;
	struct tally tally;
	struct sg_error failed;		/* the judge's own failure, or "" */
	pthread_t *tid;
};

/* The file of a game's stderr under o->logs: NAME.err, a '/' of the name
 * made '_'. */
static void
log_path(const struct judge_opts *o, const char *name, char *buf, size_t cap)
{
	char *s;
	size_t n;

	n = (size_t)snprintf(buf, cap, "%s/", o->logs);
	snprintf(buf + n, cap - n, "%s.err", name);
	for (s = buf + n; *s; s++)
		if (*s == '/')
			*s = '_';
}

/* Count a finished game in the tally.  Called with the lock held. */
static void
count(struct pool *p, const struct played *g)
{
	p->tally.games++;
	p->tally.verdicts[g->j.verdict]++;
	if (g->j.verdict == SG_VERDICT_OK)
		p->tally.score += g->rec.score;
}

/* Play s, unlocking the pool meanwhile.  Called with the lock held. */
static void
run_slot(struct pool *p, struct slot *s)
{
	char path[4096];
	struct sg_error err;
	int r = 1, failed = p->failed.msg[0] != '\0';

	s->state = RUNNING;
	pthread_mutex_unlock(&p->mu);
	if (p->o->logs)
		log_path(p->o, s->rec.name, path, sizeof(path));
	if (!atomic_load(p->stop) && !failed)
		r = play_game(&s->rec, p->o, p->o->logs ? path : NULL, &s->out,
		    &err);
	pthread_mutex_lock(&p->mu);
	if (r < 0 && p->failed.msg[0] == '\0')
		p->failed = err;
	s->state = r == 0 ? DONE : STOPPED;
	if (r == 0)
		count(p, &s->out);
	pthread_cond_broadcast(&p->cv);
}

/* Write one finished slot. */
static void
write_slot(struct pool *p, struct slot *s)
{
	char line[SG_NAME_MAX + SG_ERROR_MAX + 256];

	if (s->comment) {
		write_comment(p->w, s->comment);
		return;
	}
	if (sg_judged_format(s->out.rec.name, &s->out.j, line,
	    sizeof(line)) < 0)
		die(EXIT_ERROR, "%s: the findings do not fit a line",
		    s->out.rec.name);
	write_comment(p->w, line);
	write_record(p->w, &s->out.rec);
	flush_output(p->w);
}

/* Write (or drop) the finished slots at the head of the window, in input
 * order, up to the first that is not finished.  Called with the lock
 * held. */
static void
write_due(struct pool *p)
{
	struct slot *s;

	while (p->head != p->tail) {
		s = &p->slot[p->head];
		if (s->state != DONE && s->state != STOPPED)
			return;
		if (s->state == DONE)
			write_slot(p, s);
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
static void
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
pool_new(const struct judge_opts *o, struct sg_writer *w,
    const atomic_int *stop)
{
	struct pool *p = xcalloc(1, sizeof(*p));
	int i;

	if (o->logs && mkdir(o->logs, 0777) < 0 && errno != EEXIST)
		die(EXIT_ERROR, "cannot make the folder '%s': %s", o->logs,
		    strerror(errno));
	p->o = o;
	p->w = w;
	p->stop = stop;
	p->nworkers = o->jobs;
	p->nslots = 2 * o->jobs + 2;
	p->slot = xcalloc((size_t)p->nslots, sizeof(*p->slot));
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->cv, NULL);
	p->tid = xcalloc((size_t)p->nworkers, sizeof(*p->tid));
	for (i = 0; i < p->nworkers; i++)
		start_thread(&p->tid[i], worker, p);
	return p;
}

int
pool_add(struct pool *p, const struct sg_record *rec)
{
	struct slot *s;
	int failed;

	pthread_mutex_lock(&p->mu);
	while ((p->tail + 1) % p->nslots == p->head)
		pthread_cond_wait(&p->cv, &p->mu);
	s = &p->slot[p->tail];
	s->rec = *rec;
	if (rec->kind == SG_REC_COMMENT) {
		/* the text points into the reader's line: keep a copy */
		s->comment = xstrdup(rec->text ? rec->text : "");
		s->state = DONE;
	} else {
		s->state = QUEUED;
	}
	p->tail = (p->tail + 1) % p->nslots;
	pthread_cond_broadcast(&p->cv);
	write_due(p);
	failed = p->failed.msg[0] != '\0';
	pthread_mutex_unlock(&p->mu);
	return failed ? -1 : 0;
}

void
pool_tally(struct pool *p, struct tally *t)
{
	pthread_mutex_lock(&p->mu);
	*t = p->tally;
	pthread_mutex_unlock(&p->mu);
}

int
pool_finish(struct pool *p, struct tally *t)
{
	int i, status = 0;

	pthread_mutex_lock(&p->mu);
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
	if (p->failed.msg[0]) {
		warnmsg("%s", p->failed.msg);
		status = EXIT_ERROR;
	}
	*t = p->tally;
	free(p->slot);
	free(p->tid);
	free(p);
	return status;
}
