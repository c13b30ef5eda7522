/*
 * train-lines: learn the value of Lines positions (lib/lines/learn) by
 * self-play, TD(LAMBDA) on afterstates at each game's end (0.7 by
 * default), with a learning rate per weight by temporal coherence, in the
 * games of TopCoder's tester, each move lived paying SURVIVAL points on
 * top of its own (0 by default).
 *
 * Each thread trains the colour counts of its own (colour count C goes to
 * thread (C - 3) mod THREADS), so no two threads touch one weight, and plays
 * their classes (N, C) in turn, the class with the fewest moves trained
 * first (a game that lives its 1000 moves teaches as much as many that die
 * young); game g of class k is the tester's game of seed SEED + k + 35 g
 * with that N and C.  The weights after a given number of games of each
 * class are thus the same for a given seed and thread count, however the
 * threads run, and a run resumed from its weights file (which counts the
 * games of each class) goes on as one run would have.
 *
 * Every CHECK seconds the threads pause between games, the weights are
 * written to a temporary file that is then renamed over OUT, and a line of
 * progress goes to PROGRESS: seconds of this run, games trained on in all,
 * moves a second, the mean score of the last 1000 games, and of those by
 * colour count, with their mean moves lived.  The weights file holds the
 * learning rates too, so that -r goes on where the run stopped; -x writes
 * it without them to the standard output, to ship.
 */
#include <errno.h>
#include <getopt.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/clock.h"
#include "lines/learn/learn.h"

#define CLASSES		(LINES_VALUE_SIDES * LINES_VALUE_COLORS)
#define MAX_THREADS	16
#define RECENT		1000
#define LAMBDA		0.7

struct result {
	int colors;
	long score;
	int moves;
};

struct trainer {
	struct lines_value *v;
	long long seed;
	struct lines_learning how;
	int threads;
	int only_n, only_c;		/* 0: every one */
	pthread_mutex_t lock;
	pthread_cond_t changed;
	int pause, paused, stop;
	long moves;			/* played in this run */
	struct result recent[RECENT];	/* the last games, a ring */
	long nrecent;
};

struct worker {
	struct trainer *t;
	int id;
};

static void
die(const char *what)
{
	fprintf(stderr, "train-lines: %s\n", what);
	exit(2);
}

/* The class of the worker's to play next, the fewest moves first, or -1. */
static int
next_class(struct worker *w)
{
	struct trainer *t = w->t;
	int k, n, c, best = -1;
	long fewest = 0, moves;

	for (k = 0; k < CLASSES; k++) {
		n = LINES_MIN_SIDE + k / LINES_VALUE_COLORS;
		c = LINES_MIN_COLORS + k % LINES_VALUE_COLORS;
		if ((c - LINES_MIN_COLORS) % t->threads != w->id ||
		    (t->only_n && n != t->only_n) ||
		    (t->only_c && c != t->only_c))
			continue;
		moves = lines_value_class(t->v, n, c)->moves;
		if (best < 0 || moves < fewest) {
			best = k;
			fewest = moves;
		}
	}
	return best;
}

/* Wait while the main thread writes the weights; whether to stop. */
static int
between_games(struct trainer *t, const struct lines_learn_result *r,
    int colors)
{
	int stop;

	pthread_mutex_lock(&t->lock);
	t->moves += r->moves;
	t->recent[t->nrecent % RECENT].colors = colors;
	t->recent[t->nrecent % RECENT].moves = r->moves;
	t->recent[t->nrecent++ % RECENT].score = r->score;
	if (t->pause) {
		t->paused++;
		pthread_cond_broadcast(&t->changed);
		while (t->pause)
			pthread_cond_wait(&t->changed, &t->lock);
		t->paused--;
	}
	stop = t->stop;
	pthread_mutex_unlock(&t->lock);
	return stop;
}

static void *
work(void *arg)
{
	struct worker *w = arg;
	struct trainer *t = w->t;
	struct lines_learn_result r;
	struct lines_value_class *cls;
	struct lines_setup s;
	struct sg_error err;
	int k;

	for (;;) {
		if ((k = next_class(w)) < 0)
			break;
		s.n = LINES_MIN_SIDE + k / LINES_VALUE_COLORS;
		s.colors = LINES_MIN_COLORS + k % LINES_VALUE_COLORS;
		cls = lines_value_class(t->v, s.n, s.colors);
		s.seed = t->seed + k + (long long)CLASSES * cls->games;
		if (lines_learn_game(t->v, &s, &t->how, &r, &err) == -1)
			die(err.msg);
		cls->games++;
		cls->moves += r.moves;
		if (between_games(t, &r, s.colors))
			break;
	}
	pthread_mutex_lock(&t->lock);
	t->paused++;
	pthread_cond_broadcast(&t->changed);
	pthread_mutex_unlock(&t->lock);
	return NULL;
}

/* Write the weights to path through a temporary file. */
static void
save(const struct lines_value *v, const char *path)
{
	char tmp[4096];
	struct sg_error err;
	FILE *f;

	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	if (!(f = fopen(tmp, "w")))
		die(strerror(errno));
	if (lines_value_write(v, f, &err) == -1)
		die(err.msg);
	if (fclose(f) != 0 || rename(tmp, path) != 0)
		die(strerror(errno));
}

static void
report(struct trainer *t, FILE *progress, double seconds, long *last_moves,
    double *last_time)
{
	double sum[4] = { 0 }, count[4] = { 0 }, lived[4] = { 0 };
	double at = sg_clock();
	long i, have = t->nrecent < RECENT ? t->nrecent : RECENT, games = 0;
	int g;

	for (i = 0; i < LINES_VALUE_SIDES * LINES_VALUE_COLORS; i++)
		games += t->v->cls[i / LINES_VALUE_COLORS]
		    [i % LINES_VALUE_COLORS].games;
	for (i = 0; i < have; i++) {
		g = t->recent[i].colors <= 4 ? 1 : t->recent[i].colors <= 6 ?
		    2 : 3;
		sum[0] += t->recent[i].score;
		sum[g] += t->recent[i].score;
		lived[0] += t->recent[i].moves;
		lived[g] += t->recent[i].moves;
		count[0]++;
		count[g]++;
	}
	for (g = 0; g < 4; g++)
		if (count[g] > 0) {
			sum[g] /= count[g];
			lived[g] /= count[g];
		}
	fprintf(progress, "%8.0f s %8ld games %9.0f moves/s  mean %8.1f "
	    "(%5.0f moves)  C3-4 %8.1f (%5.0f)  C5-6 %8.1f (%5.0f)  C7-9 %8.1f "
	    "(%5.0f)\n", seconds, games, (double)(t->moves - *last_moves) /
	    (at - *last_time), sum[0], lived[0], sum[1], lived[1], sum[2],
	    lived[2], sum[3], lived[3]);
	fflush(progress);
	*last_moves = t->moves;
	*last_time = at;
}

/* Pause the workers, write the weights and the progress, go on. */
static void
checkpoint(struct trainer *t, const char *out, FILE *progress, double start,
    long *last_moves, double *last_time, int running)
{
	pthread_mutex_lock(&t->lock);
	t->pause = 1;
	while (t->paused < running)
		pthread_cond_wait(&t->changed, &t->lock);
	save(t->v, out);
	report(t, progress, sg_clock() - start, last_moves, last_time);
	t->pause = 0;
	pthread_cond_broadcast(&t->changed);
	pthread_mutex_unlock(&t->lock);
}

static void
usage(void)
{
	fprintf(stderr, "usage: train-lines [-rx] [-a RATE] [-c SECONDS] "
	    "[-j THREADS] [-k C] [-l LAMBDA]\n"
	    "                   [-m MINUTES] [-n N] [-p PROGRESS] [-s SEED] "
	    "[-v SURVIVAL] -o WEIGHTS\n");
	exit(2);
}

/* Load the weights to resume from. */
static void
resume(struct lines_value *v, const char *path)
{
	struct sg_error err;
	FILE *f = fopen(path, "r");
	char msg[600];

	if (!f || lines_value_read(v, f, &err) == -1) {
		snprintf(msg, sizeof(msg), "cannot resume from '%s': %s",
		    path, f ? err.msg : strerror(errno));
		die(msg);
	}
	fclose(f);
}

/* Write the weights of path without their learning rates to stdout. */
static int
export(struct lines_value *v, const char *path)
{
	struct sg_error err;

	resume(v, path);
	free(v->coherence);
	v->coherence = NULL;
	if (lines_value_write(v, stdout, &err) == -1 || fclose(stdout) != 0)
		die("cannot write the weights");
	return 0;
}

int
main(int argc, char **argv)
{
	struct trainer t = { 0 };
	struct worker w[MAX_THREADS];
	pthread_t tid[MAX_THREADS];
	const char *out = NULL, *progress_path = NULL;
	FILE *progress = stdout;
	double minutes = 10, every = 300, start, last_time;
	long last_moves = 0;
	int opt, i, again = 0, ship = 0;

	t.seed = 10000000;
	t.how.rate = 0.1;
	t.how.survival = 0;
	t.how.lambda = LAMBDA;
	t.threads = 2;
	while ((opt = getopt(argc, argv, "a:c:j:k:l:m:n:o:p:rs:v:x")) != -1) {
		switch (opt) {
		case 'a': t.how.rate = atof(optarg); break;
		case 'c': every = atof(optarg); break;
		case 'j': t.threads = atoi(optarg); break;
		case 'k': t.only_c = atoi(optarg); break;
		case 'l': t.how.lambda = atof(optarg); break;
		case 'm': minutes = atof(optarg); break;
		case 'n': t.only_n = atoi(optarg); break;
		case 'o': out = optarg; break;
		case 'p': progress_path = optarg; break;
		case 'r': again = 1; break;
		case 's': t.seed = atoll(optarg); break;
		case 'v': t.how.survival = atof(optarg); break;
		case 'x': ship = 1; break;
		default: usage();
		}
	}
	if (!out || optind != argc || t.threads < 1 ||
	    t.threads > MAX_THREADS || every <= 0 ||
	    !(t.how.lambda >= 0 && t.how.lambda <= 1))
		usage();
	if (!(t.v = lines_value_new()))
		die("out of memory");
	if (ship)
		return export(t.v, out);
	if (progress_path && !(progress = fopen(progress_path, "a")))
		die(strerror(errno));
	if (again)
		resume(t.v, out);
	if (lines_value_learning(t.v) == -1)
		die("out of memory");
	pthread_mutex_init(&t.lock, NULL);
	pthread_cond_init(&t.changed, NULL);
	start = last_time = sg_clock();
	for (i = 0; i < t.threads; i++) {
		w[i].t = &t;
		w[i].id = i;
		pthread_create(&tid[i], NULL, work, &w[i]);
	}
	while (sg_clock() - start < minutes * 60) {
		double left = minutes * 60 - (sg_clock() - start), nap;
		struct timespec ts;

		nap = left < every ? left : every;
		ts.tv_sec = (time_t)nap;
		ts.tv_nsec = (long)((nap - (double)ts.tv_sec) * 1e9);
		nanosleep(&ts, NULL);
		if (sg_clock() - start < minutes * 60)
			checkpoint(&t, out, progress, start, &last_moves,
			    &last_time, t.threads);
	}
	pthread_mutex_lock(&t.lock);
	t.stop = 1;
	pthread_mutex_unlock(&t.lock);
	for (i = 0; i < t.threads; i++)
		pthread_join(tid[i], NULL);
	save(t.v, out);
	report(&t, progress, sg_clock() - start, &last_moves, &last_time);
	return 0;
}
