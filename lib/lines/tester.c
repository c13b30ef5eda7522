#include <string.h>

#include "lines/tester.h"

/*
 * The side and colours of the game of s, drawn from rng: drawn, fixed for
 * seeds 1 and 2, and replaced by the parameters when given.  Both draws are
 * made whatever the parameters, so that a game's field with the values in
 * force written out ("lines:SEED:N:C", sg(5)) is the same game as the one
 * they were drawn in.
 */
static void
draw_size(struct lines_javarand *rng, const struct lines_setup *s, int *n,
    int *colors)
{
	*n = lines_javarand_range(rng, LINES_MIN_SIDE, LINES_MAX_SIDE);
	*colors = lines_javarand_range(rng, LINES_MIN_COLORS,
	    LINES_MAX_COLORS);
	if (s->seed == 1 || s->seed == 2) {
		*n = s->seed == 1 ? LINES_MIN_SIDE : LINES_MAX_SIDE;
		*colors = s->seed == 1 ? LINES_MIN_COLORS : LINES_MAX_COLORS;
	}
	if (s->n)
		*n = s->n;
	if (s->colors)
		*colors = s->colors;
}

/* An empty cell drawn as the tester draws it: row, column, again if full. */
static int
draw_cell(struct lines_javarand *rng, const struct lines_pos *p)
{
	int r, c;

	do {
		r = lines_javarand_range(rng, 0, p->n - 1);
		c = lines_javarand_range(rng, 0, p->n - 1);
	} while (lines_at(p, r, c) != LINES_EMPTY);
	return lines_index(p, r, c);
}

static int
source_color(void *ctx)
{
	struct lines_tester *t = ctx;

	return t->next < LINES_LIST ? t->list[t->next++] : LINES_EMPTY;
}

static int
source_cell(void *ctx, const struct lines_pos *p)
{
	struct lines_tester *t = ctx;

	return draw_cell(&t->rng, p);
}

int
lines_tester_init(struct lines_tester *t, const struct lines_setup *s,
    struct sg_error *err)
{
	int i, cell, n, colors;

	if (s->n && (s->n < LINES_MIN_SIDE || s->n > LINES_MAX_SIDE))
		return sg_fail(err, "grid side %d is not in %d..%d", s->n,
		    LINES_MIN_SIDE, LINES_MAX_SIDE);
	if (s->colors && (s->colors < LINES_MIN_COLORS ||
	    s->colors > LINES_MAX_COLORS))
		return sg_fail(err, "colour count %d is not in %d..%d",
		    s->colors, LINES_MIN_COLORS, LINES_MAX_COLORS);
	memset(t, 0, sizeof(*t));
	if (lines_javarand_seed(&t->rng, s->seed, err) == -1)
		return -1;
	t->setup = *s;
	draw_size(&t->rng, s, &n, &colors);
	lines_pos_init(&t->pos, n, colors, NULL);
	for (i = 0; i < LINES_ADD; i++) {
		cell = draw_cell(&t->rng, &t->pos);
		lines_put(&t->pos, cell, lines_javarand_range(&t->rng, 1,
		    t->pos.colors));
	}
	for (i = 0; i < LINES_LIST; i++)
		t->list[i] = (uint8_t)lines_javarand_range(&t->rng, 1,
		    t->pos.colors);
	return 0;
}

int
lines_setup_resolve(struct lines_setup *s, struct sg_error *err)
{
	struct lines_javarand rng;
	const struct lines_setup given = *s;

	if (lines_javarand_seed(&rng, s->seed, err) == -1)
		return -1;
	draw_size(&rng, &given, &s->n, &s->colors);
	return 0;
}

/* Refuse move m for reason why. */
static int
refuse(struct lines_step *step, struct lines_move m, const char *why,
    struct sg_error *err)
{
	step->why = why;
	return sg_fail(err, "move '%d,%d,%d,%d' refused: %s", m.r1, m.c1, m.r2,
	    m.c2, why);
}

int
lines_tester_play(struct lines_tester *t, struct lines_move m,
    struct lines_step *step, struct sg_error *err)
{
	struct lines_source src = { source_color, source_cell, t };
	const char *why;

	memset(step, 0, sizeof(*step));
	if (t->over) {
		step->over = 1;
		return refuse(step, m, "game over", err);
	}
	if ((why = lines_illegal(&t->pos, m)) != NULL) {
		t->score = -1;
		t->over = step->over = 1;
		return refuse(step, m, why, err);
	}
	t->score += lines_turn(&t->pos, m, &src, step);
	t->moves++;
	if (t->pos.balls == t->pos.n * t->pos.n || t->moves >= LINES_MAX_TURNS)
		t->over = 1;
	step->over = t->over;
	return 0;
}

void
lines_tester_view(const struct lines_tester *t, struct lines_view *v)
{
	int i;

	memset(v, 0, sizeof(*v));
	v->n = t->pos.n;
	v->colors = t->pos.colors;
	v->moves = t->moves;
	for (i = 0; i < LINES_ADD && t->next + i < LINES_LIST; i++)
		v->next[v->nnext++] = t->list[t->next + i];
	memcpy(v->cell, t->pos.cell, (size_t)(v->n * v->n));
}

int
lines_view_pos(const struct lines_view *v, struct lines_pos *p,
    struct sg_error *err)
{
	int i;

	if (lines_pos_init(p, v->n, v->colors, err) == -1)
		return -1;
	for (i = 0; i < v->n * v->n; i++) {
		if (v->cell[i] > v->colors)
			return sg_fail(err, "cell %d,%d holds colour %d of %d",
			    i / v->n, i % v->n, v->cell[i], v->colors);
		if (v->cell[i] != LINES_EMPTY)
			lines_put(p, i, v->cell[i]);
	}
	return 0;
}
