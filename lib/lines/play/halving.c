/*
 * Successive halving over the candidates of a move: each candidate left
 * gets rollouts (rollout.c) in rounds, every candidate of a round facing
 * the same balls to come, and after each stage only the best third goes
 * on, with twice the rollouts, until HALVING_KEEP share what is left of
 * the budget.  The time goes to the moves that might be best, and each
 * comparison is of moves rather than of luck.
 */
#include <stdlib.h>

#include "core/rng.h"
#include "lines/play/expecti_internal.h"

#define HALVING_FIRST	4	/* rollouts each candidate gets at first */
#define HALVING_KEEP	3	/* candidates that share the rest */

static int
env(const char *name, int dflt)
{
	const char *e = getenv(name);

	return e ? atoi(e) : dflt;
}

/* Sort the first n of c by what their rollouts made, best first. */
static void
rank(struct lines_cand *c, int n)
{
	struct lines_cand t;
	int i, j;

	for (i = 1; i < n; i++) {
		t = c[i];
		for (j = i; j > 0 && c[j - 1].sum < t.sum; j--)
			c[j] = c[j - 1];
		c[j] = t;
	}
}

/*
 * One round: judge each of the first n of c on the future seed; returns
 * -1, counting none of them, when the budget ran out before its end.
 */
static int
round_of(const struct lines_judge *j, struct lines_cand *c, int n,
    uint64_t seed)
{
	long worth[LINES_HALVING_WIDTH];
	int i;

	for (i = 0; i < n; i++)
		if (j->judge(j->ctx, &c[i], seed, &worth[i]) == -1)
			return -1;
	for (i = 0; i < n; i++) {
		c[i].sum += worth[i];
		c[i].samples++;
	}
	return 0;
}

int
lines_halve(const struct lines_judge *j, struct lines_cand *c, int n,
    uint64_t *rng, struct lines_spend *s)
{
	uint64_t base = sg_rand(rng);
	int width = env("HV_WIDTH", LINES_HALVING_WIDTH);
	int alive = n < width ? n : width;
	int first = env("HV_FIRST", HALVING_FIRST);
	int keepn = env("HV_KEEP", HALVING_KEEP);
	int rounds = 0, stage = first, until = first;

	if (alive < 2)
		return 0;
	while (!s->over) {
		if (round_of(j, c, alive, sg_mix64(base + (uint64_t)rounds *
		    SG_GOLDEN)) == -1)
			break;
		if (++rounds < until || alive <= keepn)
			continue;
		rank(c, alive);
		alive = (alive + 2) / 3;
		if (alive < keepn)
			alive = keepn;
		stage *= 2;
		until = rounds + stage;
	}
	if (rounds > 0)
		rank(c, alive);
	return rounds;
}
