/*
 * The Lines players by name, the seed each game gives a player, and a
 * whole game played offline by one of them.
 */
#include <string.h>

#include "core/clock.h"
#include "core/rng.h"
#include "lines/play/expecti_internal.h"

/* auto is the strongest player there is. */
static const struct lines_player players[] = {
	{ "auto", lines_expecti },
	{ "expecti", lines_expecti },
	{ "expecti-hand", lines_expecti_hand },
	{ "expecti-learned", lines_expecti_learned },
	{ "learned", lines_learned },
	{ "greedy", lines_greedy },
	{ "random", lines_random },
};

const struct lines_player *
lines_player_find(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(players) / sizeof(players[0]); i++)
		if (strcmp(players[i].name, name) == 0)
			return &players[i];
	return NULL;
}

const char *
lines_player_names(void)
{
	return "auto, expecti, expecti-hand, expecti-learned, learned, "
	    "greedy or random";
}

int
lines_player_learns(const struct lines_player *pl, int n, int colors)
{
	if (pl->choose == lines_learned || pl->choose == lines_expecti_learned)
		return 1;
	if (pl->choose == lines_expecti)
		return n == 0 || lines_expecti_learns(n, colors);
	return 0;
}

uint64_t
lines_player_seed(uint64_t seed, const struct lines_view *first)
{
	uint64_t h = sg_mix64(seed ^ ((uint64_t)first->n << 8 |
	    (uint64_t)first->colors));
	int i;

	for (i = 0; i < first->n * first->n; i++)
		h = sg_mix64(h ^ first->cell[i]);
	for (i = 0; i < first->nnext; i++)
		h = sg_mix64(h ^ first->next[i]);
	return h;
}

int
lines_play_game(struct lines_tester *t, const struct lines_setup *s,
    const struct lines_player *pl, uint64_t seed, struct lines_pace *pace,
    struct lines_game *g, struct sg_error *err)
{
	struct lines_budget b;
	struct lines_view v;
	struct lines_step step;
	struct lines_move m;
	uint64_t rng;
	double t0;

	if (lines_tester_init(t, s, err) == -1)
		return -1;
	g->moves = 0;
	lines_tester_view(t, &v);
	rng = lines_player_seed(seed, &v);
	while (!t->over && !(pace->stop && atomic_load(pace->stop))) {
		lines_tester_view(t, &v);
		t0 = sg_clock();
		lines_pace_budget(pace, &v, t0, &b);
		if (pl->choose(&v, &rng, &b, &m) == -1)
			return sg_fail(err, "player %s found no move after %d",
			    pl->name, g->moves);
		lines_pace_note(pace, &b, sg_clock() - t0);
		g->move[g->moves++] = m;
		if (lines_tester_play(t, m, &step, err) == -1)
			return -1;
	}
	g->score = t->score;
	return 0;
}
