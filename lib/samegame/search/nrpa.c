/*
 * Nested Rollout Policy Adaptation (Rosin, IJCAI 2011) with the tabu-colour
 * playout policy of Cazenave and Teytaud: a playout never plays the colour
 * with the most tiles at the root unless only that colour can move (or the
 * colour of another rank by tiles, as the engine's tabu_rank says, or the
 * colour its tabu_color names: solve.c's probes).  A
 * move's code is a hash of its colour, first tile (named by the cell it
 * held at the root) and size; the policy is a table of weights indexed by
 * code, kept as their exps (collisions are shared, the table never
 * grows).  Each run starts from the best game the engine holds (a beam's,
 * under auto).
 *
 * Playouts, and the games a level records, keep the groups across moves
 * (track.h): a move finds again only the groups near it, and only those
 * have their codes computed and weights looked up again.  On 4 boards of
 * sg-gen -s 7, -a nrpa -n 20000000 -s 3 took 22.8 s where listing every
 * group at every move took 28.7 s, for the same games.  A playout keeps
 * the sum of the weights too, less those of the groups a move dropped and
 * plus those it found, so that a move walks only the groups before the
 * one it picks.
 *
 * On masked boards (up to 16 rows), playouts set the tabu colour aside
 * (spos.h): its tiles form no groups, so the track neither finds nor
 * keeps the groups a playout may not play, often the biggest and widest,
 * until no other is left; then the colour is given back and every group
 * listed again.  The moves allowed, their weights and their order are the
 * same, so the games are too, but for the rounding of the weights' sum,
 * summed afresh when the colour comes back: on 4 boards of sg-gen -s 7,
 * nrpa -n 6000000 -s 3 took 4.29 and 4.50 s, for the same games, where
 * tracking the tabu colour's groups too took 6.12 and 6.33 s.  A game
 * kept as group indices counts only the groups listed, so a game from
 * elsewhere that plays the tabu colour while another can move (a beam's)
 * is kept with nothing set aside (all[] says which).
 *
 * Two other savings were measured and left out.  A playout at level 1
 * follows the level's best game for only its first 2.3 to 2.6 moves on
 * average, of 54 to 58 (nrpa -t 5 on three boards of sg-gen -s 7), and
 * about 5% of its moves once the level has run 30 iterations, so starting
 * playouts from positions kept along that game would skip only about 5%
 * of their moves.  Ending a level-1 playout once it can no longer reach
 * the level's best score (its score so far, each colour's tiles as one
 * group, and the bonus unless a colour is down to one tile) ran 2% more
 * playouts in the same time (nrpa -t 8 on four such boards: 0 to 5%),
 * probably because that bound counts the tabu colour whole, and so falls
 * below the best only late in a game.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "samegame/search/engine_internal.h"
#include "samegame/search/names_internal.h"
#include "core/rng.h"
#include "samegame/search/track_internal.h"

/*
 * Codes are POL_BITS wide.  A bigger table would not help: a board's
 * searches meet few distinct moves (colour, size, first tile): 1,746 in
 * nrpa -n 60000000 on one board of sg-gen -s 7, on 1,719 codes, so only
 * 27 moves (1.5%) found their code already held.
 *
 * Nor would a smaller table filled densely.  With each code given an
 * index in the order first met (through a table of POL_SIZE indices), a
 * search's weights held in the first entries of each policy and only
 * those reset and copied, nrpa played the same games in the same time:
 * user seconds of nrpa -n 6000000 -s 3 on 4 boards of sg-gen -s 7, 4.16
 * to 4.27 in six runs of each.  So the 4% that a 12-bit table saved (3.92
 * to 4.08 s against 4.10 to 4.26, measured on another day) came from the
 * other games its colliding codes played, not from using less cache.
 */
#define POL_BITS	16
#define POL_SIZE	(1u << POL_BITS)
/*
 * Iterations of a level: Rosin's 100 at levels 1 and 2, 10 above.  With
 * 100 above level 2, a level-3 run takes a million playouts, more than 20 s
 * of search, so its policy barely moved before the time was up.  On 16
 * boards of sg-gen -s 7, nrpa -n 25000000, search seeds 1 and 2: 100 above
 * level 2 scored 110,026, 20 109,928, 10 113,379, 5 111,347; 50 at level 2
 * and 10 above 112,942.  Under auto, -t 20 -j 1 on sg-gen -s 1: 63,142
 * before, 64,429 after.  Later, under auto -t 20 -j 1 on sg-gen -s 7's 16
 * boards, seeds 3 to 5, against 61,894, 62,546 and 62,222: 50 at level 1
 * (100 at level 2) scored 61,615, 62,040 and 61,866; 150 at level 1
 * 63,384, 61,042 and 60,954.  With settled levels ending early (REPEATS
 * below), seeds 3 to 8, against 62,736, 61,849, 62,692, 62,404, 62,388
 * and 62,458: 20 iterations above level 2 scored 63,314, 62,194, 62,474,
 * 62,619, 61,990 and 62,099, the same mean; seeds 3 and 4 only: 30 above
 * level 2, 61,550 and 62,560; 200 at level 2, 61,497 and 62,151; 20 above
 * level 2 with a limit of 4 at level 2, 62,247 and 62,458.
 */
#define ITERATIONS_LOW	100	/* levels 1 and 2 */
#define ITERATIONS_HIGH	10	/* levels 3 and up */
/*
 * A level of REPEATS_FROM or more ends before its iterations are done once
 * the level below has returned the level's best score REPEATS times since
 * it last improved (Cazenave's limited repetitions, 2024): its policy has
 * settled on games of that score, and the iterations left would find them
 * again.  The level above adapts and starts a new one from its own policy
 * (unless it has settled too).  When the top level ends, early or not,
 * algo_nrpa starts again under a budget from the engine's best game with
 * a new policy; without a budget the run ends sooner.  So a run tries more
 * ways out of the same time.  Level 1 is left alone: limiting it too did
 * no better (below).
 *
 * Under auto -t 20 -j 1 on 16 boards of sg-gen -s 7 (one sg-solve a
 * board), seeds 3 to 9: 62,736, 61,849, 62,692, 62,404, 62,388, 62,458
 * and 61,678 against 62,672, 61,814, 61,073, 61,551, 60,850, 62,286 and
 * 62,138 without (+0.9%, six seeds of seven up), nearly all of it on the
 * eight boards that scored least.  Other limits, seed 3 only (62,736 for
 * this one, 62,672 without): 5 from level 2 scored 61,340; 10 from level
 * 2, 61,868; 2 at level 2 only, 62,520; 5 at every level, 61,912; 10 at
 * every level, 62,496; 20 at level 1 only, 62,430.  Later, seeds 3 and 4
 * (62,736 and 61,849 for this code): 2 at level 2 (3 above) scored 61,766
 * and 61,466; 4 at level 2, 62,400 and 62,518; 2 above level 2 (3 at level
 * 2), 62,340 and 62,128; 5 above level 2, 62,166 and 62,622; and 10 at
 * level 1 as well, 62,310 and 62,532.  None is clear of a run's noise;
 * 2 at level 2 came nearest, and lost on both seeds.  With more time it
 * has shown neither gain nor loss: at -t 60, seeds 3 to 6, 63,041,
 * 64,024, 63,712 and 63,490 against 63,324, 63,914, 63,258 and 64,122
 * without (-0.1%, two seeds of four up); on the 20 standard boards at
 * -t 120 -j 2 (seed 1, one run each) 80,966 against 81,594.
 */
#define REPEATS		3
#define REPEATS_FROM	2
/*
 * The learning rate: how far a level moves its policy towards its best
 * game at each iteration.  Rosin's 1.0 did less well here.  On 16 boards
 * of sg-gen -s 7, nrpa, at -n 25000000 (seeds 3, 4 and 5), 1.0 scored
 * 57,532, 58,103 and 57,272; 0.7 59,112, 58,197 and 58,403 (+1.6%); 0.5
 * 58,576, 57,593 and 57,394; 0.85 58,936 on seed 3.  At -n 60000000
 * (seeds 1 and 2), 1.0 60,004 and 59,467; 0.7 60,319 and 59,614.  A
 * rate of its own at level 1 (0.7 above) did no better under auto -t 20
 * -j 1 (seeds 3 to 5, against 61,894, 62,546 and 62,222): 1.0 scored
 * 59,837, 60,672 and 62,094; 0.5 62,420, 61,956 and 61,782.
 */
#define ALPHA		0.7
#define EXP_ALPHA	2.0137527074704766	/* exp(ALPHA): change with it */
/*
 * Variants that did no better, each one run on 16 boards of sg-gen -s 7,
 * auto -t 20 -j 1, seed 3, one sg-solve a board, against 61,818 for this
 * code (a run moves by 1-2%):
 *   - Stabilized NRPA (Cazenave, Sevestre, Toulemont 2021): the best of 4
 *     playouts before each level-1 adaptation, 25 iterations: 61,168.  At
 *     -n 50000000 it led (61,858 and 61,800 against 60,082 and 60,904,
 *     seeds 3 and 4), but only because fewer adaptations let more playouts
 *     into the same nodes: it took 37% more time.
 *   - A bias on the policy by group size (GNRPA, Cazenave 2020), a move's
 *     weight times (size - 1)^b: b = 0.5 60,524, b = 1 59,314, b = -0.3
 *     60,504; groups of two at a quarter of the weight 59,981.
 *   - 5 iterations above level 2: 61,258.
 * Nor did level 3 in place of 4 under auto, restarted from the best game
 * (so each level-3 run learns from it, where level 4's runs start from a
 * policy barely adapted in 20 s).  At -t 20, seeds 3 to 6, it scored
 * 61,421, 61,676, 62,038 and 62,270 against 61,214, 61,016, 61,176 and
 * 61,418 (+1.1%), but with the polish between turns (solve.c) a mean of
 * 61,352 against the polish alone's 61,582, and at -t 60 (seed 3) 63,376
 * against 64,102: it gains on short budgets only, if at all.  With
 * settled levels ending early (REPEATS), seeds 3 to 8 at -t 20: 62,754,
 * 62,711, 62,874, 62,618, 61,866 and 62,822 against 62,736, 61,849,
 * 62,692, 62,404, 62,388 and 62,458 (+0.3%, five seeds of six up); with
 * 20 iterations at level 3 as well, 62,180 and 62,722 (seeds 3 and 4).
 * Not measured again at -t 60, where it lost before: too small a gain to
 * make the level depend on the budget.  Measured again once the playouts
 * ran 1.43 times as fast (the tabu colour set aside), which fits more
 * level-3 runs into 20 s, it tied: seeds 3 to 6, 62,736, 62,608, 63,034
 * and 62,164 against 61,937, 62,887, 63,032 and 62,746 (-0.02%, two
 * seeds of four up); on the 20 standard boards, -t 20 -j 1, seeds 1 to
 * 4, 76,990, 77,580, 77,340 and 77,410 against 77,072, 77,858, 77,766
 * and 77,770 (-0.4%, lower at all four).
 * Nor did a race of level-3 runs in place of level 4 (successive halving:
 * several runs from the best game, the better of them going on after a
 * few iterations, where level 4 gets through about three runs a turn at
 * -t 20).  Under auto -t 20, seeds 3 to 5, against 61,894, 62,546 and
 * 62,222 for this code: 8 runs of 2 iterations, the best 4 for 2 more, 2
 * for 3 and 1 for 3 scored 61,734, 61,748 and 62,380; 6 runs of 2, 3 of 3
 * and 1 of 6 scored 62,536, 60,144 and 60,894.
 * Nor did probes: the top level's first iterations (two or three, the
 * probes) all run from the policy it starts with, not adapting between
 * them, so that the best of several level-3 runs, not the first alone,
 * picks the kind of game the rest of the run refines.  (On one board of
 * sg-gen -s 7, the first level-3 run of the commonest colour's turn
 * (solve.c's first) reached 2,201 at one seed and 2,467 at another,
 * from the same beam's game, and the turn ended at 2,252 and 2,999.)
 * Under auto -t 20 -j 1 on 16 boards of sg-gen -s 7, against 62,100,
 * 62,887, 63,032 and 62,746 for this code at seeds 3 to 6 (seed 3 run
 * again: the 61,937 above shared the CPU with a test run for a minute),
 * two probes scored 63,300, 62,145, 62,800 and 62,924 (+0.16%, two seeds
 * of four up), three 62,874, 62,726, 62,982 and 62,620 (+0.17%, one up).
 * On the two boards where this code's runs fall into two kinds of game,
 * they gained 87 to 179 a run on average, but lost on 8 or 9 of the
 * other 14 (by up to 162), giving back half or more of it.  Two probes in
 * the commonest colour's turn only, and only in its first run (not in
 * its restarts), seeds 3 to 10: 62,616, 62,508, 63,004, 62,714, 62,528,
 * 61,662, 62,055 and 62,176 against 62,100, 62,887, 63,032, 62,746,
 * 62,718, 63,098, 61,822 and 62,393 (-0.31%, two seeds of eight up).
 * Nor did a bias against the other of the two commonest colours (the one
 * not tabu), its moves' weights times b, so that a playout would keep it
 * for a second big group: on one board, in nine runs, the best game
 * (4,015) removed a group of 50 tiles of one colour and one of 26 of the
 * other, the worst (3,065) 41 and 13, though two that also took 50 and
 * 26 or 27 left tiles and scored 3,137 and 3,134.  Against the same
 * baseline, b = 0.3 scored 61,736, 62,800 and 61,380, b = 0.1 62,968,
 * 61,971 and 61,222, and both lost most on that board (221 and 210).
 * Nor did knowledge of moves that join pieces of the tabu colour.  A group
 * sandwiches that colour when one of its runs, in a column, has a tabu
 * tile right above it and one right below: playing it joins the two.
 * In the games of two earlier -t 20 runs on those boards, 26% of the
 * moves sandwiched the root's commonest colour, against 19% for a move
 * drawn at random from those allowed (41% joined two of its pieces,
 * against 29%).  With the flag found as the track finds each group, for
 * the turn's tabu colour, against the same baseline:
 *   - a sandwich's weight times b, in playouts and adaptations alike
 *     (GNRPA): b = 1.5 scored 60,899, 61,088 and 61,408; b = 2.5 60,844,
 *     61,248 and 62,604;
 *   - the flag in the code, so that the policy learns a separate weight
 *     for a move while it sandwiches: 61,222, 61,914, 61,067 and 61,906
 *     (seeds 3 to 6, the fourth against 61,960).
 * With the flags found and used (b = 2), nrpa -n 10000000 on one board
 * took 2.85 s against 2.58 s without (+10%), its games differing too.
 * Nor did these, with settled levels ending early (REPEATS), under auto
 * -t 20 -j 1 on those boards, against 62,736, 61,849, 62,692, 62,404,
 * 62,388 and 62,458 at seeds 3 to 8 (seeds 3 and 4 unless said):
 *   - the move's phase in its code (its number in the game over K), so
 *     that a policy could learn when to play a group and not only which
 *     (a code names the group, and a playout at level 1 leaves the
 *     level's best game within its first few moves: see the top of this
 *     file): K = 30 scored 61,908 and 62,070; K = 20 62,134 and 62,216;
 *   - a run started from the best game adapted to it three times, not
 *     once, so that its first playouts keep closer to it: 62,756 and
 *     60,644;
 *   - the tabu colour allowed once one group holds all its tiles left
 *     (that group can grow no more, and playing it lets the tiles above
 *     it fall), so that the policy learns when to play it: seeds 3 to 8,
 *     62,836, 63,482, 62,530, 61,764, 61,446 and 61,730 (-0.2%, two
 *     seeds of six up); against this code run again the same day, seeds
 *     3 to 10 (61,762, 62,127, 62,338, 62,648, 62,702, 62,392, 61,860
 *     and 62,280), with 61,995 and 62,207 at seeds 9 and 10, the same
 *     mean (-0.02%, four seeds of eight up);
 *   - a learning rate of its own at levels 3 and up, which adapt only a
 *     few times in 20 s: 1.0 scored 61,291 and 62,126; 0.4 62,244 and
 *     61,371;
 *   - on the second turn at the tabu colour (solve.c), the engine's best
 *     game, of the other colour, as a hint only: the top level adapted
 *     to it once and then kept the turn's own best game, even one that
 *     scored less, and restarts began from that game, so that the level
 *     learnt from games of its own colour: seeds 3 to 6, 62,029,
 *     61,948, 62,438 and 62,336 (-0.2%, against a mean of 62,320 for two
 *     runs of this code at those seeds).
 */
#define MAX_LEVEL	6
#define TRAIL_CODES	16384	/* a 15x15 game lists about 2,000 moves */

/*
 * A policy: for each code, the exp of its weight, so that a move's
 * probability is its entry over the sum of those of the moves allowed.
 * Kept as the exp, neither a playout nor most of an adaptation calls exp.
 */
struct pol {
	float e[POL_SIZE];
};

/*
 * A level's best game as the codes of the moves the tabu rule allowed at
 * each step (from[d] to from[d + 1]) and of the move played (played[d]).
 * A level adapts its policy to the same game at every iteration until the
 * game changes; with the codes kept, that costs no group listing and no
 * replay, which was half of NRPA's time.  A game with more codes than
 * TRAIL_CODES (boards far above 15x15) is replayed instead.
 */
struct trail {
	int valid;
	int n;
	uint16_t from[SG_MAX_MOVES + 1];
	uint16_t played[SG_MAX_MOVES];
	uint16_t code[TRAIL_CODES];
};

struct nrpa {
	struct eng *e;
	int tabu;			/* group colour of the tabu colour */
	struct pol pol[MAX_LEVEL + 1];
	struct trail trail[MAX_LEVEL + 1];
	uint32_t code[SG_MAX_MOVES + 1];
	double prob[SG_MAX_MOVES + 1];
	uint8_t allowed[SG_MAX_MOVES + 1];
	uint16_t step[SG_MAX_MOVES + 1];	/* one step's allowed codes */
	struct sp_names names;		/* of the position being played */
	struct sp_track track;		/* its groups, and names */
	struct sp_track root;		/* the groups of the root */
	uint16_t first[SG_MAX_MOVES + 1];	/* the track's groups */
	int aside;			/* colour + 1 playouts set aside:
					   the tabu colour, on masked boards */
	uint8_t all[MAX_LEVEL + 1];	/* a level's best game is indexed
					   with nothing set aside */
};

/*
 * The code of group g: its colour, the name of its first tile (lowest of
 * its leftmost column) and its size.  Hashing every tile instead named
 * moves no better and cost an eighth of the search's time.
 *
 * With the cell the tile stands on in place of its name, a move that
 * removed tiles under it, or emptied a column left of it, changed the
 * group's code, and what the policy had learnt of it was lost.  On 16
 * boards of sg-gen -s 7, nrpa, seeds 1 to 5: cells 118,343 and names
 * 119,471 (seeds 1 and 2) at -n 60000000; 113,069 and 115,635 (seeds 3
 * and 4), 57,647 and 57,272 (seed 5) at -n 25000000; names cost 3-7% more
 * time a node.  Without the size, a group that grew would keep what was
 * learnt of it, but its move early and its move later share one code,
 * and it did worse: at -t 20 (auto -j 1, seeds 3 to 5) 61,854, 60,658 and
 * 60,876 against 61,894, 62,546 and 62,222.
 *
 * Nor did the size in buckets do better, so that a group that grew a
 * little kept its code while its moves early and late still differed.
 * Under auto -t 20 -j 1 on 16 boards of sg-gen -s 7, against 62,100,
 * 62,887, 63,032, 62,746, 62,718, 63,098, 61,822 and 62,393 for this code
 * at seeds 3 to 10: with buckets (2, 3, 4, 5-6, 7-8, 9-12, 13-16, 17-24,
 * 25-32 and above), 62,718, 62,460, 61,950, 63,158, 62,674, 63,088,
 * 62,584 and 61,985 (-0.04%, three seeds of eight up; +0.12% on the 14
 * boards other than the two whose runs fall into two kinds of game);
 * with half the size (2-3, 4-5, ...), 61,554, 62,572, 62,852 and 62,866
 * at seeds 3 to 6 (-0.4%).
 */
static uint16_t
code(int color, int size, int name)
{
	uint64_t h = (uint64_t)color << 32 | (uint64_t)size << 16 |
	    (uint64_t)name;

	return (uint16_t)(sg_mix64(h) >> (64 - POL_BITS));
}

/* The code of group g of the position r's names are of. */
static uint32_t
code_of(const struct nrpa *r, const struct sp_group *g)
{
	return code(g->color, g->size, r->names.at[g->cell]);
}

/* Set the code of group g of r's track, first at cell i. */
static inline void
set_code(struct nrpa *r, struct sp_kept *g, int i)
{
	g->key = code(g->color, g->size, r->track.names.at[i]);
}

/* The record of group k of r's track (listed in r->first), its code set. */
static struct sp_kept *
coded(struct nrpa *r, int k)
{
	struct sp_kept *g = sp_track_at(&r->track, r->first[k]);

	if (g->weight == SP_FRESH)
		set_code(r, g, r->first[k]);
	return g;
}

/*
 * Compute the codes of the n groups of e's scratch and the moves the
 * tabu rule allows: any but the tabu colour, unless only it can move.
 *
 * The tabu colour is fixed at the root (its commonest, or the next under
 * tabu_rank 1, or the engine's tabu_color), not taken from each position:
 * when two colours are close
 * in number, the commonest changes from move to move and a playout broke
 * up both.  On 16 boards of sg-gen -s 7, nrpa, seeds 1
 * and 2: 106,041 against 109,230 at -n 10000000, 113,379 against 114,681
 * at -n 25000000.
 */
static void
mark(struct nrpa *r, int n)
{
	struct sp_scratch *s = r->e->s;
	int k, any = 0;

	for (k = 0; k < n; k++) {
		r->code[k] = code_of(r, &s->group[k]);	/* adapt needs all */
		any |= (r->allowed[k] = s->group[k].color != r->tabu);
	}
	if (!any && n > 0)
		memset(r->allowed, 1, (size_t)n);
}

/* A policy that has learnt nothing: every weight 0, so every exp 1. */
static void
pol_reset(struct pol *pol)
{
	size_t i;

	for (i = 0; i < POL_SIZE; i++)
		pol->e[i] = 1.0f;
}

/*
 * exp(-d) for d >= 0: most moves an adaptation lowers had a small
 * probability, and the series to d^4 errs by less than d^5 / 120, under
 * half a float's precision for d < 0.08.
 */
static inline double
exp_minus(double d)
{
	if (d >= 0.08)
		return exp(-d);
	return 1 - d * (1 - d * (0.5 - d * (1.0 / 6 - d / 24)));
}

/* Set p to the root, with the tabu colour aside unless all is set. */
static void
root_pos(struct nrpa *r, struct sp_pos *p, int all)
{
	sp_copy(p, &r->e->root);
	p->aside = (int8_t)(all ? 0 : r->aside);
}

/* Set p, and the names of its tiles, to the root (root_pos). */
static void
from_root(struct nrpa *r, struct sp_pos *p, int all)
{
	root_pos(r, p, all);
	sp_names_start(&r->names, &r->e->root);
}

/* Set p and r's track to the root (root_pos). */
static void
track_root(struct nrpa *r, struct sp_pos *p, int all)
{
	root_pos(r, p, all);
	if (p->aside != r->aside)	/* r->root has it aside */
		sp_track_start(&r->track, p, r->e->s);
	else
		sp_track_restart(&r->track, &r->root, p, r->e->s);
}

/*
 * List the groups of p in e's scratch (sp_groups), giving p's aside colour
 * back when it leaves none; returns their number.
 */
static int
listed(struct eng *e, struct sp_pos *p)
{
	int m = sp_groups(p, e->s);

	if (m == 0 && p->aside) {
		p->aside = 0;
		m = sp_groups(p, e->s);
	}
	return m;
}

/*
 * When p's groups are all of its aside colour (none listed), give the
 * colour back and list them; returns 0 when p has no group left at all.
 */
static int
any_left(struct nrpa *r, struct sp_pos *p)
{
	if (r->track.n == 0 && p->aside) {
		p->aside = 0;
		sp_track_relist(&r->track, p, r->e->s);
	}
	return r->track.n > 0;
}

/* Play group g of e's scratch (listed on p) on p; the names follow. */
static void
play(struct nrpa *r, struct sp_pos *p, const struct sp_group *g)
{
	sp_names_follow(&r->names, p, r->e->s, g);
	sp_play(p, r->e->s, g, r->e->rules);
}

/*
 * What a playout keeps of its groups' weights as the track changes: the
 * sum of those the tabu rule allows, their number, and the largest that
 * sum has been since it was last summed afresh.  Subtracting a large
 * weight leaves the sum's rounding error at that size: about 2^-53 of it
 * a move.  So a sum fallen below 2^-20 of it, where a playout's moves
 * could have made the error near a float's precision of the sum, is
 * summed afresh (rarely: after a move the policy had all but settled on).
 */
struct sums {
	double allowed, big;
	int nallowed;
};

/* Group g of r's track, first at cell i, weighed under pol. */
static inline void
weigh(struct nrpa *r, const struct pol *pol, struct sp_kept *g, int i)
{
	set_code(r, g, i);
	g->weight = pol->e[g->key];
}

/* Sum the weights of the groups of r's track afresh, weighing the new. */
static void
sum_afresh(struct nrpa *r, const struct pol *pol, struct sums *z)
{
	struct sp_track *t = &r->track;
	struct sp_kept *g;
	struct sp_walk w;
	int i;

	z->allowed = 0;
	z->nallowed = 0;
	sp_track_walk(t, &w);
	while ((i = sp_track_next(t, &w)) >= 0) {
		g = sp_track_at(t, i);
		if (g->weight == SP_FRESH)
			weigh(r, pol, g, i);
		if (g->color != r->tabu) {
			z->allowed += g->weight;
			z->nallowed++;
		}
	}
	z->big = z->allowed;
}

#ifdef SG_CHECK_SUMS
/*
 * Built into make check's sanitized run only: the sums kept must be those
 * summed afresh, the number exactly and the sum to within the rounding of
 * the weights added and taken away since the sum was last taken afresh
 * (2^-53 of the largest sum each; 2^-32 allows two million).  An infinite
 * weight makes both sums infinite or NaN, and only the number is compared.
 * Anything else is a bug in the lists of dropped and found groups
 * (track.c) or in their use here, and the check stops the program there.
 */
static void
check_sums(struct nrpa *r, const struct pol *pol, const struct sums *z)
{
	struct sums f;

	sum_afresh(r, pol, &f);		/* every group is weighed: reads only */
	if (f.nallowed != z->nallowed)
		abort();
	if (isfinite(f.allowed) &&
	    !(fabs(f.allowed - z->allowed) <= z->big * 0x1p-32))
		abort();
}
#else
#define check_sums(r, pol, z)	((void)0)
#endif

/*
 * Bring z up to date with the last move of r's track, weighing the groups
 * it found under pol, and return the sum of the weights a playout picks
 * among: the allowed, or when the tabu colour alone can move, its own.
 */
static double
weigh_moves(struct nrpa *r, const struct pol *pol, struct sums *z)
{
	struct sp_track *t = &r->track;
	struct sp_kept *g;
	struct sp_walk w;
	double all = 0;
	int k;

	if (t->nfresh < 0) {
		sum_afresh(r, pol, z);
	} else {
		for (k = 0; k < t->ngone; k++)
			if (t->gone[k].color != r->tabu) {
				z->allowed -= t->gone[k].weight;
				z->nallowed--;
			}
		for (k = 0; k < t->nfresh; k++) {
			g = sp_track_at(t, t->fresh[k]);
			weigh(r, pol, g, t->fresh[k]);
			if (g->color != r->tabu) {
				z->allowed += g->weight;
				z->nallowed++;
			}
		}
		if (z->allowed > z->big)
			z->big = z->allowed;
		else if (z->nallowed > 0 &&
		    !(z->allowed >= z->big * 0x1p-20))	/* or NaN */
			sum_afresh(r, pol, z);
		check_sums(r, pol, z);
	}
	if (z->nallowed > 0)
		return z->allowed;
	sp_track_walk(t, &w);	/* the tabu colour's: a few */
	while ((k = sp_track_next(t, &w)) >= 0)
		all += sp_track_at(t, k)->weight;
	return all;
}

/*
 * The move a playout plays, x in [0, the sum weigh_moves returned with
 * z): the first group, of those allowed unless only the tabu colour can
 * move, whose weights from the first reach past x.  Returns its index
 * among the track's groups and its first tile in *cell.
 */
static int
pick(struct nrpa *r, const struct sums *z, double x, int *cell)
{
	struct sp_track *t = &r->track;
	const struct sp_kept *g;
	struct sp_walk w;
	int i, k, last = 0, allowed_only = z->nallowed > 0;

	sp_track_walk(t, &w);
	for (k = 0; (i = sp_track_next(t, &w)) >= 0; k++) {
		g = sp_track_at(t, i);
		if (allowed_only && g->color == r->tabu)
			continue;
		last = k;
		*cell = i;
		if ((x -= g->weight) < 0)
			return k;
	}
	return last;		/* rounding ran past the last allowed */
}

/* A playout under pol from the root; the group indices go to seq. */
static long
playout(struct nrpa *r, const struct pol *pol, uint16_t *seq, int *nseq)
{
	struct eng *e = r->e;
	struct sp_track *t = &r->track;
	struct sp_pos p;
	struct sums z;
	int k, cell = 0, d = 0;
	double sum;
	long score;

	track_root(r, &p, 0);	/* all new: the first weighing sums afresh */
	while (any_left(r, &p)) {
		sum = weigh_moves(r, pol, &z);
		k = pick(r, &z,
		    (double)(sg_rand(&e->rng) >> 11) * 0x1p-53 * sum, &cell);
		seq[d] = (uint16_t)k;
		e->path[d++] = eng_move_at(&p, cell);
		sp_track_play(t, &p, e->s, cell, e->rules);
	}
	*nseq = d;
	e->playouts++;
	score = sp_final(&p, e->rules);
	eng_offer(e, d, NULL, 0, score);
	eng_tick(e, (uint64_t)d);
	return score;
}

/*
 * Write the codes of the moves the tabu rule allows among the m groups of
 * e's scratch, in group order, to out; returns their number.
 */
static int
allowed_codes(struct nrpa *r, int m, uint16_t *out)
{
	int k, n = 0;

	mark(r, m);
	for (k = 0; k < m; k++)
		if (r->allowed[k])
			out[n++] = (uint16_t)r->code[k];
	return n;
}

/*
 * Move pol towards playing the move of code played among the m allowed
 * ones of code[0..m), under the probabilities before the move.
 */
static void
adapt_step(struct nrpa *r, struct pol *pol, const uint16_t *code, int m,
    uint16_t played)
{
	double z = 0, step;
	int k;

	for (k = 0; k < m; k++)
		z += r->prob[k] = pol->e[code[k]];
	step = ALPHA / z;
	for (k = 0; k < m; k++)	/* the weight less ALPHA p(k) */
		pol->e[code[k]] *= (float)exp_minus(step * r->prob[k]);
	pol->e[played] *= (float)EXP_ALPHA;	/* the weight plus ALPHA */
}

/*
 * List the groups of r's track in r->first, and write the codes of the
 * moves the tabu rule allows among them, in order, to out; returns their
 * number.
 */
static int
kept_codes(struct nrpa *r, uint16_t *out)
{
	int k, m = sp_track_cells(&r->track, r->first), n = 0, any = 0;

	for (k = 0; k < m; k++) {
		struct sp_kept *g = coded(r, k);

		if (g->weight == SP_FRESH)
			g->weight = 0;	/* not weighed: no playout reads it */
		if (g->color != r->tabu)
			out[n++] = g->key;
		any |= g->color != r->tabu;
	}
	if (!any)
		for (k = 0; k < m; k++)
			out[n++] = sp_track_at(&r->track, r->first[k])->key;
	return n;
}

/*
 * Keep in t the codes along the game seq[0..n) from the root, its indices
 * counted with the tabu colour aside unless all is set; 0 when they do not
 * fit.
 */
static int
record(struct nrpa *r, struct trail *t, const uint16_t *seq, int n, int all)
{
	struct sp_track *tr = &r->track;
	struct sp_pos p;
	int d, used = 0;

	track_root(r, &p, all);
	for (d = 0; d < n; d++) {
		any_left(r, &p);
		if (used + tr->n > TRAIL_CODES)
			return t->valid = 0;
		t->from[d] = (uint16_t)used;
		used += kept_codes(r, t->code + used);
		t->played[d] = sp_track_at(tr, r->first[seq[d]])->key;
		sp_track_play(tr, &p, r->e->s, r->first[seq[d]], r->e->rules);
	}
	t->from[n] = (uint16_t)used;
	t->n = n;
	return t->valid = 1;
}

/* Move pol towards the game kept in t. */
static void
adapt_trail(struct nrpa *r, struct pol *pol, const struct trail *t)
{
	int d;

	for (d = 0; d < t->n; d++)
		adapt_step(r, pol, t->code + t->from[d],
		    t->from[d + 1] - t->from[d], t->played[d]);
}

/* Move pol towards the game seq[0..n) (as record reads it), replaying it. */
static void
adapt_replay(struct nrpa *r, struct pol *pol, const uint16_t *seq, int n,
    int all)
{
	struct eng *e = r->e;
	struct sp_pos p;
	int d, m, a;

	from_root(r, &p, all);
	for (d = 0; d < n; d++) {
		m = listed(e, &p);
		a = allowed_codes(r, m, r->step);
		adapt_step(r, pol, r->step, a, (uint16_t)r->code[seq[d]]);
		play(r, &p, &e->s->group[seq[d]]);
	}
}

/*
 * Move level's policy towards its best game seq[0..n), from the codes kept
 * for it (recorded the first time after the game changed).
 */
static void
adapt(struct nrpa *r, int level, const uint16_t *seq, int n)
{
	struct trail *t = &r->trail[level];

	if (t->valid || record(r, t, seq, n, r->all[level]))
		adapt_trail(r, &r->pol[level], t);
	else
		adapt_replay(r, &r->pol[level], seq, n, r->all[level]);
	eng_tick(r->e, (uint64_t)n);
}

/*
 * Search at level; seq[0..*nseq) is the best game found (group indices,
 * counted as r->all[level] says).  When seed is not LONG_MIN, seq holds a
 * game scoring seed on entry, and the search starts from it as its best.
 */
static long
nrpa(struct nrpa *r, int level, uint16_t *seq, int *nseq, long seed)
{
	uint16_t sub[SG_MAX_MOVES];
	long best = seed, score;
	int i, nsub, iterations = level <= 2 ? ITERATIONS_LOW : ITERATIONS_HIGH;
	int repeats = 0;	/* best score found again since it was set */

	if (level == 0)
		return playout(r, &r->pol[0], seq, nseq);
	r->trail[level].valid = 0;
	if (seed == LONG_MIN) {
		*nseq = 0;
		r->all[level] = 0;	/* its games will be playouts' */
	} else {
		adapt(r, level, seq, *nseq);
	}
	for (i = 0; i < iterations && !r->e->stopped; i++) {
		if (level == 1) {	/* a playout only reads its policy */
			score = playout(r, &r->pol[1], sub, &nsub);
		} else {
			r->pol[level - 1] = r->pol[level];
			score = nrpa(r, level - 1, sub, &nsub, LONG_MIN);
		}
		/*
		 * Stopped: the engine holds the best game already.  Adapting
		 * every level on the way out replays the game at each on large
		 * boards, which overran -t 1 by 4% at 64x64.
		 */
		if (r->e->stopped)
			break;
		if (score >= best) {
			repeats = score == best ? repeats + 1 : 0;
			best = score;
			memcpy(seq, sub, sizeof(sub[0]) * (size_t)nsub);
			*nseq = nsub;
			r->trail[level].valid = 0;
			r->all[level] = 0;
		}
		if (level >= REPEATS_FROM && repeats >= REPEATS)
			break;	/* settled: its policy is not used again */
		adapt(r, level, seq, *nseq);
	}
	return best;
}

/*
 * The engine's best game as group indices into seq, counting the groups
 * listed with the tabu colour set aside as a playout lists them, or when
 * the game plays that colour while another can move, with nothing aside
 * (*all set); returns its score, or LONG_MIN when there is none to start
 * from.
 */
static long
best_as_seq(struct nrpa *r, uint16_t *seq, int *n, int *all)
{
	struct eng *e = r->e;
	const struct sg_move *mv = e->best.moves;
	struct sp_pos p;
	int d, m, k;

	*all = 0;
	if (e->best.nmoves == 0 || e->best.score == LONG_MIN)
		return LONG_MIN;
	for (; *all <= (r->aside != 0); ++*all) {
		root_pos(r, &p, *all);
		for (d = 0; d < e->best.nmoves; d++) {
			m = listed(e, &p);
			k = sp_group_index(&p, e->s, m,
			    (mv[d].x + 1) * p.stride + mv[d].y + 1);
			if (k < 0)
				break;
			seq[d] = (uint16_t)k;
			sp_play(&p, e->s, &e->s->group[k], e->rules);
		}
		if (d == e->best.nmoves) {
			*n = d;
			return e->best.score;
		}
	}
	*all = 0;
	return LONG_MIN;
}

void
algo_nrpa(struct eng *e, int level)
{
	struct nrpa *r;
	uint16_t seq[SG_MAX_MOVES];
	struct sp_pos root;
	long seed;
	int n, all, l = level > 0 ? level : 4;
	int budget = e->limit != UINT64_MAX || e->deadline > 0;

	if (l > MAX_LEVEL)
		l = MAX_LEVEL;
	if (!budget && level == 0)
		l = 2;
	if ((r = calloc(1, sizeof(*r))) == NULL)
		return;
	r->e = e;
	r->tabu = e->tabu_color ? e->tabu_color :
	    sp_ranked_color(&e->root, e->tabu_rank) + 1;
	/* masked boards only; off only for a test (engine.h) */
	r->aside = e->root.mstride && !e->aside_off ? r->tabu : 0;
	root_pos(r, &root, 0);
	sp_track_start(&r->root, &root, e->s);
	if (sizeof(*r) > e->peak)
		e->peak = sizeof(*r);
	do {
		pol_reset(&r->pol[l]);
		seed = best_as_seq(r, seq, &n, &all);
		r->all[l] = (uint8_t)all;
		nrpa(r, l, seq, &n, seed);
	} while (budget && !e->stopped);
	free(r);
}
