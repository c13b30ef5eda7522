/*
 * Lines in sg-play: the position is the tester's game from the seed with
 * the session's moves played, so the balls that come are the tester's, as
 * sg-verify replays them; the screen shows of it what the tester shows a
 * player (the grid and the next colours).  Enter on a ball picks it, on an
 * empty cell it can reach sends it there.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lines/game.h"
#include "lines/play/player.h"
#include "play.h"
#include "util.h"

struct pos {
	const struct lines_tester *t;	/* the session's position */
	struct lines_view v;
	lines_bits reach;		/* where the picked ball can go */
};

static struct pos *
pos_of(const struct play *p)
{
	return p->pos;
}

static void
ln_refresh(struct play *p)
{
	struct pos *q = p->pos;

	if (!q)
		q = p->pos = xcalloc(1, sizeof(*q));
	q->t = sg_session_pos(p->s);
	lines_tester_view(q->t, &q->v);
	p->pos_version = p->s->version;
}

static void
ln_size(const struct play *p, int *w, int *h)
{
	*w = *h = pos_of(p)->v.n;
}

/* The hint's move, when there is one for the position in hand. */
static int
hint_move(const struct play *p, struct lines_move *m)
{
	if (!sg_session_hint_current(p->s) || !p->s->hint.found)
		return 0;
	memcpy(m, p->s->hint.move, sizeof(*m));
	return 1;
}

static void
ln_look(const struct play *p, int x, int y, struct look *lk)
{
	struct pos *q = pos_of(p);
	int i = y * q->v.n + x;
	struct lines_move m;

	lk->color = q->v.cell[i];
	lk->digit = lk->color ? (char)('0' + lk->color) : '.';
	lk->mark = MARK_NONE;
	if (p->sel >= 0 && (q->reach & lines_bit(i)))
		lk->mark = MARK_REACH;
	if (hint_move(p, &m) && ((m.r1 == y && m.c1 == x) ||
	    (m.r2 == y && m.c2 == x)))
		lk->mark = MARK_HINT;
	if (p->sel == i)
		lk->mark = MARK_SELECTED;
}

/* Pick the ball at cell i. */
static void
pick(struct play *p, int i)
{
	struct pos *q = pos_of(p);
	int n = q->v.n;

	p->sel = i;
	q->reach = lines_reach(&q->t->pos, i);
	status(p, "picked the ball at %d,%d: it can reach %d cell%s", i / n,
	    i % n, lines_count(q->reach), lines_count(q->reach) == 1 ? "" :
	    "s");
}

/* Send the picked ball to cell i. */
static void
send(struct play *p, int i)
{
	struct pos *q = pos_of(p);
	int n = q->v.n, balls = q->t->pos.balls;
	struct lines_move m = { (int8_t)(p->sel / n), (int8_t)(p->sel % n),
	    (int8_t)(i / n), (int8_t)(i % n) };
	long before = p->s->out.score;
	struct sg_error err;

	if (!(q->reach & lines_bit(i))) {
		status(p, "not reachable: no free path from %d,%d to %d,%d",
		    m.r1, m.c1, m.r2, m.c2);
		return;
	}
	if (sg_session_play(p->s, &m, &err) < 0) {
		status(p, "%s", err.msg);
		return;
	}
	p->sel = -1;
	if (p->s->out.score > before)
		status(p, "moved %d,%d to %d,%d: a line for %ld", m.r1,
		    m.c1, m.r2, m.c2, p->s->out.score - before);
	else
		status(p, "moved %d,%d to %d,%d: no line, %d balls came",
		    m.r1, m.c1, m.r2, m.c2, p->s->out.left - balls);
}

static void
ln_enter(struct play *p)
{
	struct pos *q = pos_of(p);
	int i = p->cy * q->v.n + p->cx;

	if (p->s->out.over)
		status(p, "game over");
	else if (q->v.cell[i] != LINES_EMPTY)
		pick(p, i);
	else if (p->sel < 0)
		status(p, "pick a ball first");
	else
		send(p, i);
}

static void
ln_drop(struct play *p)
{
	if (p->sel >= 0)
		status(p, "dropped the ball at %d,%d", p->sel / pos_of(p)->v.n,
		    p->sel % pos_of(p)->v.n);
	p->sel = -1;
}

static void
ln_panel(const struct play *p)
{
	struct pos *q = pos_of(p);
	int n = q->v.n;
	char a[32];

	panel_line("score     %s", commas(p->s->out.score, a, sizeof(a)));
	panel_line("moves     %d of %d", p->s->played, LINES_MAX_TURNS);
	panel_line("balls     %d on %d cells", q->t->pos.balls, n * n);
	panel_colors("next", q->v.next, q->v.nnext);
	panel_line("%s", "");
	panel_line("cursor    %d,%d", p->cy, p->cx);
	if (p->sel >= 0)
		panel_line("picked    %d,%d, reaches %d", p->sel / n,
		    p->sel % n, lines_count(q->reach));
}

static void
ln_hinted(struct play *p, const struct sg_hint *h)
{
	struct lines_move m;
	char a[32];

	memcpy(&m, h->move, sizeof(m));
	status(p, "hint: %d,%d to %d,%d, for %s at once", m.r1, m.c1,
	    m.r2, m.c2, commas(h->now, a, sizeof(a)));
}

static void
ln_over(const struct play *p, char *buf, size_t cap)
{
	char a[32];

	commas(p->s->out.score, a, sizeof(a));
	if (p->s->played >= LINES_MAX_TURNS)
		snprintf(buf, cap, "game over: %s, all %d moves played", a,
		    LINES_MAX_TURNS);
	else
		snprintf(buf, cap, "game over: %s, the grid is full", a);
}

const struct play_game play_lines = {
	.help = "arrows/hjkl move  enter pick/send  esc drop  u undo  "
	    "U redo  ? hint  q quit",
	.hint = lines_hint,
	.refresh = ln_refresh,
	.size = ln_size,
	.look = ln_look,
	.enter = ln_enter,
	.drop = ln_drop,
	.panel = ln_panel,
	.hinted = ln_hinted,
	.over = ln_over,
};
