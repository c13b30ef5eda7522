/*
 * The single file's main: sg-solve --codingame with its defaults, on one
 * thread.  CodinGame starts it without arguments; the tests give the first
 * turn's budget in seconds as the one argument, to play games quickly.
 */
#include <stdlib.h>

#include "sg-solve.h"

/* The search's cap, below the 768 MB CodinGame allows a bot (sg-solve's
 * default of 1024 MB is not). */
#define MEMORY_MB	512

int
main(int argc, char **argv)
{
	static struct options o;

	util_init(argc > 0 ? argv[0] : "codingame");
	o.jobs = 1;
	o.search.seed = 1;
	o.search.memory = (size_t)MEMORY_MB << 20;
	if (argc > 1)
		o.search.seconds = parse_seconds(argv[1], "first turn");
	codingame_defaults(&o);
	return codingame(&o);
}
