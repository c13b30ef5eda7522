#include <math.h>
#include <stdlib.h>

#include "lines/learn/learn.h"

/* The grid after from goes to to on p and its runs go, and their points. */
static int
after(const struct lines_pos *p, int from, int to, struct lines_pos *q)
{
	return lines_points(lines_move_alone(p, from, to, q));
}

/* The worth of sending the ball at from to to, s holding p without it. */
static double
worth_of(const struct lines_value *v, const struct lines_pos *p,
    struct lines_value_state *s, int from, int to)
{
	struct lines_pos q;
	lines_bits empty = ((p->grid & ~p->full) | lines_bit(from)) &
	    ~lines_bit(to);
	int color = p->cell[from], points;

	if (!lines_runs_in(p, (p->color[color] & ~lines_bit(from)) |
	    lines_bit(to)))
		return lines_value_of(s) + lines_value_try(s, to, color) +
		    lines_value_cut(s, lines_cut_off(p, empty));
	points = after(p, from, to, &q);
	return points + lines_value_eval(v, &q, s->moves, 0);
}

static struct lines_move
move_of(int n, int from, int to)
{
	struct lines_move m;

	m.r1 = (int8_t)(from / n);
	m.c1 = (int8_t)(from % n);
	m.r2 = (int8_t)(to / n);
	m.c2 = (int8_t)(to % n);
	return m;
}

int
lines_value_each(const struct lines_value *v, const struct lines_pos *p,
    int moves, lines_value_fn *fn, void *ctx)
{
	struct lines_value_state s;
	lines_bits reach;
	int from, to, seen = 0;

	lines_value_start(&s, v, p, moves + 1);
	for (from = 0; from < p->n * p->n; from++) {
		if (p->cell[from] == LINES_EMPTY ||
		    !(reach = lines_reach(p, from)))
			continue;
		lines_value_set(&s, from, LINES_EMPTY);
		for (; reach; reach &= reach - 1, seen++) {
			to = lines_first(reach);
			if (fn(ctx, from, to, worth_of(v, p, &s, from, to)) ==
			    -1)
				return -1;
		}
		lines_value_set(&s, from, p->cell[from]);
	}
	return seen;
}

/* The best move so far. */
struct best {
	int found, from, to;
	double worth;
};

static int
keep_best(void *ctx, int from, int to, double worth)
{
	struct best *b = ctx;

	if (!b->found || worth > b->worth) {
		b->worth = worth;
		b->from = from;
		b->to = to;
		b->found = 1;
	}
	return 0;
}

int
lines_value_best(const struct lines_value *v, const struct lines_pos *p,
    int moves, struct lines_move *m, double *worth)
{
	struct best b = { 0, 0, 0, 0 };

	lines_value_each(v, p, moves, keep_best, &b);
	if (!b.found)
		return -1;
	*m = move_of(p->n, b.from, b.to);
	*worth = b.worth;
	return 0;
}

/* The points the balls a move brought removed. */
static int
brought(const struct lines_step *step)
{
	return step->score - lines_points(step->removed);
}

/*
 * An error no game can make: no game scores this many points, so a value
 * this far off is diverging, and is stopped before its weights overflow.
 */
#define DIVERGED	1e6

/*
 * Move the value of at toward target at rate; returns 0, or -1 with a
 * message when the value is diverging.
 */
static int
learn(struct lines_value *v, const struct lines_value_at *at, double rate,
    double target, struct sg_error *err)
{
	const struct lines_pos *p = at->pos;
	double delta = target - lines_value_eval(v, p, at->moves, at->quiet);

	if (!(fabs(delta) < DIVERGED))
		return sg_fail(err, "the value diverged (move %d of a game of "
		    "%dx%d with %d colours)", at->moves, p->n, p->n,
		    p->colors);
	lines_value_update(v, at, rate, delta);
	return 0;
}

void
lines_lambda_returns(const double *reward, const double *value, int n,
    double lambda, double *ret)
{
	int t;

	for (t = n - 1; t >= 0; t--)
		ret[t] = reward[t] + (t + 1 < n ? (1 - lambda) * value[t + 1] +
		    lambda * ret[t + 1] : 0);
}

/* A game's grids as the moves left them, and what followed each. */
struct trail {
	struct lines_pos pos[LINES_MAX_TURNS];
	struct lines_value_at at[LINES_MAX_TURNS];
	double reward[LINES_MAX_TURNS], value[LINES_MAX_TURNS];
	double ret[LINES_MAX_TURNS];
	int n;
};

/* Move the value of every grid of tr toward its lambda-return. */
static int
learn_trail(struct lines_value *v, struct trail *tr,
    const struct lines_learning *how, struct sg_error *err)
{
	int t;

	lines_lambda_returns(tr->reward, tr->value, tr->n, how->lambda,
	    tr->ret);
	for (t = 0; t < tr->n; t++)
		if (learn(v, &tr->at[t], how->rate, tr->ret[t], err) == -1)
			return -1;
	return 0;
}

int
lines_learn_game(struct lines_value *v, const struct lines_setup *s,
    const struct lines_learning *how, struct lines_learn_result *out,
    struct sg_error *err)
{
	static _Thread_local struct lines_tester t;
	struct trail *tr;
	struct lines_step step;
	struct lines_move m;
	double worth;
	int points, r = 0;

	if (lines_tester_init(&t, s, err) == -1)
		return -1;
	/* not thread-local: every thread of a program that links this would
	 * carry it */
	if ((tr = malloc(sizeof(*tr))) == NULL)
		return sg_fail(err, "out of memory for a game's grids");
	for (tr->n = 0; !t.over && tr->n < LINES_MAX_TURNS; tr->n++) {
		if (lines_value_best(v, &t.pos, t.moves, &m, &worth) == -1)
			break;
		points = after(&t.pos, lines_index(&t.pos, m.r1, m.c1),
		    lines_index(&t.pos, m.r2, m.c2), &tr->pos[tr->n]);
		tr->at[tr->n] = (struct lines_value_at){ &tr->pos[tr->n],
		    t.moves + 1, points == 0 };
		tr->value[tr->n] = worth - points;
		if (tr->n > 0)
			tr->reward[tr->n - 1] += points;
		if ((r = lines_tester_play(&t, m, &step, err)) == -1)
			break;
		tr->reward[tr->n] = brought(&step) + (t.over ? 0 :
		    how->survival);
	}
	if (r == 0 && how->rate > 0)
		r = learn_trail(v, tr, how, err);
	free(tr);
	if (r == -1)
		return -1;
	out->score = t.score;
	out->moves = t.moves;
	return 0;
}
