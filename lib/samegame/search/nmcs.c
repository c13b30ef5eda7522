/*
 * Nested Monte-Carlo Search (Cazenave, IJCAI 2009): at level L, try every
 * move, score each child by a search of level L-1 (a playout at level 0,
 * with the tabu-colour policy), and follow the best sequence found so far,
 * one move at a time.
 */
#include <limits.h>
#include <string.h>

#include "samegame/search/engine_internal.h"

/*
 * Search p0 (reached by path[0..d)) at level; writes the best game found
 * from p0 to seq[0..*nseq) and returns its score.
 */
static long
nmcs(struct eng *e, const struct sp_pos *p0, int d, int level,
    struct sgm_move *seq, int *nseq)
{
	struct sp_pos p, c;
	struct sgm_move moves[SGM_MAX_MOVES], sub[SGM_MAX_MOVES];
	long best = LONG_MIN, score;
	int played = 0, n, k, nsub, end;

	sp_copy(&p, p0);
	*nseq = 0;
	while ((n = sp_groups(&p, e->s)) > 0) {
		for (k = 0; k < n; k++)
			moves[k] = eng_move(&p, &e->s->group[k]);
		for (k = 0; k < n && !e->stopped; k++) {
			sp_copy(&c, &p);
			eng_play(e, &c, moves[k]);
			e->path[d + played] = moves[k];
			eng_tick(e, 1);
			if (level <= 1) {
				score = eng_playout(e, &c, d + played + 1, 1,
				    &end);
				nsub = end - (d + played + 1);
				memcpy(sub, e->path + d + played + 1,
				    sizeof(sub[0]) * (size_t)nsub);
			} else {
				score = nmcs(e, &c, d + played + 1, level - 1,
				    sub, &nsub);
			}
			if (score > best) {
				best = score;
				seq[played] = moves[k];
				memcpy(seq + played + 1, sub,
				    sizeof(sub[0]) * (size_t)nsub);
				*nseq = played + 1 + nsub;
			}
		}
		if (e->stopped || played >= *nseq)
			break;
		eng_play(e, &p, seq[played]);
		e->path[d + played] = seq[played];
		played++;
	}
	if (best == LONG_MIN) {
		best = sp_final(&p, e->rules);
		eng_offer(e, d + played, NULL, 0, best);
	}
	return best;
}

void
algo_nmcs(struct eng *e, int level)
{
	struct sgm_move seq[SGM_MAX_MOVES];
	int n, l = level > 0 ? level : 1;
	int budget = e->limit != UINT64_MAX || e->deadline > 0;

	if (!budget && level == 0)
		l = 2;
	do {
		nmcs(e, &e->root, 0, l, seq, &n);
		if (level == 0 && l < 5)
			l++;
	} while (budget && !e->stopped);
}
