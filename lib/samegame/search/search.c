/*
 * The dispatcher: budgets, threads, the auto algorithm, and the check that
 * every game returned replays to its score.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "samegame/search/engine_internal.h"
#include "samegame/replay.h"
#include "core/team_internal.h"

#define DEFAULT_WIDTH	1000	/* beam widths of a search without a budget,
				   split between the evaluations */
/*
 * auto spends 1/BEAM_SHARE of the budget on beams, the rest on NRPA from
 * the beam's game: the beams alone scored less on every board measured,
 * and NRPA is where the score comes from.
 */
#define BEAM_SHARE	8
/*
 * Threads on one board take turns at NRPA's tabu colour: even threads keep
 * the root's commonest colour for last, odd ones the next commonest.  Two
 * searches of one tabu colour end near the same game, and the other colour
 * wins big on some boards; the third commonest did worse again, so the
 * turns are of two.  Where the commonest leads by far, both turns keep it
 * (probe.c: turn_rank).
 */
#define TABU_RANKS	2
/*
 * auto spends the last 1/POLISH_SHARE of what the beams leave of the
 * budget polishing NRPA's game (polish.c): a polish at the end gained
 * over none, and a longer one gained no more.
 */
#define POLISH_SHARE	16

static const char *const algo_names[] = {
	[SGM_ALGO_AUTO] = "auto",
	[SGM_ALGO_GREEDY] = "greedy",
	[SGM_ALGO_RANDOM] = "random",
	[SGM_ALGO_BEAM] = "beam",
	[SGM_ALGO_NMCS] = "nmcs",
	[SGM_ALGO_NRPA] = "nrpa",
};

int
sgm_algo_parse(const char *name, enum sgm_algo *algo, struct sg_error *err)
{
	size_t i;

	for (i = 0; i < sizeof(algo_names) / sizeof(algo_names[0]); i++)
		if (strcmp(name, algo_names[i]) == 0) {
			*algo = (enum sgm_algo)i;
			return 0;
		}
	return sg_fail(err, "unknown algorithm '%s' (expected auto, greedy, "
	    "random, beam, nmcs or nrpa)", name);
}

const char *
sgm_algo_name(enum sgm_algo algo)
{
	return algo_names[algo];
}

int
sgm_solution_replay(const struct sgm_board *b, const struct sgm_solution *sol,
    enum sgm_rules rules, long *score, struct sg_error *err)
{
	return sgm_replay_score(b, sol->moves, sol->nmoves, rules, score, err);
}

/* Evaluations the beam has under rules: two, but one under tiles. */
static int
variants(enum sgm_rules rules)
{
	return rules == SGM_RULES_TILES ? 1 : 2;
}

/*
 * The most nodes any engine of the team has simulated: the one that will
 * run out first (a worker out of budget stops the whole team).
 */
static uint64_t
team_nodes(struct eng **team, int nteam)
{
	uint64_t n = 0;
	int t;

	for (t = 0; t < nteam; t++)
		if (team[t]->nodes > n)
			n = team[t]->nodes;
	return n;
}

/*
 * Beam searches of growing width until the budget is spent, each width
 * doubling the last, the last one sized to what is left of the budget.
 * Each width is searched under both evaluations (variants) where the rules
 * have two: on sg-gen boards either can be the better on a board (see
 * beam.c).  The deadline is team[0]'s; the nodes left are those of the
 * busiest engine.
 */
static void
widen(struct eng **team, int nteam)
{
	struct eng *e = team[0];
	double t0, dt, left;
	uint64_t n0, dn;
	double w = 1, next;
	int v, flags, nv = variants(e->rules);

	if (e->limit == UINT64_MAX && e->deadline == 0) {
		for (v = 0; v < nv; v++)
			algo_beam_team(team, nteam, DEFAULT_WIDTH / nv, v);
		return;
	}
	while (!e->stopped) {
		t0 = eng_now();
		n0 = team_nodes(team, nteam);
		for (v = flags = 0; v < nv && !e->stopped; v++)
			flags |= algo_beam_team(team, nteam, (int)w, v);
		/*
		 * A beam that dropped nothing was exhaustive; one narrowed to
		 * fit in memory was as wide as any that follows would be, and
		 * would search the same positions again.
		 */
		if (e->stopped || eng_check(e) || !(flags & BEAM_CUT) ||
		    (flags & BEAM_CLAMPED))
			break;
		dt = eng_now() - t0;
		dn = team_nodes(team, nteam) - n0;
		next = 2 * w;
		if (e->deadline > 0 && dt > 0) {
			left = e->deadline - eng_now();
			if (2 * dt > left)
				next = w * left / dt * 0.95;
		}
		if (e->limit != UINT64_MAX && dn > 0) {
			left = (double)(e->limit - team_nodes(team, nteam));
			if (2 * (double)dn > left)
				next = w * left / (double)dn * 0.95;
		}
		w = next < w ? w : next;
		if (w > 1e8)
			w = 1e8;
	}
}

/*
 * The tabu colour (colour + 1) of NRPA's turn (or thread) turn on e: the
 * colour of its rank by tiles (turn_rank).
 */
static int
turn_tabu(const struct eng *e, int turn)
{
	return eng_ranked_tabu(e, turn_rank(&e->root, turn, TABU_RANKS));
}

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
				algo_polish(&e, 1, variants(e->rules),
				    &a->polish);
		}
		eng_share(e, limit, deadline, 1, TABU_RANKS - turn);
		if (eng_check(e))
			break;
		/* a stop ends the next eng_check */
		algo_nrpa(e, 0, n > 0 ? cand[turn] + 1 : turn_tabu(e, turn));
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
		    turn_tabu(team[t], t);
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
static int
auto_search(struct eng **team, int nteam)
{
	struct eng *e = team[0];
	uint64_t limit = e->limit;
	double deadline = e->deadline;
	struct autorun a;

	memset(&a, 0, sizeof(a));
	if (limit == UINT64_MAX && deadline == 0) {
		widen(team, nteam);
		return 0;
	}
	share_team(team, nteam, limit, deadline, 1, BEAM_SHARE);
	widen(team, nteam);
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
		algo_polish(team, nteam, variants(e->rules), &a.polish);
	return a.probes;
}

struct job {
	struct eng e;
	const struct sgm_search_opts *o;
	int index;
	uint64_t playouts;
};

/* The search of the job at part (a part of team_run). */
static void
run(void *part)
{
	struct job *j = part;
	struct eng *e = &j->e;
	const struct sgm_search_opts *o = j->o;

	if (!sp_has_move(&e->root))
		return;
	switch (o->algo) {
	case SGM_ALGO_GREEDY:
		break;
	case SGM_ALGO_RANDOM:
		if (j->playouts == 0 && o->seconds <= 0)
			j->playouts = 1000;
		algo_random(e, j->playouts);
		break;
	case SGM_ALGO_BEAM:
	case SGM_ALGO_AUTO:
		break;		/* the team's (run_team) */
	case SGM_ALGO_NMCS:
		algo_nmcs(e, o->level);
		break;
	case SGM_ALGO_NRPA:
		algo_nrpa(e, o->level, turn_tabu(e, j->index));
		break;
	}
}

/*
 * Beam and auto: every thread works on one beam, then (auto) on NRPA.
 * Returns the probes run.
 */
static int
run_team(struct job *jobs, int nt)
{
	struct eng *team[TEAM_MAX];
	const struct sgm_search_opts *o = jobs[0].o;
	int t;

	for (t = 0; t < nt; t++)
		team[t] = &jobs[t].e;
	if (!sp_has_move(&team[0]->root))
		return 0;
	if (o->algo == SGM_ALGO_AUTO)
		return auto_search(team, nt);
	if (o->width > 0)
		algo_beam_team(team, nt, o->width, 0);
	else
		widen(team, nt);
	return 0;
}

/* Check that o's start game is legal on b: 0, or -1 with a message. */
static int
check_start(const struct sgm_board *b, const struct sgm_search_opts *o,
    struct sg_error *err)
{
	struct sg_error why;
	long score;

	if (o->nstart < 0 || o->nstart > SGM_MAX_MOVES)
		return sg_fail(err, "start game: %d moves, not 0 to %d",
		    o->nstart, SGM_MAX_MOVES);
	if (sgm_replay_score(b, o->start, o->nstart, o->rules, &score,
	    &why) < 0)
		return sg_fail(err, "start game: %s", why.msg);
	return 0;
}

/*
 * Set up job t of nt, jobs[0] already set up when t > 0: 0, or -1 when
 * memory ran out.  Random's budget is its playouts, not a node limit.
 */
static int
job_init(struct job *jobs, int t, int nt, const struct sgm_board *b,
    const struct sgm_search_opts *o, uint64_t limit, double deadline)
{
	struct sgm_search_opts mine = *o;
	struct job *j = &jobs[t];
	uint64_t seed = o->seed + (uint64_t)t * 0x9E3779B97F4A7C15u;
	uint64_t nodes = o->algo == SGM_ALGO_RANDOM ? 0 : limit;

	mine.memory = (o->memory ? o->memory : (size_t)1 << 30) / (size_t)nt;
	j->o = o;
	j->index = t;
	if (o->algo == SGM_ALGO_RANDOM)
		j->playouts = limit;
	if (t > 0) {
		if (eng_init_twin(&j->e, &jobs[0].e, b, &mine, seed, nodes,
		    deadline) < 0)
			return -1;
	} else {
		if (eng_init(&j->e, b, &mine, seed, nodes, deadline) < 0)
			return -1;
		if (o->start)
			eng_start(&j->e, o->start, o->nstart);
	}
	if (o->algo == SGM_ALGO_AUTO || o->algo == SGM_ALGO_NRPA)
		(void)nrpa_prepare(&j->e);	/* else made when needed */
	return 0;
}

int
sgm_search(const struct sgm_board *b, const struct sgm_search_opts *o,
    struct sgm_solution *best, struct sgm_search_stats *stats,
    struct sg_error *err)
{
	struct job *jobs;
	double deadline = o->seconds > 0 ? eng_now() + o->seconds : 0;
	int t, nt = o->threads < 1 ? 1 : o->threads, win = 0, probes = 0;
	uint64_t limit;
	long score;

	if (nt > TEAM_MAX)
		return sg_fail(err, "%d threads is more than %d", nt, TEAM_MAX);
	if (o->start && check_start(b, o, err) < 0)
		return -1;
	if (o->algo == SGM_ALGO_GREEDY)
		nt = 1;
	if ((jobs = calloc((size_t)nt, sizeof(*jobs))) == NULL)
		return sg_fail(err, "out of memory");
	limit = o->nodes ? (o->nodes + (uint64_t)nt - 1) / (uint64_t)nt : 0;
	for (t = 0; t < nt; t++)
		if (job_init(jobs, t, nt, b, o, limit, deadline) < 0) {
			for (t = 0; t < nt; t++)
				eng_free(&jobs[t].e);
			free(jobs);
			return sg_fail(err, "out of memory");
		}
	if (o->algo == SGM_ALGO_BEAM || o->algo == SGM_ALGO_AUTO)
		probes = run_team(jobs, nt);
	else
		team_run(run, jobs, sizeof(jobs[0]), nt);
	if (stats) {
		memset(stats, 0, sizeof(*stats));
		stats->probes = probes;
	}
	for (t = 0; t < nt; t++) {
		if (jobs[t].e.best.score > jobs[win].e.best.score)
			win = t;
		if (stats) {
			stats->nodes += jobs[t].e.nodes;
			stats->playouts += jobs[t].e.playouts;
			stats->peak_memory += jobs[t].e.peak;
		}
	}
	eng_copy_game(best, &jobs[win].e.best);
	for (t = 0; t < nt; t++)
		eng_free(&jobs[t].e);
	free(jobs);
	if (sgm_solution_replay(b, best, o->rules, &score, err) < 0)
		return -1;
	if (score != best->score)
		return sg_fail(err, "search scored %ld but the game replays "
		    "to %ld", best->score, score);
	return 0;
}

double
sgm_playout_rate(const struct sgm_board *b, double seconds)
{
	struct sgm_search_opts o;
	struct eng e;
	double t0, dt;

	memset(&o, 0, sizeof(o));
	if (eng_init(&e, b, &o, 1, 0, 0) < 0)
		return 0;
	t0 = eng_now();
	e.deadline = t0 + seconds;
	e.playouts = 0;
	algo_random(&e, 0);
	dt = eng_now() - t0;
	eng_free(&e);
	return dt > 0 ? (double)e.playouts / dt : 0;
}
