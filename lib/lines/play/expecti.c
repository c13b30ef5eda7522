#include <limits.h>
#include <string.h>

#include "core/clock.h"
#include "core/rng.h"
#include "lines/learn/learn.h"
#include "lines/play/expecti_internal.h"

/*
 * The moves searched beyond one ply: the TOP best one ply deep.  The moves
 * below them, chosen on the fewer futures each then gets, lost more games
 * than they saved.
 */
#define TOP	4
#define STRETCH	1000	/* percent of its share a move on a full grid takes */
/*
 * Grids of at most this many cells with at least this many colours have
 * every reply judged in a future, not only the scoring ones: there a
 * future costs a few hundred moves, and the quiet reply that sets up the
 * next line is what keeps a game alive.  With fewer colours games live
 * anyway, and many cheap futures score more.  Their moves on a full grid
 * take EVERY_REPLY_STRETCH percent of their share, for futures that cost
 * that much more.
 */
#define EVERY_REPLY_CELLS	49
#define EVERY_REPLY_COLORS	4
#define EVERY_REPLY_STRETCH	5000
#define NO_REPLY	(-2000000L)	/* below any worth of a reply */
/*
 * Games of at least DEEP_COLORS colours on grids of at least DEEP_SIDE die
 * young, and there a future goes DEEP_MOVES moves deep: the candidate, its
 * balls, the best reply one ply deep among every reply, its balls, and the
 * best reply after them.  It sees which moves leave room for the next,
 * where a move that scores is rare.  On 7x7, where every reply is judged
 * already, and with 6 colours or fewer, fewer futures served as well.
 */
#define DEEP_COLORS	7
#define DEEP_SIDE	8
#define DEEP_MOVES	2
/*
 * With ONE_PLY_COLORS colours on grids of ONE_PLY_SIDE_MIN to _MAX auto
 * plays the best move one ply deep: there its futures lost games that the
 * first ply keeps.  Those constants were fitted one ply deep, and a
 * future's spread of tens of points drowns the few that tell quiet moves
 * apart.  On 8x8, where a dying game's moves get many futures each, and on
 * 11x11, where games live and the futures cash more, the futures pay.
 */
#define ONE_PLY_COLORS		6
#define ONE_PLY_SIDE_MIN	9
#define ONE_PLY_SIDE_MAX	10
/*
 * In a game's last END_MOVES moves what a grid holds for later (gaps kept
 * for the balls to come, room) is worth the share of them still left to
 * cash it, and nothing after the last: the player takes what it held.
 */
#define END_MOVES	20

/*
 * What judges a grid: the learned value, or when NULL the hand-set one,
 * and how many of its units make a point: the learned value tells apart
 * moves less than a tenth of a point apart.
 */
struct judge {
	const struct lines_value *value;
	const struct lines_eval_weights *w;	/* the hand-set one's */
	int moves;			/* played before the move searched */
	long point;
	int depth;			/* moves in a future: the candidate
					   and the best replies after it */
};
#define LEARNED_POINT	1000

/* A move and what the search has found it worth. */
struct cand {
	int from, to;
	long first;		/* one ply, the additions guessed */
	long sum;		/* of the sampled futures */
	int samples;
};

/* What the 3 balls a quiet move brings take from the worth of p. */
static long
added(const struct lines_pos *p, const struct lines_eval_weights *w)
{
	int empty = p->n * p->n - p->balls;

	return lines_eval_free_with(p, w, empty) - lines_eval_free_with(p, w,
	    empty - LINES_ADD);
}

/* What worth, the evaluation of a grid, comes to with left moves to play. */
static long
ending(long worth, int left)
{
	if (left >= END_MOVES)
		return worth;
	return left > 0 ? worth * left / END_MOVES : 0;
}

/*
 * The worth of moving from to to on p, one ply, the 3 added balls guessed,
 * with left moves to play after it; the balls it removes to *removed.
 */
static long
one_ply_removing(const struct lines_pos *p,
    const struct lines_eval_weights *w, int from, int to, int left,
    int *removed)
{
	struct lines_pos q;

	*removed = lines_move_alone(p, from, to, &q);
	return LINES_EVAL_POINT * lines_points(*removed) +
	    ending(lines_eval_with(&q, w) - (*removed ? 0 : added(&q, w)),
	    left);
}

static long
one_ply(const struct lines_pos *p, const struct lines_eval_weights *w,
    int from, int to, int left)
{
	int removed;

	return one_ply_removing(p, w, from, to, left, &removed);
}

/* Whether a move on p removing removed balls is taken at once (w's cash). */
static int
cashes(const struct lines_pos *p, const struct lines_eval_weights *w,
    int removed)
{
	return w->cash > 0 && p->n >= w->live_side && removed >= w->cash;
}

static struct lines_move
move_of(const struct lines_pos *p, int from, int to)
{
	struct lines_move m;

	m.r1 = (int8_t)(from / p->n);
	m.c1 = (int8_t)(from % p->n);
	m.r2 = (int8_t)(to / p->n);
	m.c2 = (int8_t)(to % p->n);
	return m;
}

/* Keep c among the TOP best of top[0..*ntop-1], best first. */
static void
keep(struct cand *top, int *ntop, const struct cand *c)
{
	int i;

	if (*ntop == TOP && top[TOP - 1].first >= c->first)
		return;
	i = *ntop < TOP ? (*ntop)++ : TOP - 1;
	for (; i > 0 && top[i - 1].first < c->first; i--)
		top[i] = top[i - 1];
	top[i] = *c;
}

/*
 * What a ply judged by the learned value keeps: the first ply its best
 * moves in top, a reply its best worth.
 */
struct learned {
	struct cand *top;		/* NULL for a reply */
	int ntop;
	long best;
	struct lines_spend *s;
	long point;
};

static int
keep_learned(void *ctx, int from, int to, double worth)
{
	struct learned *l = ctx;
	struct cand c = { from, to, (long)(worth * l->point), 0, 0 };

	if (l->top) {
		keep(l->top, &l->ntop, &c);
		return lines_spend_needed(l->s) ? 0 : -1;
	}
	if (c.first > l->best)
		l->best = c.first;
	return lines_spend_one(l->s) ? 0 : -1;
}

/*
 * Every legal move one ply deep; returns how many were kept in top, or -1
 * when the game's deadline came first: its time comes first, and those
 * seen are only the first cells, row by row.  The move's own deadline does
 * not cut it: a move chosen from every move one ply deep is worth the
 * overrun, which the shares of the moves after it pay back.  When moves
 * remove enough balls to be cashed, the best of them is the one kept.
 */
static int
first_ply(const struct lines_pos *p, const struct judge *j,
    struct lines_spend *s, struct cand *top)
{
	struct learned t = { top, 0, 0, s, j->point };
	struct cand c, cash = { 0, 0, LONG_MIN, 0, 0 };
	lines_bits reach;
	int ntop = 0, removed;

	if (j->value)
		return lines_value_each(j->value, p, j->moves, keep_learned,
		    &t) == -1 ? -1 : t.ntop;
	memset(&c, 0, sizeof(c));
	for (c.from = 0; c.from < p->n * p->n; c.from++) {
		if (p->cell[c.from] == LINES_EMPTY)
			continue;
		for (reach = lines_reach(p, c.from); reach; reach &= reach - 1) {
			c.to = lines_first(reach);
			c.first = one_ply_removing(p, j->w, c.from, c.to,
			    LINES_MAX_TURNS - j->moves - 1, &removed);
			keep(top, &ntop, &c);
			if (cashes(p, j->w, removed) && c.first > cash.first)
				cash = c;
			if (!lines_spend_needed(s))
				return -1;
		}
	}
	if (cash.first == LONG_MIN)
		return ntop;
	top[0] = cash;
	return 1;
}

/*
 * The best reply on p that scores, one ply deep, with left moves after it,
 * or the worth of a reply that does not: a ball of the colour moved onto a
 * gap of its colour from the region of empty cells around it.
 */
static long
best_scoring(const struct lines_pos *p, const struct lines_eval_weights *w,
    int left, struct lines_spend *s)
{
	lines_bits gaps, balls;
	long best = ending(lines_eval_with(p, w) - added(p, w), left), v;
	int c, to, from;

	for (c = 1; c <= p->colors; c++)
		for (gaps = lines_gaps(p, c); gaps; gaps &= gaps - 1) {
			to = lines_first(gaps);
			balls = lines_spread(p, lines_reach(p, to) |
			    lines_bit(to)) & p->color[c];
			for (; balls; balls &= balls - 1) {
				from = lines_first(balls);
				v = one_ply(p, w, from, to, left);
				lines_spend_one(s);
				if (v > best)
					best = v;
			}
		}
	return best;
}

/* Whether the futures on p judge every reply rather than the scoring ones. */
static int
every_reply(const struct lines_pos *p)
{
	return p->n * p->n <= EVERY_REPLY_CELLS &&
	    p->colors >= EVERY_REPLY_COLORS;
}

/*
 * The best reply on p, one ply deep, with left moves after it, among every
 * legal move, into *best (NO_REPLY when there is none) and the move into
 * *m; returns -1 when the budget ran out before every reply was seen.
 */
static int
best_reply(const struct lines_pos *p, const struct lines_eval_weights *w,
    int left, struct lines_spend *s, long *best, struct lines_move *m)
{
	lines_bits reach;
	long v;
	int from, to;

	*best = NO_REPLY;
	for (from = 0; from < p->n * p->n; from++) {
		if (p->cell[from] == LINES_EMPTY)
			continue;
		for (reach = lines_reach(p, from); reach; reach &= reach - 1) {
			to = lines_first(reach);
			v = one_ply(p, w, from, to, left);
			if (v > *best) {
				*best = v;
				*m = move_of(p, from, to);
			}
			if (!lines_spend_one(s))
				return -1;
		}
	}
	return 0;
}

/* Whether auto plays one ply deep on p, its futures left unsampled. */
static int
one_ply_only(const struct lines_pos *p)
{
	return p->colors == ONE_PLY_COLORS && p->n >= ONE_PLY_SIDE_MIN &&
	    p->n <= ONE_PLY_SIDE_MAX;
}

int
lines_future_depth(const struct lines_pos *p)
{
	return p->colors >= DEEP_COLORS && p->n >= DEEP_SIDE ? DEEP_MOVES : 1;
}

/*
 * The best reply on p after moves moves by the learned value into *best:
 * nothing more when the game is over; returns -1 when the budget ran out
 * before every reply was seen.
 */
static int
learned_reply(const struct lines_pos *p, const struct judge *j, int moves,
    struct lines_spend *s, long *best)
{
	struct learned r = { NULL, 0, LONG_MIN, s, j->point };

	*best = 0;
	if (moves >= LINES_MAX_TURNS || p->balls == p->n * p->n)
		return 0;
	if (lines_value_each(j->value, p, moves, keep_learned, &r) == -1)
		return -1;
	*best = r.best;
	return 0;
}

/*
 * One future of move c, the balls it brings drawn from stream seed, its
 * worth into *worth; returns -1 when the budget ran out before its end.
 */
static int
sample(const struct lines_pos *p, const struct lines_view *v,
    const struct judge *j, const struct cand *c, uint64_t seed,
    struct lines_spend *s, long *worth)
{
	struct lines_pos q = *p;
	struct lines_future f;
	struct lines_source src;
	struct lines_step step;
	struct lines_move m = move_of(p, c->from, c->to);
	long points = 0, reply;
	int k, left = LINES_MAX_TURNS - j->moves;	/* this turn's among them */

	lines_future_init(&f, v, seed);
	src = lines_future_source(&f);
	for (k = 1; k <= j->depth; k++) {
		points += j->point * lines_turn(&q, m, &src, &step);
		if (--left == 0 || k == j->depth)
			break;
		if (best_reply(&q, j->w, left - 1, s, &reply, &m) == -1)
			return -1;
		if (reply == NO_REPLY) {
			*worth = points + reply;
			return 0;
		}
	}
	if (left == 0)
		reply = 0;
	else if (j->value) {
		if (learned_reply(&q, j, v->moves + 1, s, &reply) == -1)
			return -1;
	} else if (j->depth == 1 && !every_reply(&q))
		reply = best_scoring(&q, j->w, left - 1, s);
	else if (best_reply(&q, j->w, left - 1, s, &reply, &m) == -1)
		return -1;
	*worth = points + reply;
	return 0;
}

/*
 * Sample the futures of the candidates in rounds, each round one future
 * for all of them (the same draws for each, so that they differ by the
 * move rather than by luck), until the budget is spent; a future the
 * budget cut short is not counted.  Returns the rounds done.
 */
static int
sample_rounds(const struct lines_pos *p, const struct lines_view *v,
    const struct judge *j, struct cand *top, int ntop, uint64_t *rng,
    struct lines_spend *s)
{
	uint64_t seed;
	long worth;
	int i, rounds = 0;

	if (ntop < 2)
		return 0;
	while (!s->over) {
		seed = sg_rand(rng);
		for (i = 0; i < ntop && !s->over; i++) {
			if (sample(p, v, j, &top[i], seed, s, &worth) == -1)
				break;
			top[i].sum += worth;
			top[i].samples++;
			lines_spend_one(s);
		}
		if (i == ntop)
			rounds++;
	}
	return rounds;
}

/* The best candidate: by the futures when a round was done, else one ply. */
static int
best(const struct cand *top, int ntop, int rounds)
{
	int i, b = 0;

	for (i = 1; i < ntop; i++)
		if (rounds > 0 ? top[i].sum * top[b].samples >
		    top[b].sum * top[i].samples : top[i].first > top[b].first)
			b = i;
	return b;
}

/*
 * How much more than its share a move on p may take, in percent: more as
 * the grid fills, where a move decides whether the game goes on.
 */
static int
stretch(const struct lines_pos *p)
{
	int cells = p->n * p->n, empty = cells - p->balls, half = cells / 2;
	int most = every_reply(p) ? EVERY_REPLY_STRETCH : STRETCH;

	if (empty >= half)
		return 100;
	return 100 + (most - 100) * (half - empty) / half;
}

/*
 * The move when the first ply was cut short: greedy's, which sees every
 * move for a fraction of the time, rather than the best of the first few;
 * unless its own time (b->answer_by) runs out too.
 */
static int
cut_short(const struct lines_view *v, uint64_t *rng, struct lines_budget *b,
    const struct lines_spend *s, struct lines_move *m)
{
	int r = lines_greedy(v, rng, b, m);

	b->spent = s->spent;
	return r;
}

/*
 * expecti judging by the learned value when b has one and learned says so
 * for p, else by the hand-set evaluation, its futures deeper where
 * lines_future_depth says so when deep.
 */
static int
expecti(const struct lines_view *v, uint64_t *rng, struct lines_budget *b,
    struct lines_move *m, int (*learned)(int n, int colors), int deep)
{
	struct lines_pos p;
	struct lines_spend s;
	struct cand top[TOP];
	struct judge j = { NULL, NULL, v->moves, LINES_EVAL_POINT, 1 };
	int ntop, rounds, i, percent;
	double t0;

	if (lines_view_pos(v, &p, NULL) == -1)
		return -1;
	j.w = b->weights ? b->weights : lines_eval_weights(p.colors);
	if (b->value && learned(p.n, p.colors)) {
		j.value = b->value;
		j.point = LEARNED_POINT;
	} else if (deep)
		j.depth = lines_future_depth(&p);
	percent = stretch(&p);
	b->stretch = percent / 100.0;
	lines_spend_init(&s, b, percent);
	t0 = sg_clock();
	ntop = first_ply(&p, &j, &s, top);
	if (ntop == -1)
		return cut_short(v, rng, b, &s, m);
	b->needed = sg_clock() - t0;
	if (ntop == 0)
		return -1;
	rounds = deep && one_ply_only(&p) ? 0 :
	    sample_rounds(&p, v, &j, top, ntop, rng, &s);
	i = best(top, ntop, rounds);
	*m = move_of(&p, top[i].from, top[i].to);
	b->spent = s.spent;
	return 0;
}

int
lines_expecti_future(const struct lines_view *v, struct lines_move m,
    uint64_t seed, struct lines_spend *s, long *worth)
{
	struct lines_pos p;
	struct judge j = { NULL, NULL, v->moves, LINES_EVAL_POINT, 1 };
	struct cand c = { 0, 0, 0, 0, 0 };

	if (lines_view_pos(v, &p, NULL) == -1)
		return -1;
	j.w = lines_eval_weights(p.colors);
	j.depth = lines_future_depth(&p);
	c.from = lines_index(&p, m.r1, m.c1);
	c.to = lines_index(&p, m.r2, m.c2);
	return sample(&p, v, &j, &c, seed, s, worth);
}

int
lines_expecti_learns(int n, int colors)
{
	(void)n;
	(void)colors;
	return 0;
}

static int
always(int n, int colors)
{
	(void)n;
	(void)colors;
	return 1;
}

static int
never(int n, int colors)
{
	(void)n;
	(void)colors;
	return 0;
}

int
lines_expecti(const struct lines_view *v, uint64_t *rng,
    struct lines_budget *b, struct lines_move *m)
{
	return expecti(v, rng, b, m, lines_expecti_learns, 1);
}

int
lines_expecti_hand(const struct lines_view *v, uint64_t *rng,
    struct lines_budget *b, struct lines_move *m)
{
	return expecti(v, rng, b, m, never, 0);
}

int
lines_expecti_learned(const struct lines_view *v, uint64_t *rng,
    struct lines_budget *b, struct lines_move *m)
{
	return expecti(v, rng, b, m, always, 0);
}
