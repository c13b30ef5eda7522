#include "fit.h"

/* The game of generation g numbered i: sizes 7 to 11 in turn, then the
 * colour counts. */
static struct lines_setup
setup_of(const struct fit_games *f, long g, int i)
{
	struct lines_setup s;
	int sizes = LINES_MAX_SIDE - LINES_MIN_SIDE + 1;

	s.seed = f->seed + g * f->games + i;
	s.n = LINES_MIN_SIDE + i % sizes;
	s.colors = f->lo + i / sizes % (f->hi - f->lo + 1);
	return s;
}

/* The most balls one move on p removes. */
static int
largest_offered(const struct lines_pos *p)
{
	struct lines_pos q;
	lines_bits reach;
	int from, most = 0, removed;

	for (from = 0; from < p->n * p->n; from++) {
		if (p->cell[from] == LINES_EMPTY)
			continue;
		for (reach = lines_reach(p, from); reach; reach &= reach - 1) {
			removed = lines_move_alone(p, from, lines_first(reach),
			    &q);
			if (removed > most)
				most = removed;
		}
	}
	return most;
}

long
fit_play_game(const struct lines_setup *s, const struct lines_eval_weights *w,
    uint64_t nodes, lines_choose_fn *player, long *moves,
    struct fit_tally *tally)
{
	static struct lines_tester t;
	struct lines_budget b;
	struct lines_view v;
	struct lines_step step;
	struct lines_move m;
	struct sg_error err;
	uint64_t rng;

	if (lines_tester_init(&t, s, &err) == -1)
		return -1;
	lines_tester_view(&t, &v);
	rng = lines_player_seed(0, &v);
	while (!t.over) {
		lines_tester_view(&t, &v);
		b = (struct lines_budget){ .nodes = nodes, .weights = w };
		if (tally)
			tally->offered[largest_offered(&t.pos)]++;
		if (player(&v, &rng, &b, &m) == -1 ||
		    lines_tester_play(&t, m, &step, &err) == -1)
			break;
		if (tally) {
			tally->own[step.removed]++;
			tally->tester[step.removed_after]++;
		}
	}
	*moves += t.moves;
	return t.score > 0 ? t.score : 0;
}

long
fit_play(const struct fit_games *f, long g,
    const struct lines_eval_weights *w, long *moves)
{
	struct lines_setup s;
	long total = 0, score;
	int i;

	for (i = 0; i < f->games; i++) {
		s = setup_of(f, g, i);
		score = fit_play_game(&s, &w[s.colors], f->nodes,
		    lines_expecti_hand, moves, NULL);
		total += score > 0 ? score : 0;
	}
	return total;
}
