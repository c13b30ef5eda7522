/*
 * lines-player: a player of TopCoder's Lines protocol for the tests of
 * lines-referee, until sg-solve --topcoder plays it.  It reads the tester's
 * text (lines/protocol.h) a line at a time and answers each turn with the
 * move of a player of lib (greedy unless -a says which), then flushes.
 *
 * usage: lines-player [-a player]
 *
 * Exit status 0 at the end of its input, 2 on text it cannot read or a
 * turn with no move.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "lines/play/player.h"
#include "lines/protocol.h"

static int
fail(const char *what)
{
	fprintf(stderr, "lines-player: %s\n", what);
	return 2;
}

/* Answer the turn p has read. */
static int
answer(const struct lines_player *pl, const struct lines_proto *p,
    uint64_t *rng)
{
	struct lines_budget b = { 0, 0, 0 };
	struct lines_move m;
	char buf[32];

	if (p->turns == 1)
		*rng = lines_player_seed(1, &p->view);
	if (pl->choose(&p->view, rng, &b, &m) < 0)
		return fail("no move on the grid given");
	lines_proto_move(m, buf, sizeof(buf));
	if (fputs(buf, stdout) == EOF || fflush(stdout) == EOF)
		return fail("cannot write an answer");
	return 0;
}

int
main(int argc, char **argv)
{
	static struct lines_proto p;
	const struct lines_player *pl = lines_player_find("greedy");
	struct sg_error err;
	char line[256];
	uint64_t rng = 0;
	int c, k;

	while ((c = getopt(argc, argv, "a:")) != -1) {
		if (c != 'a' || (pl = lines_player_find(optarg)) == NULL)
			return fail("usage: lines-player [-a player]");
	}
	lines_proto_start(&p);
	while (fgets(line, sizeof(line), stdin) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		if ((k = lines_proto_line(&p, line, &err)) < 0)
			return fail(err.msg);
		if (k == 1 && answer(pl, &p, &rng) != 0)
			return 2;
	}
	return 0;
}
