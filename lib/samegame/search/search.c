/*
 * The dispatcher: the algorithms by name, budgets, threads, and the check
 * that every game returned replays to its score.  The auto algorithm is
 * auto.c's.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "samegame/search/engine_internal.h"
#include "samegame/replay.h"
#include "core/team_internal.h"

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
		algo_nrpa(e, o->level, eng_turn_tabu(e, j->index));
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
		return algo_auto(team, nt);
	if (o->width > 0)
		algo_beam_team(team, nt, o->width, 0);
	else
		algo_beam_widen(team, nt);
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
