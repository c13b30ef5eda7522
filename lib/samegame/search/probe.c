/*
 * Probes: which colours NRPA should keep for last, found by trying them.
 *
 * NRPA's turns (solve.c) each keep one colour for last, the tabu colour of
 * their playouts: the commonest at the root, then the next.  When three
 * or more colours tie for the most tiles, that order is only the order of
 * their digits, as on five of the standard 20, which have 45 tiles of
 * each colour.  Yet the colour kept decides the game.  On 16 random
 * boards with 45 tiles of each of 5 colours (made for the measurement,
 * before sg-gen --balanced), nrpa -t 5 -j 1 with each colour tabu in turn
 * scored 47,360 for a colour at random and 52,532 for each board's best.
 * A short run tells them apart: the colour whose nrpa -t 1 (another seed)
 * scored best scored 51,556 at -t 5, and the better of the two best
 * 52,346, against 50,310 for two colours at random.
 *
 * So when more than two colours tie for the most tiles (PROBE_MARGIN),
 * each gets a probe, a run of NRPA on 1/PROBE_PARTS of NRPA's budget, all
 * from the game held before the probes; the two that scored best take
 * the turns, the better first, from the best game of all.  Under auto -t
 * 20 -j 1 on 16 other such boards, seeds 1 and 2: 52,220 and 52,072
 * against 50,866 and 50,454 without probes (+2.9%; on 11 boards of 16 the
 * mean of the two runs rose).  A probe on an eighth of the budget scored
 * 52,086 and 52,472, on a thirty-second 51,502 and 52,366: the same
 * within a run's noise.  On sg-gen --balanced -s 2 -n 16, measured once
 * that existed: 52,760 and 52,328 against 52,742 and 51,962 (+0.4%): up
 * by 103 to 279 on three boards, down by up to 126 on ten.  So +1.6%
 * over the 32 boards.
 *
 * Colours a few tiles apart did not gain: probing the colours within 4
 * tiles of the commonest, on the 16 of the first 56 boards of sg-gen -s
 * 11 whose three commonest colours are within 4 tiles, scored 54,759 and
 * 54,817 against 55,736 and 55,518 (-1.5%).  There the colours' order by
 * tiles is worth more than what the probes' time buys.
 */
#include <limits.h>
#include <stdlib.h>

#include "samegame/search/engine_internal.h"

#define PROBE_MARGIN	0
#define PROBE_PARTS	16
/*
 * When the commonest colour has DOMINANT_LEAD tiles or more than the next,
 * every turn keeps it for last (turn_rank): a turn at the next colour is
 * then mostly lost time.  Under auto -t 20 -j 1, seeds 1 and 2:
 *   - boards with one colour of 65 tiles and four of 40, as boards 16 to
 *     20 of the standard 20 (two sets of 16 made by a script before
 *     sg-gen --counts), with a lead of 20: 76,469 and 73,418 against
 *     75,370 and 72,264 (seed 1), 76,351 and 73,394 against 75,178 and
 *     71,702 (seed 2), +1.7%, mostly on boards whose first turn ended
 *     low (3,300 to 4,355 on one);
 *   - such leads are rare on sg-gen boards (13 in 2,000 of sg-gen -s 7
 *     lead by 20 or more, 75 by 14 or more), so the lead was set on the
 *     first 32 of those 75: with 14, 64,215 and 71,484 against 63,605 and
 *     71,116 (seed 1), 64,702 and 70,720 against 64,548 and 70,634 (seed
 *     2), +0.45%, each run up; 31 of the 64 scored the same, 8 less (by
 *     up to 326), 25 more;
 *   - on sg-gen -s 1 -n 16 --counts 65,40,40,40,40, with a lead of 14:
 *     74,160 and 73,391 against 73,900 and 72,954, +0.47%, 14 boards of
 *     32 up, 3 down; under auto -t 20 -j 2, where the second thread kept
 *     the next colour, 74,684 and 74,044 against 74,392 and 73,336,
 *     +0.68%, 17 boards of 32 up, 4 down.
 * One board of sg-gen -s 7 whose commonest colour leads by 13 scored 821
 * to 1,328 less with both turns at the commonest (solve.c), so the lead
 * is no lower.
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
	struct sg_solution *start = malloc(sizeof(*start));
	struct sg_solution *won = malloc(sizeof(*won));
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
		e->tabu_color = cand[k] + 1;
		algo_nrpa(e, 0);	/* out of memory: the start's score */
		e->probes++;
		score[k] = e->best.score;
		if (e->best.score > won->score)
			eng_copy_game(won, &e->best);
	}
	eng_copy_game(&e->best, won);	/* stopped or not: nothing is lost */
	e->tabu_color = 0;
	free(start);
	free(won);
	return 0;
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
