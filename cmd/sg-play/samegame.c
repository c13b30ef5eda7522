/*
 * SameGame in sg-play: the position is the library's replay of the
 * session's moves; the cursor's cell is (x, h - 1 - y) of the board, whose
 * rows count from the bottom; Enter plays the group under the cursor.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"
#include "samegame/game.h"
#include "samegame/search/hint.h"
#include "samegame/replay.h"
#include "util.h"

struct pos {
	const struct sgm_replay *rp;	/* the session's position */
	/* the cells of the group under the cursor and of the hint's group,
	 * 1 a cell, for the cursor at (gx, gy) of version gver */
	int gx, gy;
	unsigned long gver;
	int group;			/* the group's size, 0 when empty */
	uint8_t in_group[SGM_MAX_CELLS];
	uint8_t in_hint[SGM_MAX_CELLS];
};

static struct pos *
pos_of(const struct play *p)
{
	return p->pos;
}

/* The cells of the group at (x, y) of b, marked 1 in in (cleared first). */
static int
mark_group(const struct sgm_board *b, int x, int y, uint8_t *in)
{
	uint16_t cells[SGM_MAX_CELLS];
	int i, n = sgm_group_at(b, x, y, cells);

	memset(in, 0, (size_t)(b->w * b->h));
	for (i = 0; n >= 2 && i < n; i++)
		in[cells[i]] = 1;
	return n;
}

/* Mark the groups under the cursor and of the hint, unless marked. */
static void
mark_groups(const struct play *p, struct pos *q)
{
	const struct sgm_board *b = &q->rp->board;
	struct sgm_move m;

	if (q->gx == p->cx && q->gy == p->cy && q->gver == p->s->version)
		return;
	q->gx = p->cx;
	q->gy = p->cy;
	q->gver = p->s->version;
	q->group = mark_group(b, p->cx, b->h - 1 - p->cy, q->in_group);
	memset(q->in_hint, 0, (size_t)(b->w * b->h));
	if (sg_session_hint_current(p->s) && p->s->hint.found) {
		memcpy(&m, p->s->hint.move, sizeof(m));
		mark_group(b, m.x, m.y, q->in_hint);
	}
}

static void
same_refresh(struct play *p)
{
	struct pos *q = p->pos;

	if (!q)
		q = p->pos = xcalloc(1, sizeof(*q));
	q->rp = sg_session_pos(p->s);
	q->gver = p->s->version - 1;
	p->pos_version = p->s->version;
}

static void
same_size(const struct play *p, int *w, int *h)
{
	*w = pos_of(p)->rp->board.w;
	*h = pos_of(p)->rp->board.h;
}

static void
same_look(const struct play *p, int x, int y, struct look *lk)
{
	struct pos *q = pos_of(p);
	const struct sgm_board *b = &q->rp->board;
	int row = b->h - 1 - y, i = x * b->h + row;

	mark_groups(p, q);
	lk->color = sgm_cell(b, x, row);
	lk->digit = lk->color ? (char)('0' + lk->color - 1) : ' ';
	lk->mark = !lk->color ? MARK_NONE : q->in_hint[i] ? MARK_HINT :
	    q->in_group[i] ? MARK_GROUP : MARK_NONE;
}

static void
same_enter(struct play *p)
{
	const struct sgm_board *b = &pos_of(p)->rp->board;
	struct sgm_move m = { (uint8_t)p->cx, (uint8_t)(b->h - 1 - p->cy) };
	int n = sgm_group_at(b, m.x, m.y, NULL);
	struct sg_error err;
	char pts[32];

	if (sg_session_play(p->s, &m, &err) < 0) {
		status(p, "%s", err.msg);
		return;
	}
	status(p, "played %d,%d: %d tiles for %s", m.x, m.y, n,
	    commas(sgm_move_score((enum sgm_rules)p->s->rules, n), pts,
	    sizeof(pts)));
}

static void
same_drop(struct play *p)
{
	(void)p;
}

static void
same_panel(const struct play *p)
{
	struct pos *q = pos_of(p);
	enum sgm_rules rules = (enum sgm_rules)p->s->rules;
	char a[32], b[32];

	mark_groups(p, q);
	panel_line("score     %s", commas(p->s->out.score, a, sizeof(a)));
	panel_line("moves     %d", p->s->played);
	panel_line("tiles     %d left", q->rp->board.tiles);
	panel_line("rules     %s", sgm_rules_name(rules));
	panel_line("%s", "");
	panel_line("cursor    %d,%d", p->cx, q->rp->board.h - 1 - p->cy);
	if (q->group >= 2)
		panel_line("group     %d tiles for %s", q->group,
		    commas(sgm_move_score(rules, q->group), b, sizeof(b)));
	else
		panel_line("group     %s", q->group ? "single tile" : "none");
}

static void
same_hinted(struct play *p, const struct sg_hint *h)
{
	const struct sgm_board *b = &pos_of(p)->rp->board;
	char a[32], c[32];
	struct sgm_move m;

	memcpy(&m, h->move, sizeof(m));
	status(p, "hint: %d,%d, %d tiles for %s; the solver's line ends "
	    "at %s", m.x, m.y, sgm_group_at(b, m.x, m.y, NULL),
	    commas(h->now, a, sizeof(a)), commas(h->expect, c, sizeof(c)));
	pos_of(p)->gver = p->s->version - 1;
}

static void
same_over(const struct play *p, char *buf, size_t cap)
{
	char a[32];
	int left = pos_of(p)->rp->board.tiles;

	commas(p->s->out.score, a, sizeof(a));
	if (left == 0)
		snprintf(buf, cap, "game over: %s, board cleared", a);
	else
		snprintf(buf, cap, "game over: %s, %d tile%s left", a, left,
		    left == 1 ? "" : "s");
}

/* A seed from the system's randomness, as sg-gen draws one. */
const struct play_game play_samegame = {
	.help = "arrows/hjkl move  enter play  u undo  U redo  ? hint  "
	    "q quit",
	.hint = sgm_search_hint,
	.refresh = same_refresh,
	.size = same_size,
	.look = same_look,
	.enter = same_enter,
	.drop = same_drop,
	.panel = same_panel,
	.hinted = same_hinted,
	.over = same_over,
};
