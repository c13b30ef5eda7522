/*
 * Polishing a game: beams search its ending again, from the position a few
 * moves before its end, then from further back, and keep any game better
 * than the one in hand.  NRPA's games end where a random playout happened
 * to end; a beam of a few thousand positions over the last 20 to 30 moves
 * often finds a bigger final group, or clears the board.  From further
 * back a beam costs far more and gains less: it finds better endings, not
 * better games.
 *
 * A polish of the game the engine's last polish left goes on from the
 * beam where that one stopped, rather than search the same endings again.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "samegame/search/engine_internal.h"

/*
 * Endings grow by POLISH_STEP moves, under both evaluations, from a beam of
 * POLISH_WIDTH: narrower or wider beams, shorter or longer steps and one
 * evaluation alone all gained less in the same budget.
 */
#define POLISH_STEP	5	/* moves the ending grows by each beam */
#define POLISH_WIDTH	2000	/* the first pass's beam width */

/*
 * Root every engine of the team at move m of game g (played from root); a
 * game must beat g's score to be kept.  Scores stay those of whole games:
 * the new root carries the score of the moves before it.  The beam's tabu
 * evaluation, which weighs pieces by the share of the root's tiles gone,
 * counts that share from the new root, as measured.
 */
static void
reroot(struct eng **team, int nteam, const struct sp_pos *root,
    const struct sgm_solution *g, int m)
{
	int t, d;

	for (t = 0; t < nteam; t++) {
		struct eng *e = team[t];

		sp_copy(&e->root, root);
		for (d = 0; d < m; d++)
			eng_play(e, &e->root, g->moves[d]);
		e->best.score = g->score;
		e->best.nmoves = 0;
	}
}

/*
 * Take the best ending the team found after move m of g into g when it
 * beats g; root the team at root again, each engine holding g.
 */
static void
gather(struct eng **team, int nteam, const struct sp_pos *root,
    struct sgm_solution *g, int m)
{
	const struct eng *win = team[0];	/* once it adopts the others' */
	int t;

	eng_adopt_team(team, nteam);
	if (win->best.score > g->score && win->best.nmoves > 0) {
		memcpy(g->moves + m, win->best.moves,
		    sizeof(g->moves[0]) * (size_t)win->best.nmoves);
		g->nmoves = m + win->best.nmoves;
		g->score = win->best.score;
	}
	for (t = 0; t < nteam; t++) {
		sp_copy(&team[t]->root, root);
		team[t]->best.score = LONG_MIN;
		eng_offer(team[t], 0, g->moves, g->nmoves, g->score);
	}
}

void
algo_polish(struct eng **team, int nteam, int nv, struct polish *last)
{
	struct eng *e = team[0];
	struct sgm_solution *g = malloc(sizeof(*g));
	struct sp_pos *root = malloc(sizeof(*root));
	int k = POLISH_STEP, m, v, cut, grow, width = POLISH_WIDTH, resumed = 0;
	int flags;
	long start;
	int budget = e->limit != UINT64_MAX || e->deadline > 0;

	eng_adopt_team(team, nteam);
	if (g == NULL || root == NULL || e->best.nmoves == 0)
		goto out;
	if (last->width != 0 && e->best.score == last->score) {
		/* the game in hand is the one polished last: go on */
		if (last->width < 0)
			goto out;
		width = last->width;
		k = last->ending;
		resumed = 1;
	}
	memcpy(g, &e->best, sizeof(*g));
	sp_copy(root, &e->root);
	while (!e->stopped) {
		start = g->score;
		/*
		 * A pass taken up where the last polish stopped did not see
		 * its first beams: count them as not all clamped, so that
		 * only a beam that dropped nothing ends the polish for good.
		 */
		for (cut = 0, grow = resumed, resumed = 0;; k += POLISH_STEP) {
			m = g->nmoves > k ? g->nmoves - k : 0;
			for (v = 0; v < nv && !e->stopped; v++) {
				reroot(team, nteam, root, g, m);
				flags = algo_beam_team(team, nteam, width, v);
				gather(team, nteam, root, g, m);
				cut |= flags & BEAM_CUT;
				grow |= (flags & BEAM_CUT) &&
				    !(flags & BEAM_CLAMPED);
			}
			if (e->stopped || m == 0)
				break;
		}
		if (e->stopped)		/* the next polish searches k again */
			break;
		/*
		 * Without a budget, nothing would end another pass; when no
		 * beam of the pass dropped a position, every one of them was
		 * exhaustive, and the game, the whole of whose tree was
		 * searched at the end, is the best there is.  Nor would a
		 * pass that changed nothing if every beam that dropped one
		 * was as wide as memory allows: the next would search the
		 * same positions again.
		 */
		if (!budget || !cut || width > INT_MAX / 2 ||
		    (!grow && g->score == start)) {
			width = -1;
			break;
		}
		width *= 2;	/* the whole game searched: again, wider */
		k = POLISH_STEP;
	}
	last->score = g->score;
	last->width = width;
	last->ending = k;
out:
	free(g);
	free(root);
}
