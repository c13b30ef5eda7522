#include <string.h>

#include "lines/play/player.h"

static const struct lines_player players[] = {
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

int
lines_play_game(const struct lines_setup *s, const struct lines_player *pl,
    uint64_t seed, struct lines_game *g, struct sg_error *err)
{
	static struct lines_tester t;	/* 3 KB: kept off small stacks */
	struct lines_view v;
	struct lines_step step;
	struct lines_move m;

	if (lines_tester_init(&t, s, err) == -1)
		return -1;
	g->moves = 0;
	while (!t.over) {
		lines_tester_view(&t, &v);
		if (pl->choose(&v, &seed, &m) == -1)
			return sg_fail(err, "player %s found no move after %d",
			    pl->name, g->moves);
		g->move[g->moves++] = m;
		lines_tester_play(&t, m, &step, NULL);
	}
	g->score = t.score;
	return 0;
}
