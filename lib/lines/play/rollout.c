/*
 * Short rollouts for the halving search (halving.c): a cheap policy, a
 * move at a time, from a candidate's grid, the balls drawn as a future
 * (future.c) draws them, ending on points and the evaluation of the grid
 * reached.  The policy must cost a few microseconds a move: a full one-ply
 * evaluation of every reply would allow a handful of rollouts a move.
 */
#include <limits.h>
#include <string.h>

#include "core/rng.h"
#include "lines/play/expecti_internal.h"

/* A full grid's worth: below any live grid, less the sooner it came. */
#define DEATH		(-1000000L)
#define DEATH_STEP	10000L
/* Random bits added to a quiet move's score: ties broken, near-ties mixed. */
#define NOISE		4

static const int dir_r[LINES_DIRS] = { 0, 1, 1, 1 };
static const int dir_c[LINES_DIRS] = { 1, 0, 1, -1 };

/* Balls of colour color next to (r, c) along (dr, dc), skipping none. */
static int
along(const struct lines_pos *p, int r, int c, int dr, int dc, int color,
    int skip)
{
	int k = 0;

	for (r += dr, c += dc; lines_at(p, r, c) == color &&
	    lines_index(p, r, c) != skip; r += dr, c += dc)
		k++;
	return k;
}

/*
 * What a ball of colour color at cell i is worth to its runs, the ball at
 * skip not counted: the squares of the runs through i, so that lengthening
 * a long run pays more than starting a short one.
 */
static int
runs_through(const struct lines_pos *p, int i, int color, int skip)
{
	int d, len, v = 0, r = i / p->n, c = i % p->n;

	for (d = 0; d < LINES_DIRS; d++) {
		len = along(p, r, c, dir_r[d], dir_c[d], color, skip) +
		    along(p, r, c, -dir_r[d], -dir_c[d], color, skip);
		v += len * len;
	}
	return v;
}

/* The set b with its 8 neighbours on the grid added. */
static lines_bits
near8(const struct lines_pos *p, lines_bits b)
{
	lines_bits rows = b | b << p->n | b >> p->n;

	return (rows | (rows & p->not_right) << 1 |
	    (rows & p->not_left) >> 1) & p->grid;
}

/* The regions of empty cells of p, each a set; returns how many. */
static int
regions(const struct lines_pos *p, lines_bits *region)
{
	lines_bits left = p->grid & ~p->full, seen, last;
	int k = 0;

	while (left) {
		seen = left & -left;
		do {
			last = seen;
			seen = lines_spread(p, seen) & left;
		} while (seen != last);
		region[k++] = seen;
		left &= ~seen;
	}
	return k;
}

/* The empty cells the ball at from reaches, from the regions of p. */
static lines_bits
reach_of(const struct lines_pos *p, const lines_bits *region, int nregion,
    int from)
{
	lines_bits around = lines_spread(p, lines_bit(from)), r = 0;
	int i;

	for (i = 0; i < nregion; i++)
		if (region[i] & around)
			r |= region[i];
	return r;
}

/*
 * The move on p that removes the most balls, into *from and *to; returns
 * how many it removes, 0 when none does.
 */
static int
scoring_move(const struct lines_pos *p, const lines_bits *region,
    int nregion, int *from, int *to)
{
	lines_bits gaps, balls;
	int c, g, f, k, best = 0;

	for (c = 1; c <= p->colors; c++)
		for (gaps = lines_gaps(p, c); gaps; gaps &= gaps - 1) {
			g = lines_first(gaps);
			balls = lines_spread(p, reach_of(p, region, nregion, g) |
			    lines_bit(g)) & p->color[c];
			for (; balls; balls &= balls - 1) {
				f = lines_first(balls);
				k = lines_count(lines_runs_in(p, (p->color[c] &
				    ~lines_bit(f)) | lines_bit(g)));
				if (k > best) {
					best = k;
					*from = f;
					*to = g;
				}
			}
		}
	return best;
}

/*
 * What a ball of colour c brings to the runs through cell t, the ball at
 * from moved away: from gain[t] once worked out, as a ball not next to t
 * leaves t's runs alone.
 */
static int
gain_at(const struct lines_pos *p, int t, int c, int from, int *gain)
{
	int dr = t / p->n - from / p->n, dc = t % p->n - from % p->n;

	if (dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1)
		return runs_through(p, t, c, from);
	if (gain[t] < 0)
		gain[t] = runs_through(p, t, c, -1);
	return gain[t];
}

/*
 * The best quiet move of a ball of colour c on p into *from and *to, if
 * better than *best: the one that adds most to its colour's runs, less
 * what it takes from those it leaves, among the cells next to a ball of
 * its colour, with a little noise from rng.
 */
static void
quiet_of(const struct lines_pos *p, const lines_bits *region, int nregion,
    int c, uint64_t *rng, long *best, int *from, int *to)
{
	int gain[LINES_MAX_CELLS];
	lines_bits balls, reach, near;
	long v;
	int f, t, loss;

	memset(gain, -1, sizeof(gain));
	for (balls = p->color[c]; balls; balls &= balls - 1) {
		f = lines_first(balls);
		if (!(reach = reach_of(p, region, nregion, f)))
			continue;
		loss = runs_through(p, f, c, -1);
		near = reach & near8(p, p->color[c] & ~lines_bit(f));
		if (!near)
			near = lines_bit(lines_nth(reach, (int)sg_rand_below(rng,
			    (uint32_t)lines_count(reach))));
		for (; near; near &= near - 1) {
			t = lines_first(near);
			v = (long)(gain_at(p, t, c, f, gain) - loss) * NOISE +
			    (long)(sg_rand(rng) % NOISE);
			if (v > *best) {
				*best = v;
				*from = f;
				*to = t;
			}
		}
	}
}

/* The best quiet move on p by quiet_of; returns -1 when no ball can move. */
static int
quiet_move(const struct lines_pos *p, const lines_bits *region, int nregion,
    uint64_t *rng, int *from, int *to)
{
	long best = LONG_MIN;
	int c;

	for (c = 1; c <= p->colors; c++)
		quiet_of(p, region, nregion, c, rng, &best, from, to);
	return best == LONG_MIN ? -1 : 0;
}

/* The policy's move on p: one that scores if any, else a quiet one. */
static int
policy(const struct lines_pos *p, uint64_t *rng, struct lines_move *m)
{
	lines_bits region[LINES_MAX_CELLS];
	int nregion = regions(p, region), from = 0, to = 0;

	if (!scoring_move(p, region, nregion, &from, &to) &&
	    quiet_move(p, region, nregion, rng, &from, &to) == -1)
		return -1;
	m->r1 = (int8_t)(from / p->n);
	m->c1 = (int8_t)(from % p->n);
	m->r2 = (int8_t)(to / p->n);
	m->c2 = (int8_t)(to % p->n);
	return 0;
}

int
lines_rollout(const struct lines_pos *p, const struct lines_view *v,
    const struct lines_eval_weights *w, struct lines_move first,
    int depth, uint64_t seed, struct lines_spend *s, long *worth)
{
	struct lines_pos q = *p;
	struct lines_future f;
	struct lines_source src;
	struct lines_step step;
	struct lines_move m = first;
	uint64_t rng = sg_mix64(seed ^ SG_GOLDEN);
	long points = 0;
	int i;

	lines_future_init(&f, v, seed);
	src = lines_future_source(&f);
	for (i = 0; i < depth && v->moves + i < LINES_MAX_TURNS; i++) {
		if (i > 0 && policy(&q, &rng, &m) == -1)
			break;
		points += lines_turn(&q, m, &src, &step);
		if (!lines_spend_many(s, LINES_ROLLOUT_MOVE))
			return -1;
		if (q.balls == q.n * q.n) {
			*worth = LINES_EVAL_POINT * points + DEATH +
			    DEATH_STEP * i;
			return 0;
		}
	}
	*worth = LINES_EVAL_POINT * points + lines_eval_with(&q, w);
	return 0;
}
