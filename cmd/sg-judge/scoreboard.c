/*
 * sg-judge --scoreboard: runs of sg-judge (or any records of the same
 * games) side by side, as TopCoder ranks a marathon: each game's score over
 * the best score any run got on it, summed.  A game with a verdict other
 * than ok scores 0; a game a run lacks scores 0 for it.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"
#include "nameset.h"
#include "util.h"

#define RUNS_MAX	64
#define GROUP_MAX	32

/* One game across the runs. */
struct entry {
	const char *name;
	char group[GROUP_MAX];
	double score[RUNS_MAX];		/* what counts: 0 unless ok */
	unsigned char has[RUNS_MAX];	/* 1 when the run played it */
	unsigned char failed[RUNS_MAX];	/* a verdict other than ok */
	double peak[RUNS_MAX];		/* share of the limit used */
	double slowest[RUNS_MAX];
};

struct board {
	int nruns, run;			/* runs, and the one being read */
	char **files;
	struct entry *e;		/* numbered as in names */
	size_t n, cap;
	struct nameset *names;		/* of the games */
};

/* The entry of the game called name, made when new. */
static struct entry *
entry(struct board *b, const char *name)
{
	int added;
	size_t i = nameset_add(b->names, name, &added);

	if (!added)
		return &b->e[i];
	if (b->n == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 256;
		b->e = xrealloc(b->e, b->cap * sizeof(*b->e));
	}
	memset(&b->e[b->n], 0, sizeof(*b->e));
	b->e[b->n].name = nameset_name(b->names, i);
	snprintf(b->e[b->n].group, GROUP_MAX, "-");
	return &b->e[b->n++];
}

/* A findings line of the run being read. */
static int
take_findings(struct board *b, const struct sg_record *rec,
    struct sg_reader *r)
{
	char name[SG_NAME_MAX + 1];
	struct sg_judged j;
	struct sg_error err;
	struct entry *e;
	int got = sg_judged_parse(rec->text, name, &j, &err);

	if (got < 0) {
		warn_at(sg_reader_name(r), rec->line, "%s", err.msg);
		return EXIT_ERROR;
	}
	if (got == 0)
		return 0;
	e = entry(b, name);
	e->failed[b->run] = j.verdict != SG_VERDICT_OK;
	e->peak[b->run] = j.peak;
	e->slowest[b->run] = j.slowest_ms;
	if (e->failed[b->run])
		e->score[b->run] = 0;
	return 0;
}

static int
take(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	struct board *b = ctx;
	const struct judge_game *game;
	struct entry *e;

	if (rec->kind == SG_REC_COMMENT)
		return rec->text ? take_findings(b, rec, r) : 0;
	if (rec->kind == SG_REC_BOARD)
		return 0;
	e = entry(b, rec->name);
	if (e->has[b->run]) {
		warn_at(sg_reader_name(r), rec->line, "%s: a second game of "
		    "that name in the run", rec->name);
		return EXIT_ERROR;
	}
	e->has[b->run] = 1;
	if (!e->failed[b->run])
		e->score[b->run] = rec->score > 0 && rec->has_score ?
		    (double)rec->score : 0;
	if (rec->kind == SG_REC_GAME && (game = judge_game_of(rec)))
		game->group(rec, e->group, GROUP_MAX);
	return 0;
}

/* The best score any run got on e. */
static double
best(const struct board *b, const struct entry *e)
{
	double top = 0;
	int r;

	for (r = 0; r < b->nruns; r++)
		if (e->score[r] > top)
			top = e->score[r];
	return top;
}

/* e's score in run r over the best: TopCoder's relative score. */
static double
relative(const struct board *b, const struct entry *e, int r)
{
	double top = best(b, e);

	return top > 0 ? e->score[r] / top : 0;
}

/* Write a line of the report to w. */
static void __attribute__((format(printf, 2, 3)))
say(struct sg_writer *w, const char *fmt, ...)
{
	char line[4096];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	write_comment(w, line);
}

/* The runs: games played, failed, total and relative score. */
static void
totals(const struct board *b, struct sg_writer *w)
{
	double total, rel;
	long games, failed;
	size_t i;
	int r;

	say(w, "%-4s %-24s %7s %7s %12s %10s", "run", "file", "games",
	    "failed", "total", "relative");
	for (r = 0; r < b->nruns; r++) {
		total = rel = 0;
		games = failed = 0;
		for (i = 0; i < b->n; i++) {
			games += b->e[i].has[r];
			failed += b->e[i].failed[r];
			total += b->e[i].score[r];
			rel += relative(b, &b->e[i], r);
		}
		say(w, "%-4d %-24s %7ld %7ld %12.0f %10.3f", r + 1,
		    b->files[r], games, failed, total, rel);
	}
}

/* Wins and losses of each run (a row) against each other (a column). */
static void
duels(const struct board *b, struct sg_writer *w)
{
	char line[4096], cell[48];
	size_t i, n;
	long won, lost;
	int r, s;

	say(w, "%s", "");
	say(w, "wins-losses, the run of the row against the run of the "
	    "column");
	n = (size_t)snprintf(line, sizeof(line), "%-4s", "run");
	for (s = 0; s < b->nruns && n < sizeof(line); s++)
		n += (size_t)snprintf(line + n, sizeof(line) - n, " %11d",
		    s + 1);
	write_comment(w, line);
	for (r = 0; r < b->nruns; r++) {
		n = (size_t)snprintf(line, sizeof(line), "%-4d", r + 1);
		for (s = 0; s < b->nruns && n < sizeof(line); s++) {
			won = lost = 0;
			for (i = 0; i < b->n; i++) {
				won += b->e[i].score[r] > b->e[i].score[s];
				lost += b->e[i].score[r] < b->e[i].score[s];
			}
			if (r == s)
				snprintf(cell, sizeof(cell), "-");
			else
				snprintf(cell, sizeof(cell), "%ld-%ld", won,
				    lost);
			n += (size_t)snprintf(line + n, sizeof(line) - n,
			    " %11s", cell);
		}
		write_comment(w, line);
	}
}

/* Groups in the order a reader counts them: numbers by value, so that
 * N=7 comes before N=10. */
static int
by_group(const void *a, const void *b)
{
	const char *p = *(char *const *)a, *q = *(char *const *)b;
	char *pe, *qe;
	unsigned long x, y;

	while (*p && *q) {
		if (isdigit((unsigned char)*p) && isdigit((unsigned char)*q)) {
			x = strtoul(p, &pe, 10);
			y = strtoul(q, &qe, 10);
			if (x != y)
				return x < y ? -1 : 1;
			p = pe;
			q = qe;
		} else if (*p != *q) {
			return (unsigned char)*p - (unsigned char)*q;
		} else {
			p++;
			q++;
		}
	}
	return (unsigned char)*p - (unsigned char)*q;
}

/* The groups' names, sorted and each once; their count in *n. */
static char **
group_names(const struct board *b, size_t *n)
{
	char **g = xcalloc(b->n + 1, sizeof(*g));
	size_t i, k = 0;

	for (i = 0; i < b->n; i++)
		g[i] = b->e[i].group;
	qsort(g, b->n, sizeof(*g), by_group);
	for (i = 0; i < b->n; i++)
		if (k == 0 || strcmp(g[k - 1], g[i]) != 0)
			g[k++] = g[i];
	*n = k;
	return g;
}

/* The relative score of each run within each group. */
static void
groups(const struct board *b, struct sg_writer *w)
{
	char line[4096];
	size_t i, k, n, ng;
	char **g = group_names(b, &ng);
	long games;
	int r;

	say(w, "%s", "");
	say(w, "relative score by group (SameGame: size and colours; Lines: "
	    "N and C)");
	n = (size_t)snprintf(line, sizeof(line), "%-14s %7s", "group",
	    "games");
	for (r = 0; r < b->nruns && n < sizeof(line); r++)
		n += (size_t)snprintf(line + n, sizeof(line) - n, " %9d",
		    r + 1);
	write_comment(w, line);
	for (k = 0; k < ng; k++) {
		games = 0;
		for (i = 0; i < b->n; i++)
			games += strcmp(b->e[i].group, g[k]) == 0;
		n = (size_t)snprintf(line, sizeof(line), "%-14s %7ld", g[k],
		    games);
		for (r = 0; r < b->nruns && n < sizeof(line); r++) {
			double rel = 0;

			for (i = 0; i < b->n; i++)
				if (strcmp(b->e[i].group, g[k]) == 0)
					rel += relative(b, &b->e[i], r);
			n += (size_t)snprintf(line + n, sizeof(line) - n,
			    " %9.3f", rel);
		}
		write_comment(w, line);
	}
	free(g);
}

/* A game of a run, for the list of those nearest the limit. */
struct near {
	double peak;
	size_t game;
	int run;
};

static int
by_peak(const void *a, const void *b)
{
	const struct near *x = a, *y = b;

	if (x->peak != y->peak)
		return x->peak < y->peak ? 1 : -1;
	if (x->game != y->game)
		return x->game < y->game ? -1 : 1;
	return x->run - y->run;
}

/* The top games of all runs by the share of a time limit they used. */
static void
nearest(const struct board *b, struct sg_writer *w, int top)
{
	struct near *list = xcalloc(b->n * (size_t)b->nruns + 1,
	    sizeof(*list));
	const struct entry *e;
	size_t i, k = 0;
	int r;

	if (top == 0)
		return;
	for (i = 0; i < b->n; i++)
		for (r = 0; r < b->nruns; r++)
			if (b->e[i].has[r] && b->e[i].peak[r] > 0)
				list[k++] = (struct near){ b->e[i].peak[r], i,
				    r };
	qsort(list, k, sizeof(*list), by_peak);
	say(w, "%s", "");
	say(w, "nearest the time limit (peak: the largest share of a limit "
	    "used)");
	say(w, "%8s %-4s %12s  %s", "peak", "run", "slowest ms", "game");
	for (i = 0; i < k && i < (size_t)top; i++) {
		e = &b->e[list[i].game];
		say(w, "%7.1f%% %-4d %12.1f  %s%s", 100 * list[i].peak,
		    list[i].run + 1, e->slowest[list[i].run], e->name,
		    e->failed[list[i].run] ? " (failed)" : "");
	}
	free(list);
}

int
scoreboard(const struct judge_opts *o)
{
	struct board b;
	struct sg_writer *w;
	int status = 0;

	memset(&b, 0, sizeof(b));
	b.names = nameset_new();
	if (o->nfiles > RUNS_MAX)
		usage_error("--scoreboard: %d runs, at most %d", o->nfiles,
		    RUNS_MAX);
	b.nruns = o->nfiles;
	b.files = o->files;
	for (b.run = 0; b.run < b.nruns && status == 0; b.run++)
		status = each_record(1, &o->files[b.run], take, &b);
	refuse_output_as_input(&o->c, o->nfiles, o->files);
	w = open_output(&o->c);
	if (status == 0) {
		totals(&b, w);
		if (b.nruns > 1)
			duels(&b, w);
		groups(&b, w);
		nearest(&b, w, o->top);
	}
	close_output(w);
	free(b.e);
	nameset_free(b.names);
	return status;
}
