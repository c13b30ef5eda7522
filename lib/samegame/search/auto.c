/*
 * The auto algorithm: widening beams, then NRPA from their best game (in
 * turns at the tabu colour on one thread, side by side on many, with the
 * probes when colours tie), then a polish of the best game, each on its
 * share of the budget.
 */
#include <stdlib.h>
#include <string.h>

#include "samegame/search/engine_internal.h"
#include "core/team_internal.h"

/*
 * auto spends 1/BEAM_SHARE of the budget on beams, the rest on NRPA from
 * the beam's game: the beams alone scored less on every board measured,
 * and NRPA is where the score comes from.
 */
#define BEAM_SHARE	8
/*
 * auto spends the last 1/POLISH_SHARE of what the beams leave of the
 * budget polishing NRPA's game (polish.c): a polish at the end gained
 * over none, and a longer one gained no more.
 */
#define POLISH_SHARE	16

/* A thread's run of NRPA (nrpa_team): its engine and its tabu colour. */
struct nrpa_share {
	struct eng *e;
	int tabu;
};

/* NRPA on the nrpa_share at part (a part of team_run). */
static void
nrpa_part(void *part)
{
	struct nrpa_share *p = part;

	algo_nrpa(p->e, 0, p->tabu);
}

/* What auto carries from one part of its search to the next. */
struct autorun {
	struct polish polish;		/* where team[0]'s last polish
					   stopped */
	int probes;			/* runs of NRPA that probed a colour */
};

/* eng_share for every engine of the team. */
static void
share_team(struct eng **team, int nteam, uint64_t limit, double deadline,
    int shares, int parts)
{
	int t;

	for (t = 0; t < nteam; t++)
		eng_share(team[t], limit, deadline, shares, parts);
}

/*
 * Between NRPA's turns on a lone engine, the best game is polished
 * (polish.c) on 1/TURN_POLISH_SHARE of what is left of NRPA's budget, so
 * that the next turn starts from the polished game.
 */
#define TURN_POLISH_SHARE	16
/*
 * When the best game after a turn leaves tiles on the board, the polish
 * between turns takes 1/UNCLEARED_POLISH_SHARE of what is left instead:
 * its beams look for the ending that clears the board (+1,000 under std),
 * which the turns' playouts often miss on a board that is hard to clear.
 * A half took too much from the second turn.
 */
#define UNCLEARED_POLISH_SHARE	4

/* Tiles the engine's best game leaves (all of the root's when it has none). */
static int
tiles_left(struct eng *e)
{
	struct sp_pos p;
	int d;

	sp_copy(&p, &e->root);
	for (d = 0; d < e->best.nmoves; d++)
		eng_play(e, &p, e->best.moves[d]);
	return p.tiles;
}

/*
 * NRPA on a lone engine: the turns at the tabu colour (TABU_RANKS) that
 * threads take side by side, one after the other, each on an equal share
 * of the budget left, less the polish between them, the second starting
 * from the first's best game; when more colours than turns tie for the
 * most tiles, the probes (probe.c) pick the turns' colours first.  Two
 * turns beat one; no other split of the time, order of the colours or
 * start of the second turn tried did better.
 */
static void
nrpa_turns(struct eng *e, struct autorun *a)
{
	uint64_t limit = e->limit;
	double deadline = e->deadline;
	int turn, cand[SGM_MAX_COLORS], n, probes = -1;
	long score[SGM_MAX_COLORS];

	n = probe_candidates(&e->root, TABU_RANKS, cand);
	if (n > 0)
		probes = probe_run(e, limit, deadline, cand, n, score);
	if (probes >= 0) {
		a->probes += probes;
		probe_rank(cand, score, n);
	} else {
		n = 0;
	}
	for (turn = 0; turn < TABU_RANKS; turn++) {
		if (turn > 0) {		/* the next turn starts polished */
			eng_share(e, limit, deadline, 1, tiles_left(e) > 0 ?
			    UNCLEARED_POLISH_SHARE : TURN_POLISH_SHARE);
			if (!eng_check(e))
				algo_polish(&e, 1, beam_variants(e->rules),
				    &a->polish);
		}
		eng_share(e, limit, deadline, 1, TABU_RANKS - turn);
		if (eng_check(e))
			break;
		/* a stop ends the next eng_check */
		algo_nrpa(e, 0, n > 0 ? cand[turn] + 1 : eng_turn_tabu(e, turn));
	}
	e->limit = limit;
	e->deadline = deadline;
}

/* Give every engine of the team the best game any of them holds. */
static void
hold_best(struct eng **team, int nteam)
{
	int t;

	eng_adopt_team(team, nteam);
	for (t = 1; t < nteam; t++)
		eng_adopt(team[t], team[0]);
}

/* A thread's share of the team's probes (probe_team). */
struct probe_share {
	struct eng *e;
	uint64_t limit;
	double deadline;
	int n, failed, probes;
	int cand[SGM_MAX_COLORS];
	long score[SGM_MAX_COLORS];
};

/* The probes of the probe_share at part (a part of team_run). */
static void
probe_part(void *part)
{
	struct probe_share *p = part;

	p->probes = probe_run(p->e, p->limit, p->deadline, p->cand, p->n,
	    p->score);
	p->failed = p->probes < 0;
	eng_share(p->e, p->limit, p->deadline, 1, 1);	/* what is left */
}

/*
 * The probes (probe.c) of a team holding one best game, the colours dealt
 * out to its engines in turn, all then holding the best game of all.
 * Each probe takes the same share of an engine's budget, so an engine
 * with fewer probes (5 colours on 2 threads: 2 against 3) waits for the
 * others.  Writes the colours to cand best first and returns their
 * number, or 0 when there was nothing to probe or memory ran out; counts
 * the probes run in a->probes.
 */
static int
probe_team(struct eng **team, int nteam, int *cand, struct autorun *a)
{
	struct probe_share *parts;
	long score[SGM_MAX_COLORS];
	int t, k, n = probe_candidates(&team[0]->root, TABU_RANKS, cand);
	int failed = 0;

	if (n == 0 || (parts = calloc((size_t)nteam, sizeof(*parts))) == NULL)
		return 0;
	for (t = 0; t < nteam; t++) {
		parts[t].e = team[t];
		parts[t].limit = team[t]->limit;
		parts[t].deadline = team[t]->deadline;
	}
	for (k = 0; k < n; k++) {
		struct probe_share *p = &parts[k % nteam];
		p->cand[p->n++] = cand[k];
	}
	team_run(probe_part, parts, sizeof(parts[0]), nteam);
	for (k = 0; k < n; k++)	/* the inverse of the deal */
		score[k] = parts[k % nteam].score[k / nteam];
	for (t = 0; t < nteam; t++) {
		failed |= parts[t].failed;
		a->probes += parts[t].failed ? 0 : parts[t].probes;
	}
	hold_best(team, nteam);
	free(parts);
	if (failed)
		return 0;
	probe_rank(cand, score, n);
	return n;
}

/*
 * NRPA on every engine of the team at once, each from the team's best,
 * their tabu colours the probes' two best when colours tie (probe_team),
 * else by rank; a lone engine takes its turns at the tabu colour
 * (nrpa_turns).
 */
static void
nrpa_team(struct eng **team, int nteam, struct autorun *a)
{
	struct nrpa_share parts[TEAM_MAX];
	int t, cand[SGM_MAX_COLORS], n;

	if (nteam == 1) {
		nrpa_turns(team[0], a);
		return;
	}
	hold_best(team, nteam);
	n = probe_team(team, nteam, cand, a);
	if (eng_check(team[0]))
		return;
	for (t = 0; t < nteam; t++) {
		parts[t].e = team[t];
		parts[t].tabu = n > 0 ? cand[t % TABU_RANKS] + 1 :
		    eng_turn_tabu(team[t], t);
	}
	team_run(nrpa_part, parts, sizeof(parts[0]), nteam);
}

/*
 * An eighth of the budget (BEAM_SHARE) on widening beams under both
 * evaluations, then NRPA from the best game they found, whose games
 * measured better than the beam's on sg-gen boards, and the last sixteenth
 * of what the beams leave (POLISH_SHARE) polishing NRPA's best game; every
 * search offers its games to the same engines, so the best of all is kept.
 * Returns the probes run.
 */
int
algo_auto(struct eng **team, int nteam)
{
	struct eng *e = team[0];
	uint64_t limit = e->limit;
	double deadline = e->deadline;
	struct autorun a;

	memset(&a, 0, sizeof(a));
	if (limit == UINT64_MAX && deadline == 0) {
		algo_beam_widen(team, nteam);
		return 0;
	}
	share_team(team, nteam, limit, deadline, 1, BEAM_SHARE);
	algo_beam_widen(team, nteam);
	if (e->stop && *e->stop)
		return a.probes;
	share_team(team, nteam, limit, deadline, POLISH_SHARE - 1,
	    POLISH_SHARE);
	if (!eng_check(e))
		nrpa_team(team, nteam, &a);
	if (e->stop && *e->stop)
		return a.probes;
	share_team(team, nteam, limit, deadline, 1, 1);
	if (!eng_check(e))
		algo_polish(team, nteam, beam_variants(e->rules), &a.polish);
	return a.probes;
}
