/*
 * speed [SECONDS]: the machine's single-core speed, for the benchmarks to
 * print beside their own figures: random SameGame playouts a second on one
 * 15x15 board of 5 colours, each move found by a naive flood fill over the
 * whole grid.  It shares no code with the library on purpose, so that the
 * figure moves with the machine only, never with the solver's own speed.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SIDE	15
#define COLORS	5

static uint64_t rng = 88172645463325252ULL;

/* xorshift64: fixed, so that every run plays the same playouts */
static unsigned
next(unsigned bound)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng % bound);
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Marks the group of (x, y) in seen with mark; returns its size. */
static int
flood(int g[SIDE][SIDE], int seen[SIDE][SIDE], int x, int y, int mark)
{
	int stack[SIDE * SIDE][2], top = 0, size = 0, c = g[x][y], k;
	static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };

	seen[x][y] = mark;
	stack[top][0] = x;
	stack[top++][1] = y;
	while (top > 0) {
		x = stack[--top][0];
		y = stack[top][1];
		size++;
		for (k = 0; k < 4; k++) {
			int nx = x + dx[k], ny = y + dy[k];
			if (nx < 0 || nx >= SIDE || ny < 0 || ny >= SIDE ||
			    seen[nx][ny] || g[nx][ny] != c)
				continue;
			seen[nx][ny] = mark;
			stack[top][0] = nx;
			stack[top++][1] = ny;
		}
	}
	return size;
}

/* Removes the cells marked mark; tiles fall, empty columns close left. */
static void
remove_group(int g[SIDE][SIDE], int seen[SIDE][SIDE], int mark)
{
	int x, y, to = 0, h;

	for (x = 0; x < SIDE; x++) {
		for (y = h = 0; y < SIDE; y++)
			if (g[x][y] && seen[x][y] != mark)
				g[to][h++] = g[x][y];
		if (h == 0)
			continue;
		while (h < SIDE)
			g[to][h++] = 0;
		to++;
	}
	for (; to < SIDE; to++)
		memset(g[to], 0, sizeof(g[to]));
}

/* One random playout from g (x left to right, y from the bottom). */
static long
playout(int g[SIDE][SIDE])
{
	int seen[SIDE][SIDE], size[SIDE * SIDE + 1], movable[SIDE * SIDE];
	int labels, moves, x, y, pick;
	long score = 0;

	for (;;) {
		memset(seen, 0, sizeof(seen));
		labels = moves = 0;
		for (x = 0; x < SIDE; x++)
			for (y = 0; y < SIDE; y++)
				if (g[x][y] && !seen[x][y]) {
					labels++;
					size[labels] = flood(g, seen, x, y,
					    labels);
					if (size[labels] > 1)
						movable[moves++] = labels;
				}
		if (moves == 0)
			return score;
		pick = movable[next((unsigned)moves)];
		remove_group(g, seen, pick);
		score += (long)(size[pick] - 2) * (size[pick] - 2);
	}
}

int
main(int argc, char **argv)
{
	int board[SIDE][SIDE], g[SIDE][SIDE], x, y;
	double secs = argc > 1 ? atof(argv[1]) : 2, t0, t;
	long playouts = 0, sum = 0;

	if (secs <= 0 || secs > 60) {
		fprintf(stderr, "usage: speed [SECONDS, at most 60]\n");
		return 2;
	}
	for (x = 0; x < SIDE; x++)
		for (y = 0; y < SIDE; y++)
			board[x][y] = (int)next(COLORS) + 1;
	/* a quarter of a second first, uncounted, for the core to wake up */
	for (t0 = now(); now() - t0 < 0.25;) {
		memcpy(g, board, sizeof(g));
		playout(g);
	}
	t0 = now();
	do {
		memcpy(g, board, sizeof(g));
		sum += playout(g);
		playouts++;
	} while ((t = now() - t0) < secs);
	printf("the machine: %.0f naive playouts a second, one core "
	    "(tests/bench/speed.c; mean score %.0f)\n", playouts / t,
	    (double)sum / (double)playouts);
	return 0;
}
