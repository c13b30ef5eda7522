#include <string.h>

#include "core/clock.h"
#include "core/rng.h"
#include "lines/play/player.h"

/* auto is the strongest player there is. */
static const struct lines_player players[] = {
	{ "auto", lines_expecti },
	{ "expecti", lines_expecti },
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
	return "auto, expecti, greedy or random";
}

/*
 * The part of a game's time never shared out: what the moves overrun their
 * deadlines by, between two looks at the clock, and the time spent outside
 * the player, are paid from it.
 */
#define PACE_RESERVE	0.05
/* What a move may leave the moves after it: this many times their need. */
#define PACE_NEEDED	2
/* The weight of the last move in the running mean of what moves need. */
#define PACE_NEEDED_WEIGHT	0.1
/* The weight of the last move in the running mean of the moves' stretch. */
#define PACE_STRETCH_WEIGHT	0.05

/*
 * The moves left, counted in shares: each move is expected to take the
 * mean, which lines_pace_note keeps at one or more.
 */
static double
shares_left(const struct lines_pace *p, int left)
{
	return p->stretch > 0 ? left * p->stretch : left;
}

void
lines_pace_budget(const struct lines_pace *p, int moves, double now,
    struct lines_budget *b)
{
	int left = LINES_MAX_TURNS - moves > 0 ? LINES_MAX_TURNS - moves : 1;
	double seconds = p->seconds * (1 - PACE_RESERVE);
	double shares = shares_left(p, left);

	memset(b, 0, sizeof(*b));
	if (p->seconds > 0) {
		b->game_deadline = now + (seconds > p->used ?
		    seconds - p->used : 0);
		b->deadline = now + (b->game_deadline - now) / shares;
		b->stretch_by = b->game_deadline - PACE_NEEDED * p->needed *
		    (left - 1);
		if (b->stretch_by < b->deadline)
			b->stretch_by = b->deadline;
	}
	if (p->nodes > 0) {
		b->game_nodes = p->nodes > p->spent ? p->nodes - p->spent : 0;
		b->nodes = (uint64_t)((double)b->game_nodes / shares);
	}
	if (p->nodes > 0 && b->nodes == 0)
		b->nodes = 1;	/* a share of nothing still gets a move */
}

void
lines_pace_note(struct lines_pace *p, const struct lines_budget *b,
    double seconds)
{
	double stretch;

	p->used += seconds;
	p->spent += b->spent;
	if (b->needed > 0)
		p->needed = p->needed > 0 ? p->needed + PACE_NEEDED_WEIGHT *
		    (b->needed - p->needed) : b->needed;
	stretch = b->stretch > 1 ? b->stretch : 1;
	p->stretch = p->stretch > 0 ? p->stretch + PACE_STRETCH_WEIGHT *
	    (stretch - p->stretch) : stretch;
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
	while (!t->over) {
		lines_tester_view(t, &v);
		t0 = sg_clock();
		lines_pace_budget(pace, g->moves, t0, &b);
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
