/* What the Lines suites share: views drawn from rows, games replayed. */
#ifndef SG_LINES_UNIT_H
#define SG_LINES_UNIT_H

#include <string.h>

#include "lines/play/player.h"
#include "unit.h"

/*
 * Make v the view of a grid from rows of digits ('.' empty), top row first,
 * its three next balls all of colour next.
 */
static inline void
unit_view_of(struct lines_view *v, int colors, const char *rows[], int next)
{
	int n = (int)strlen(rows[0]), r, c;

	memset(v, 0, sizeof(*v));
	v->n = n;
	v->colors = colors;
	v->nnext = 3;
	v->next[0] = v->next[1] = v->next[2] = (uint8_t)next;
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
			v->cell[r * n + c] = (uint8_t)(rows[r][c] == '.' ? 0 :
			    rows[r][c] - '0');
}

/* Replay g of setup s on t: every move legal, the game over, its score. */
static inline void
unit_replays(struct lines_tester *t, const struct lines_setup *s,
    const struct lines_game *g)
{
	struct lines_step step;
	struct sg_error err;
	int i;

	ck_assert_msg(lines_tester_init(t, s, &err) == 0, "%s", err.msg);
	for (i = 0; i < g->moves; i++)
		ck_assert_msg(lines_tester_play(t, g->move[i], &step, &err) ==
		    0, "move %d: %s", i, err.msg);
	ck_assert_int_eq(t->over, 1);
	ck_assert_int_eq(t->score, g->score);
}

#endif
