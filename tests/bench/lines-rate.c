/*
 * lines-rate: the speed of the Lines rules engine, random legal moves a
 * second with the removals and the additions, on an 11 x 11 grid, one core
 * (lines_random_rate), for make bench-lines.
 *
 * usage: lines-rate seconds colors ...
 *
 * Prints "COLORS MOVES_PER_SECOND MOVES" a line for each colour count.
 */
#include <stdio.h>
#include <stdlib.h>

#include "lines/play/player.h"

int
main(int argc, char **argv)
{
	double seconds, rate;
	long moves;
	int i, colors;

	if (argc < 3 || (seconds = atof(argv[1])) <= 0) {
		fputs("usage: lines-rate seconds colors ...\n", stderr);
		return 2;
	}
	for (i = 2; i < argc; i++) {
		colors = atoi(argv[i]);
		if ((rate = lines_random_rate(colors, 1, seconds, &moves)) < 0) {
			fprintf(stderr, "lines-rate: bad colour count '%s'\n",
			    argv[i]);
			return 2;
		}
		printf("%d %.0f %ld\n", colors, rate, moves);
	}
	return 0;
}
