#include "lines/learn/learn.h"
#include "lines/play/player.h"

int
lines_learned(const struct lines_view *v, uint64_t *rng,
    struct lines_budget *b, struct lines_move *m)
{
	struct lines_pos p;
	double worth;

	(void)rng;
	if (!b->value || lines_view_pos(v, &p, NULL) == -1)
		return -1;
	return lines_value_best(b->value, &p, v->moves, m, &worth);
}
