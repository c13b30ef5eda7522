#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "samegame/search/engine_internal.h"
#include "core/rng.h"

#define CHECK_EVERY	256	/* nodes between looks at the clock */
#define CHECK_CELLS	225	/* on boards this small (15x15) */

double
eng_now(void)
{
	return sg_clock();
}

void
eng_share(struct eng *e, uint64_t limit, double deadline, int shares,
    int parts)
{
	/* a search may overrun its share by a few hundred nodes */
	uint64_t left = limit > e->nodes ? limit - e->nodes : 0;

	e->limit = limit == UINT64_MAX ? limit :
	    e->nodes + left / (uint64_t)parts * (uint64_t)shares;
	e->deadline = deadline > 0 ? eng_now() +
	    (deadline - eng_now()) * shares / parts : 0;
	e->stopped = 0;
	e->last_tick = eng_now();
	if (e->deadline > 0 && e->last_tick + e->stretch >= e->deadline)
		e->stopped = 1;
}

/*
 * Nodes between looks at the clock on board b.  A move costs about as much
 * as the board has cells, so a larger board looks more often: every 15
 * nodes on 64x64 rather than 256.  Without a deadline the looks are for the
 * node budget alone, every 256 nodes whatever the board, so that a game
 * under -n does not depend on how often the clock is read.
 */
static uint64_t
check_every(const struct sgm_board *b, double deadline)
{
	int cells = b->w * b->h;

	if (cells <= CHECK_CELLS || deadline <= 0)
		return CHECK_EVERY;
	return (uint64_t)(CHECK_EVERY * CHECK_CELLS / cells + 1);
}

/* What eng_init and eng_init_twin share: all but the root and the game. */
static int
eng_setup(struct eng *e, const struct sgm_board *root,
    const struct sgm_search_opts *o, uint64_t seed, uint64_t limit,
    double deadline)
{
	memset(e, 0, offsetof(struct eng, root));
	e->rules = o->rules;
	if ((e->s = calloc(1, sizeof(*e->s))) == NULL)
		return -1;
	e->rng = sg_mix64(seed);
	e->limit = limit ? limit : UINT64_MAX;
	e->check_every = check_every(root, deadline);
	e->next_check = e->check_every;
	e->deadline = deadline;
	e->stop = o->stop;
	e->live_best = o->live_best;
	e->memory = o->memory ? o->memory : (size_t)1 << 30;
	e->best.score = LONG_MIN;
	e->best.nmoves = 0;
	return 0;
}

/* Stop at once if the deadline leaves no room for a stretch of work. */
static void
check_room(struct eng *e)
{
	e->last_tick = eng_now();
	if (e->deadline > 0 && e->last_tick + e->stretch >= e->deadline)
		e->stopped = 1;
}

int
eng_init(struct eng *e, const struct sgm_board *root,
    const struct sgm_search_opts *o, uint64_t seed, uint64_t limit,
    double deadline)
{
	double t0;

	if (eng_setup(e, root, o, seed, limit, deadline) < 0)
		return -1;
	sp_from_board(&e->root, root);
	t0 = eng_now();
	eng_greedy(e, &(struct sp_pos){0}, -1);
	/* a game's worth of moves: what a playout may cost */
	e->greedy_time = e->stretch = e->last_stretch = eng_now() - t0;
	check_room(e);
	return 0;
}

int
eng_init_twin(struct eng *e, const struct eng *first,
    const struct sgm_board *root, const struct sgm_search_opts *o,
    uint64_t seed, uint64_t limit, double deadline)
{
	if (eng_setup(e, root, o, seed, limit, deadline) < 0)
		return -1;
	sp_copy(&e->root, &first->root);
	eng_copy_game(&e->best, &first->best);
	e->nodes = first->nodes;
	e->greedy_time = e->stretch = e->last_stretch = first->greedy_time;
	check_room(e);
	return 0;
}

void
eng_free(struct eng *e)
{
	free(e->s);
	free(e->nrpa);
	e->s = NULL;
	e->nrpa = NULL;
}

/*
 * Stop when the time left would not see the next stretch of work through:
 * a stretch can be a whole playout (15 to 40 ms on 64x64), and a budget
 * must end within 1% or 10 ms of its deadline.
 */
static int
check_at(struct eng *e, double now)
{
	e->next_check = e->nodes + e->check_every;
	if (e->nodes >= e->limit)
		e->stopped = 1;
	else if (e->stop && *e->stop)
		e->stopped = 1;
	else if (e->deadline > 0 && now + e->stretch >= e->deadline)
		e->stopped = 1;
	return e->stopped;
}

int
eng_check(struct eng *e)
{
	return check_at(e, eng_now());
}

/*
 * The reserve is the longer of the last two stretches, as the work often
 * alternates (NRPA: a playout, then adapting to it) and the next stretch
 * is like the one before the last.
 */
int
eng_tick_check(struct eng *e)
{
	double now = eng_now(), last = now - e->last_tick;

	e->stretch = last > e->last_stretch ? last : e->last_stretch;
	e->last_stretch = last;
	e->last_tick = now;
	return check_at(e, now);
}

void
eng_offer(struct eng *e, int n, const struct sgm_move *tail, int ntail,
    long score)
{
	if (score <= e->best.score)
		return;
	if (n > 0)
		memcpy(e->best.moves, e->path, sizeof(e->path[0]) * (size_t)n);
	if (ntail > 0)
		memcpy(e->best.moves + n, tail,
		    sizeof(tail[0]) * (size_t)ntail);
	e->best.nmoves = n + ntail;
	e->best.score = score;
	if (e->live_best) {	/* raise it, never lower it, across threads */
		long seen = atomic_load(e->live_best);
		while (seen < score &&
		    !atomic_compare_exchange_weak(e->live_best, &seen, score))
			;
	}
}

void
eng_copy_game(struct sgm_solution *dst, const struct sgm_solution *src)
{
	memcpy(dst, src, offsetof(struct sgm_solution, moves) +
	    sizeof(src->moves[0]) * (size_t)src->nmoves);
}

void
eng_adopt(struct eng *dst, const struct eng *src)
{
	if (src->best.score > dst->best.score)
		eng_copy_game(&dst->best, &src->best);
}

void
eng_adopt_team(struct eng **team, int nteam)
{
	int t;

	for (t = 1; t < nteam; t++)
		eng_adopt(team[0], team[t]);
}

int
eng_play(struct eng *e, struct sp_pos *p, struct sgm_move m)
{
	return sp_play_cell(p, (m.x + 1) * p->stride + m.y + 1, e->s, e->rules);
}

long
eng_playout(struct eng *e, struct sp_pos *p, int d, int tabu, int *end)
{
	struct sp_scratch *s = e->s;
	const struct sp_group *g;
	int n, k, pick, allowed, t;
	long score;

	/* without the tabu rule, only the group played need be listed */
	while ((n = tabu ? sp_groups(p, s) : sp_find_groups(p, s)) > 0) {
		pick = -1;
		if (tabu) {
			t = sp_commonest(p) + 1;
			for (allowed = k = 0; k < n; k++)
				allowed += s->group[k].color != t;
			if (allowed > 0) {
				int r = (int)sg_rand_below(&e->rng,
				    (uint32_t)allowed);
				for (k = 0; k < n; k++)
					if (s->group[k].color != t && r-- == 0)
						break;
				pick = k;
			}
		}
		if (pick < 0)
			pick = (int)sg_rand_below(&e->rng, (uint32_t)n);
		g = sp_nth_group(p, s, pick);
		e->path[d++] = eng_move(p, g);
		sp_play(p, s, g, e->rules);
		e->nodes++;
	}
	e->playouts++;
	score = sp_final(p, e->rules);
	eng_offer(e, d, NULL, 0, score);
	eng_tick(e, 0);
	if (end)
		*end = d;
	return score;
}

long
eng_greedy(struct eng *e, struct sp_pos *p, int d)
{
	struct sp_scratch *s = e->s;
	int n, k, pick;
	long score;

	if (d < 0) {		/* from the root, into a fresh copy */
		sp_copy(p, &e->root);
		d = 0;
	}
	while ((n = sp_groups(p, s)) > 0) {
		for (pick = 0, k = 1; k < n; k++)
			if (s->group[k].size > s->group[pick].size)
				pick = k;
		e->path[d++] = eng_move(p, &s->group[pick]);
		sp_play(p, s, &s->group[pick], e->rules);
		e->nodes++;
	}
	score = sp_final(p, e->rules);
	eng_offer(e, d, NULL, 0, score);
	return score;
}

void
eng_start(struct eng *e, const struct sgm_move *moves, int n)
{
	struct sp_pos p;
	int d;

	sp_copy(&p, &e->root);
	for (d = 0; d < n; d++) {
		e->path[d] = moves[d];
		eng_play(e, &p, moves[d]);
	}
	eng_greedy(e, &p, n);
}

void
algo_random(struct eng *e, uint64_t playouts)
{
	struct sp_pos p;

	while (!e->stopped && (playouts == 0 || e->playouts < playouts)) {
		sp_copy(&p, &e->root);
		eng_playout(e, &p, 0, 0, NULL);
	}
}
