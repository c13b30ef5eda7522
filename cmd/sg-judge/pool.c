/*
 * Games in parallel (cmd/util/ordered.h): each played through a bot of its
 * own, and written in input order, its findings line before its record.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "nameset.h"
#include "ordered.h"
#include "pool.h"
#include "util.h"

struct pool {
	const struct judge_opts *o;
	struct sg_writer *w;
	const atomic_int *stop;
	struct ordered *jobs;
	pthread_mutex_t mu;		/* over the tally and failed */
	struct tally tally;
	struct sg_error failed;		/* the judge's own failure, or "" */
	struct nameset *names;		/* of the games queued */
	struct nameset *logs;		/* their log files, under -l */
	struct played *queued;		/* what a game is queued with */
};

/*
 * The file of the game name's stderr under o->logs into log: NAME.err, a
 * '/' of the name made '_', and NAME~2.err, ~3 and on when an earlier game
 * of the run took that file.  Returns 1 when it had to, else 0.
 */
static int
log_name(struct pool *p, const char *name, char *log, size_t cap)
{
	char base[SG_NAME_MAX + 1], *s;
	int k = 1, added;

	snprintf(base, sizeof(base), "%s", name);
	for (s = base; *s; s++)
		if (*s == '/')
			*s = '_';
	snprintf(log, cap, "%s.err", base);
	while (nameset_add(p->logs, log, &added), !added)
		snprintf(log, cap, "%s~%d.err", base, ++k);
	return k > 1;
}

/* Count a finished game in the tally.  Called with p->mu held. */
static void
count(struct pool *p, const struct played *g)
{
	p->tally.games++;
	p->tally.verdicts[g->j.verdict]++;
	if (g->j.verdict == SG_VERDICT_OK)
		p->tally.score += g->rec.score;
}

/* Play j's game; one the stop or the judge's failure kept from its end is
 * dropped. */
static int
play(void *ctx, struct ordered_job *j)
{
	struct pool *p = ctx;
	struct played *out = j->data;
	char path[4096];
	struct sg_error err;
	int r = 1, failed;

	pthread_mutex_lock(&p->mu);
	failed = p->failed.msg[0] != '\0';
	pthread_mutex_unlock(&p->mu);
	if (p->o->logs)
		snprintf(path, sizeof(path), "%s/%s", p->o->logs, out->log);
	if (!atomic_load(p->stop) && !failed)
		r = play_game(&j->rec, p->o, p->o->logs ? path : NULL, out,
		    &err);
	pthread_mutex_lock(&p->mu);
	if (r < 0 && p->failed.msg[0] == '\0')
		p->failed = err;
	if (r == 0)
		count(p, out);
	pthread_mutex_unlock(&p->mu);
	return r == 0;
}

/* Write j: a comment passed on, or a game's findings and its record. */
static void
write_played(void *ctx, struct ordered_job *j)
{
	struct pool *p = ctx;
	const struct played *out = j->data;
	char line[SG_NAME_MAX + SG_ERROR_MAX + 256];

	if (j->comment) {
		write_comment(p->w, j->comment);
		return;
	}
	if (sg_judged_format(out->rec.name, &out->j, line, sizeof(line)) < 0)
		die(EXIT_ERROR, "%s: the findings do not fit a line",
		    out->rec.name);
	write_comment(p->w, line);
	write_record(p->w, &out->rec);
	flush_output(p->w);
}

static const struct ordered_ops playing = {
	sizeof(struct played), play, write_played,
};

struct pool *
pool_new(const struct judge_opts *o, struct sg_writer *w,
    const atomic_int *stop)
{
	struct pool *p = xcalloc(1, sizeof(*p));

	if (o->logs && mkdir(o->logs, 0777) < 0 && errno != EEXIST)
		die(EXIT_ERROR, "cannot make the folder '%s': %s", o->logs,
		    strerror(errno));
	p->o = o;
	p->w = w;
	p->stop = stop;
	pthread_mutex_init(&p->mu, NULL);
	p->jobs = ordered_new(&playing, p, o->jobs, o->jobs, 0);
	p->names = nameset_new();
	p->logs = nameset_new();
	p->queued = xcalloc(1, sizeof(*p->queued));
	return p;
}

/* Say so when rec, of file, repeats a name, and give it a log file. */
static void
name_game(struct pool *p, const struct sg_record *rec, const char *file)
{
	int renamed = p->o->logs && log_name(p, rec->name, p->queued->log,
	    sizeof(p->queued->log)), added;

	nameset_add(p->names, rec->name, &added);
	if (!added)
		warn_at(file, rec->line, "game '%s' is there more than once%s%s",
		    rec->name, renamed ? "; its log is " : "", renamed ?
		    p->queued->log : "");
	else if (renamed)
		warn_at(file, rec->line, "game '%s' has the log file of a game "
		    "before it; its own is %s", rec->name, p->queued->log);
}

int
pool_add(struct pool *p, const struct sg_record *rec, const char *file)
{
	int failed;

	if (rec->kind == SG_REC_COMMENT) {
		ordered_add(p->jobs, rec, "");
	} else {
		name_game(p, rec, file);
		ordered_add_with(p->jobs, rec, "", p->queued);
	}
	pthread_mutex_lock(&p->mu);
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
	int status = 0;

	ordered_finish(p->jobs);
	if (p->failed.msg[0]) {
		warnmsg("%s", p->failed.msg);
		status = EXIT_ERROR;
	}
	*t = p->tally;
	return status;
}

void
pool_free(struct pool *p)
{
	pthread_mutex_destroy(&p->mu);
	nameset_free(p->names);
	nameset_free(p->logs);
	free(p->queued);
	free(p);
}
