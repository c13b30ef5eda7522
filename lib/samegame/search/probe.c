/*
 * Probes: which colours NRPA should keep for last, found by trying them.
 *
 * NRPA's turns (search.c) each keep one colour for last: the commonest at
 * the root, then the next.  When more colours than turns tie for the most
 * tiles, that order is only the order of their digits, yet the colour kept
 * decides the game, and a short run of NRPA tells the colours apart.  So
 * each colour that ties (PROBE_MARGIN) gets a probe, a run of NRPA on
 * 1/PROBE_PARTS of NRPA's budget from the game held before the probes; the
 * two that scored best take the turns, the better first.  Colours a few
 * tiles apart are not probed: their order by tiles is worth more than the
 * probes' time.
 */
#include <limits.h>
#include <stdlib.h>

#include "samegame/search/engine_internal.h"

#define PROBE_MARGIN	0
#define PROBE_PARTS	16
/*
 * When the commonest colour has DOMINANT_LEAD tiles or more than the next,
 * every turn keeps it for last (turn_rank): a turn at the next colour is
 * then mostly lost time.  A board whose commonest colour leads by 13 lost
 * with both turns at it, so the lead is no lower.
 */
#define DOMINANT_LEAD	14

int
turn_rank(const struct sp_pos *root, int turn, int turns)
{
	int first = root->count[sp_ranked_color(root, 0)];
	int next = root->count[sp_ranked_color(root, 1)];

	return first - next >= DOMINANT_LEAD ? 0 : turn % turns;
}

int
probe_candidates(const struct sp_pos *root, int turns, int *cand)
{
	int most = root->count[sp_commonest(root)], present = 0, rank, c;
	int n = 0;

	for (c = 0; c < root->ncolors; c++)
		present += root->count[c] > 0;
	/* past the colours present, sp_ranked_color gives the commonest */
	for (rank = 0; rank < present; rank++) {
		c = sp_ranked_color(root, rank);
		if (most - root->count[c] > PROBE_MARGIN)
			break;
		cand[n++] = c;
	}
	return n > turns ? n : 0;
}

int
probe_run(struct eng *e, uint64_t limit, double deadline, const int *cand,
    int n, long *score)
{
	struct sgm_solution *start = malloc(sizeof(*start));
	struct sgm_solution *won = malloc(sizeof(*won));
	int k;

	for (k = 0; k < n; k++)
		score[k] = LONG_MIN;
	if (start == NULL || won == NULL) {
		free(start);
		free(won);
		return -1;
	}
	eng_copy_game(start, &e->best);
	eng_copy_game(won, &e->best);
	for (k = 0; k < n; k++) {
		/* equal shares: 1/PROBE_PARTS of the budget at the start */
		eng_share(e, limit, deadline, 1, PROBE_PARTS - k);
		if (eng_check(e))
			break;
		eng_copy_game(&e->best, start);
		algo_nrpa(e, 0, cand[k] + 1);	/* no memory: the start's */
		score[k] = e->best.score;
		if (e->best.score > won->score)
			eng_copy_game(won, &e->best);
	}
	eng_copy_game(&e->best, won);	/* stopped or not: nothing is lost */
	free(start);
	free(won);
	return k;
}

void
probe_rank(int *cand, long *score, int n)
{
	int k, j, c;
	long s;

	for (k = 1; k < n; k++)	/* insertion: ties keep cand's order */
		for (j = k; j > 0 && score[j] > score[j - 1]; j--) {
			s = score[j];
			score[j] = score[j - 1];
			score[j - 1] = s;
			c = cand[j];
			cand[j] = cand[j - 1];
			cand[j - 1] = c;
		}
}
