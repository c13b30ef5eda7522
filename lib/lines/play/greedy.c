#include "core/clock.h"
#include "lines/play/player.h"

/* Moves judged between looks at the clock, when a move has to be answered. */
#define GREEDY_CLOCK_EVERY	16

/* What a move is worth to the greedy player, compared field by field. */
struct worth {
	int points;		/* scored now */
	int longest;		/* longest run of its colour through the end */
	int balls;		/* balls of its colour in line with the end */
};

static const int dir_r[LINES_DIRS] = { 0, 1, 1, 1 };
static const int dir_c[LINES_DIRS] = { 1, 0, 1, -1 };

/* Balls of colour color from (r, c) on along (dr, dc), the cell skip empty. */
static int
count_along(const struct lines_pos *p, int r, int c, int dr, int dc,
    int color, int skip)
{
	int n = 0;

	for (r += dr, c += dc; lines_at(p, r, c) == color &&
	    lines_index(p, r, c) != skip; r += dr, c += dc)
		n++;
	return n;
}

/* The worth of sending the ball at from to the empty cell to. */
static struct worth
judge(const struct lines_pos *p, int from, int to)
{
	struct worth w = { 0, 0, 0 };
	int color = p->cell[from], r = to / p->n, c = to % p->n;
	int d, len, removed = 0;

	for (d = 0; d < LINES_DIRS; d++) {
		len = 1 + count_along(p, r, c, dir_r[d], dir_c[d], color,
		    from) + count_along(p, r, c, -dir_r[d], -dir_c[d], color,
		    from);
		if (len >= LINES_RUN)
			removed += len - 1;
		if (len > w.longest)
			w.longest = len;
		w.balls += len - 1;
	}
	w.points = removed ? lines_points(removed + 1) : 0;
	return w;
}

static int
better(struct worth a, struct worth b)
{
	if (a.points != b.points)
		return a.points > b.points;
	if (a.longest != b.longest)
		return a.longest > b.longest;
	return a.balls > b.balls;
}

/*
 * Whether the move has to be answered now, with judged moves judged: when
 * the game's time has run out, the best of the first cells, row by row.
 */
static int
answer_due(const struct lines_budget *b, int judged)
{
	return b->answer_by > 0 && judged > 1 &&
	    judged % GREEDY_CLOCK_EVERY == 1 && sg_clock() >= b->answer_by;
}

int
lines_greedy(const struct lines_view *v, uint64_t *rng,
    struct lines_budget *b, struct lines_move *m)
{
	struct lines_pos p;
	struct worth best = { -1, 0, 0 }, w;
	lines_bits reach;
	int from, to, judged = 0;

	(void)rng;
	if (lines_view_pos(v, &p, NULL) == -1)
		return -1;
	for (from = 0; from < p.n * p.n; from++) {
		if (p.cell[from] == LINES_EMPTY)
			continue;
		for (reach = lines_reach(&p, from); reach; reach &= reach - 1) {
			if (answer_due(b, ++judged))
				return 0;
			to = lines_first(reach);
			w = judge(&p, from, to);
			if (!better(w, best))
				continue;
			best = w;
			m->r1 = (int8_t)(from / p.n);
			m->c1 = (int8_t)(from % p.n);
			m->r2 = (int8_t)(to / p.n);
			m->c2 = (int8_t)(to % p.n);
		}
	}
	return best.points < 0 ? -1 : 0;
}
