/*
 * sg-solve --topcoder: play one game of Lines on standard input and output
 * as a player of TopCoder's tester (sg-solve(1), TOPCODER): read N and C,
 * then each turn the grid, the next three colours and the time used, and
 * answer "r1 c1 r2 c2".  The player is the one that plays Lines records
 * offline, seeded and paced alike, so the two play the same moves.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "lines/protocol.h"
#include "sg-solve.h"

/* A little under the tester's 10 s a game, for the time it takes to talk. */
#define TOPCODER_SECONDS	9.5

/* Read one line without its end into *buf; its length, or -1 at the end. */
static long
read_line(char **buf, size_t *cap, long *line)
{
	ssize_t n;

	errno = 0;
	if ((n = getline(buf, cap, stdin)) < 0) {
		if (ferror(stdin))
			die(EXIT_ERROR, "cannot read standard input: %s",
			    strerror(errno));
		return -1;
	}
	++*line;
	if (memchr(*buf, '\0', (size_t)n)) {
		warn_at("-", *line, "binary data (a NUL byte) in line");
		exit(EXIT_ERROR);
	}
	if (n > 0 && (*buf)[n - 1] == '\n')
		(*buf)[--n] = '\0';
	return (long)n;
}

/* Write the answer and flush it, or exit 2. */
static void
answer(struct lines_move m)
{
	char text[64];

	lines_proto_move(m, text, sizeof(text));
	if (fputs(text, stdout) == EOF || fflush(stdout) == EOF)
		die(EXIT_ERROR, "cannot write to standard output: %s",
		    strerror(errno));
}

/*
 * Choose and answer the move of the turn in p, which arrived at time
 * start: the time used is what the tester says or what we measured,
 * whichever is more.
 */
static void
play_turn(const struct options *o, const struct lines_player *pl,
    struct lines_proto *p, struct lines_pace *pace, uint64_t *rng,
    double start)
{
	struct lines_budget b;
	struct lines_move m;

	if (pace->used < (double)p->time_ms / 1e3)
		pace->used = (double)p->time_ms / 1e3;
	lines_pace_budget(pace, &p->view, start, &b);
	if (pl->choose(&p->view, rng, &b, &m) < 0)
		die(EXIT_ERROR, "turn %d: no legal move on the grid sent",
		    p->turns);
	answer(m);
	lines_pace_note(pace, &b, sg_clock() - start);
	if (o->progress)
		fprintf(stderr, "%s: turn %d: %d %d %d %d, %.1f ms\n",
		    progname, p->turns, m.r1, m.c1, m.r2, m.c2,
		    (sg_clock() - start) * 1e3);
}

int
topcoder(const struct options *o)
{
	const struct lines_player *pl = lines_player_of(o);
	struct lines_pace pace = lines_pace_of(o, TOPCODER_SECONDS);
	struct lines_proto *p = xcalloc(1, sizeof(*p));
	struct sg_error err;
	char *buf = NULL;
	size_t cap = 0;
	uint64_t rng = 0;
	long line = 0;
	int got;

	lines_proto_start(p);
	while (read_line(&buf, &cap, &line) >= 0) {
		if ((got = lines_proto_line(p, buf, &err)) < 0) {
			warn_at("-", line, "%s", err.msg);
			exit(EXIT_ERROR);
		}
		if (got == 0)
			continue;
		if (p->turns == 1) {
			rng = lines_player_seed(o->search.seed, &p->view);
			pace.value = lines_weights(o, pl, p->view.n,
			    p->view.colors);
		}
		play_turn(o, pl, p, &pace, &rng, sg_clock());
	}
	if (!lines_proto_idle(p))
		die(EXIT_ERROR, "input ended in the middle of a turn "
		    "(line %ld)", line);
	free(buf);
	free(p);
	return 0;
}
