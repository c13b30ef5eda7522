#include "core/rng.h"
#include "lines/play/player.h"

int
lines_random(const struct lines_view *v, uint64_t *rng,
    struct lines_budget *b, struct lines_move *m)
{
	struct lines_pos p;
	lines_bits reach[LINES_MAX_CELLS];
	int i, k, total = 0;

	(void)b;
	if (lines_view_pos(v, &p, NULL) == -1)
		return -1;
	for (i = 0; i < p.n * p.n; i++) {
		reach[i] = p.cell[i] != LINES_EMPTY ? lines_reach(&p, i) : 0;
		total += lines_count(reach[i]);
	}
	if (total == 0)
		return -1;
	k = (int)sg_rand_below(rng, (uint32_t)total);
	for (i = 0; i < p.n * p.n - 1 && k >= lines_count(reach[i]); i++)
		k -= lines_count(reach[i]);
	k = lines_nth(reach[i], k);
	m->r1 = (int8_t)(i / p.n);
	m->c1 = (int8_t)(i % p.n);
	m->r2 = (int8_t)(k / p.n);
	m->c2 = (int8_t)(k % p.n);
	return 0;
}
