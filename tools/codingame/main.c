/*
 * The single file's main: sg-solve --codingame with its defaults, on one
 * thread.  CodinGame starts it without arguments; the tests give the first
 * turn's budget in seconds as the one argument, to play games quickly.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sg-solve.h"

/* The search's cap, below the 768 MB CodinGame allows a bot (sg-solve's
 * default of 1024 MB is not). */
#define MEMORY_MB	512

static const char usage_text[] =
"usage: %s [seconds]\n"
"Play CodinGame's SameGame: read each turn's board (15 lines of 15\n"
"integers, -1 for an empty cell) on standard input, answer 'column row'.\n"
"\n"
"  seconds      the first turn's search, 19 by default (CodinGame gives\n"
"               20 s); later turns follow the plan, or plan again within\n"
"               CodinGame's 50 ms when the board is not the one expected\n"
"  -h, --help   print this help and exit\n";

int
main(int argc, char **argv)
{
	static struct options o;

	util_init(argc > 0 ? argv[0] : "codingame");
	if (argc > 1 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
		printf(usage_text, progname);
		return fflush(stdout) == EOF ? EXIT_ERROR : 0;
	}
	if (argc > 2) {
		fprintf(stderr, usage_text, progname);
		return EXIT_ERROR;
	}
	o.jobs = 1;
	o.search.seed = 1;
	o.search.memory = (size_t)MEMORY_MB << 20;
	if (argc > 1)
		o.search.seconds = parse_seconds(argv[1], "first turn");
	codingame_defaults(&o);
	return codingame(&o);
}
