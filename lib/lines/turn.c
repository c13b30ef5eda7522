#include <string.h>

#include "lines/lines.h"

/* Add up to k balls from src; returns the set of colours added. */
static unsigned
add_balls(struct lines_pos *p, int k, const struct lines_source *src,
    struct lines_step *step)
{
	unsigned colors = 0;
	int color, i;

	while (k-- > 0 && p->balls < p->n * p->n) {
		color = src->color(src->ctx);
		if (color == LINES_EMPTY)
			break;
		i = src->cell(src->ctx, p);
		lines_put(p, i, color);
		step->added_cell[step->added] = (uint8_t)i;
		step->added_color[step->added] = (uint8_t)color;
		step->added++;
		colors |= 1u << color;
	}
	return colors;
}

int
lines_turn(struct lines_pos *p, struct lines_move m,
    const struct lines_source *src, struct lines_step *step)
{
	int from = lines_index(p, m.r1, m.c1), to = lines_index(p, m.r2, m.c2);
	int color = p->cell[from];
	unsigned added;

	memset(step, 0, sizeof(*step));
	lines_take(p, lines_bit(from));
	lines_put(p, to, color);
	step->removed_cells = lines_runs(p, 1u << color);
	step->removed = lines_take(p, step->removed_cells);
	step->score = lines_points(step->removed);
	if (step->removed == 0 || p->balls == 0) {
		added = add_balls(p, LINES_ADD, src, step);
		step->removed_after_cells = lines_runs(p, added);
		step->removed_after = lines_take(p, step->removed_after_cells);
		step->score += lines_points(step->removed_after);
		if (p->balls == 0)
			add_balls(p, LINES_ADD, src, step);
	}
	return step->score;
}
