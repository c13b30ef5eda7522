/*
 * The game loop: a key's action on the session and the cursor, the hint
 * taken when it comes, the end reported once, and the screen drawn again,
 * until the player quits or a signal comes.
 */
#include <stdarg.h>
#include <stdio.h>

#include "play.h"
#include "util.h"

void
status(struct play *p, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(p->status, sizeof(p->status), fmt, ap);
	va_end(ap);
}

const char *
commas(long n, char *buf, size_t cap)
{
	char digits[32];
	int len = snprintf(digits, sizeof(digits), "%ld", n < 0 ? -n : n);
	size_t at = 0;
	int i;

	if (n < 0 && at + 1 < cap)
		buf[at++] = '-';
	for (i = 0; i < len && at + 2 < cap; i++) {
		if (i > 0 && (len - i) % 3 == 0)
			buf[at++] = ',';
		buf[at++] = digits[i];
	}
	buf[at] = '\0';
	return buf;
}

/* Move the cursor by (dx, dy), within the board. */
static void
cursor_by(struct play *p, int dx, int dy)
{
	int w, h;

	p->g->size(p, &w, &h);
	p->cx += dx;
	p->cy += dy;
	p->cx = p->cx < 0 ? 0 : p->cx >= w ? w - 1 : p->cx;
	p->cy = p->cy < 0 ? 0 : p->cy >= h ? h - 1 : p->cy;
}

/* Say what the hint, or the solver's whole game, that came is. */
static void
hinted(struct play *p, int whole)
{
	char a[32], b[32];

	if (whole)
		status(p, "the solver's game from the same start: %s (yours: "
		    "%s)", commas(p->s->whole.expect, a, sizeof(a)),
		    commas(p->s->out.score, b, sizeof(b)));
	else if (!p->s->hint.found)
		status(p, "hint: no move left");
	else
		p->g->hinted(p, &p->s->hint);
}

/* Ask for a hint, or the solver's whole game. */
static void
ask(struct play *p, int whole)
{
	struct sg_error err;

	if (!whole && sg_session_hint_current(p->s)) {
		hinted(p, 0);
		return;
	}
	if (sg_session_ask(p->s, whole, &err) < 0) {
		status(p, "no hint: %s", err.msg);
		return;
	}
	status(p, "%s: the solver is thinking (%g s)...",
	    whole ? "solver's game" : "hint", p->o->hint_time);
}

static void
undo_redo(struct play *p, int redo)
{
	int done = redo ? sg_session_redo(p->s) : sg_session_undo(p->s);

	p->sel = -1;
	p->saw_over = p->saw_over && p->s->out.over;
	if (!done)
		status(p, "nothing to %s", redo ? "redo" : "undo");
	else
		status(p, "%s: move %d", redo ? "redone" : "undone",
		    redo ? p->s->played : p->s->played + 1);
}

static void
act(struct play *p, enum act a, int x, int y)
{
	switch (a) {
	case ACT_LEFT: cursor_by(p, -1, 0); break;
	case ACT_RIGHT: cursor_by(p, 1, 0); break;
	case ACT_UP: cursor_by(p, 0, -1); break;
	case ACT_DOWN: cursor_by(p, 0, 1); break;
	case ACT_CLICK:
		p->cx = x;
		p->cy = y;
		/* FALLTHROUGH */
	case ACT_ENTER: p->g->enter(p); break;
	case ACT_DROP: p->g->drop(p); break;
	case ACT_UNDO: undo_redo(p, 0); break;
	case ACT_REDO: undo_redo(p, 1); break;
	case ACT_HINT: ask(p, 0); break;
	case ACT_SOLVER:
		if (p->s->out.over)
			ask(p, 1);
		break;
	case ACT_QUIT: p->quit = 1; break;
	case ACT_RESIZE: case ACT_NONE: break;
	}
}

/* Take a hint that has come; report the end once, saving it. */
static void
take_news(struct play *p)
{
	struct sg_error err;
	int got, whole = p->s->run_whole;

	if ((got = sg_session_poll(p->s, &err)) < 0)
		status(p, "no hint: %s", err.msg);
	else if (got > 0)
		hinted(p, whole);
	if (p->s->out.over && !p->saw_over) {
		p->saw_over = 1;
		p->sel = -1;
		p->g->over(p, p->status, sizeof(p->status));
		if (p->o->c.output)
			save_game(p);
	}
}

void
play_loop(struct play *p)
{
	enum act a;
	int x = 0, y = 0;

	while (!p->quit && !term_signalled()) {
		if (p->pos_version != p->s->version || !p->pos)
			p->g->refresh(p);
		take_news(p);
		if (p->pos_version != p->s->version)
			p->g->refresh(p);
		draw(p);
		a = next_act(&x, &y);
		act(p, a, x, y);
	}
}
