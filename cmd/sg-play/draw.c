/*
 * The screen: a title line, the board in a frame (scrolled to keep the
 * cursor in view when it is bigger than the window), the game's panel to
 * its right, the status line and the keys' help line.  Cells are two
 * columns wide, so that they come out about square.
 */
#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "play.h"

#define PANEL_W		26	/* columns kept for the panel at least */
#define TOP		1	/* the frame's top row */

/* Where the board was last drawn: for clicks. */
static struct {
	int vw, vh;		/* cells in view */
	int ox, oy;		/* the cell at the view's top left */
	int panel_row, panel_col;
} lay;

/* The first cell in view along a side of n cells, vn in view, the
 * cursor at c: the view moves only as far as it must. */
static int
view_start(int start, int n, int vn, int c)
{
	if (c < start)
		start = c;
	if (c >= start + vn)
		start = c - vn + 1;
	if (start > n - vn)
		start = n - vn;
	return start < 0 ? 0 : start;
}

static void
layout(const struct play *p, int w, int h)
{
	int rows = LINES - TOP - 4, cols = (COLS - 3 - PANEL_W) / 2;

	lay.vw = w < cols ? w : cols > 1 ? cols : 1;
	lay.vh = h < rows ? h : rows > 1 ? rows : 1;
	lay.ox = view_start(lay.ox, w, lay.vw, p->cx);
	lay.oy = view_start(lay.oy, h, lay.vh, p->cy);
	lay.panel_row = TOP + 1;
	lay.panel_col = 2 * lay.vw + 4;
}

/* The two characters of a cell and their attributes. */
static void
cell_text(const struct look *lk, int cursor, char t[3], attr_t *a)
{
	static const char colour_marks[][3] = { "  ", " +", "::", "<>",
	    "()" };
	static const char digit_marks[] = " +:*@";
	int ncolors = term_colors();

	*a = lk->color && ncolors ? COLOR_PAIR(lk->color) : A_NORMAL;
	if (ncolors) {
		memcpy(t, colour_marks[lk->mark], 3);
		if (ncolors < 256 && lk->color)
			t[1] = lk->digit;
		if (!lk->color && lk->mark == MARK_NONE)
			t[1] = lk->digit;
	} else {
		t[0] = digit_marks[lk->mark];
		t[1] = lk->digit;
		t[2] = '\0';
	}
	if (cursor) {
		if (ncolors) {
			t[0] = '[';
			t[1] = ']';
		}
		*a |= ncolors ? A_BOLD : A_REVERSE;
	}
}

static void
draw_board(const struct play *p, int w, int h)
{
	struct look lk;
	attr_t a;
	char t[3];
	int x, y;

	attrset(A_NORMAL);
	mvaddch(TOP, 0, ACS_ULCORNER);
	mvhline(TOP, 1, ACS_HLINE, 2 * lay.vw);
	mvaddch(TOP, 2 * lay.vw + 1, ACS_URCORNER);
	for (y = 0; y < lay.vh; y++) {
		mvaddch(TOP + 1 + y, 0, ACS_VLINE);
		for (x = 0; x < lay.vw; x++) {
			p->g->look(p, lay.ox + x, lay.oy + y, &lk);
			cell_text(&lk, lay.ox + x == p->cx &&
			    lay.oy + y == p->cy, t, &a);
			attrset(a);
			mvaddstr(TOP + 1 + y, 1 + 2 * x, t);
		}
		attrset(A_NORMAL);
		addch(ACS_VLINE);
	}
	mvaddch(TOP + 1 + lay.vh, 0, ACS_LLCORNER);
	mvhline(TOP + 1 + lay.vh, 1, ACS_HLINE, 2 * lay.vw);
	mvaddch(TOP + 1 + lay.vh, 2 * lay.vw + 1, ACS_LRCORNER);
	if (lay.vw < w || lay.vh < h)
		mvprintw(TOP + 1 + lay.vh, 2, " %dx%d of %dx%d in view ",
		    lay.vw, lay.vh, w, h);
}

void
panel_line(const char *fmt, ...)
{
	va_list ap;

	if (lay.panel_row >= LINES - 2)
		return;
	move(lay.panel_row++, lay.panel_col);
	va_start(ap, fmt);
	vw_printw(stdscr, fmt, ap);
	va_end(ap);
}

void
panel_colors(const char *label, const unsigned char *colors, int n)
{
	struct look lk = { 0, MARK_NONE, ' ' };
	attr_t a;
	char t[3];
	int i;

	if (lay.panel_row >= LINES - 2)
		return;
	mvprintw(lay.panel_row, lay.panel_col, "%-10s", label);
	for (i = 0; i < n; i++) {
		lk.color = colors[i];
		lk.digit = (char)('0' + colors[i]);
		cell_text(&lk, 0, t, &a);
		attrset(a);
		addstr(t);
		attrset(A_NORMAL);
		addch(' ');
	}
	lay.panel_row++;
}

static void
draw_lines(const struct play *p)
{
	const char *help = p->g->help;

	if (p->s->out.over)
		help = "game over:  s the solver's game  u undo  q quit";
	attrset(A_NORMAL);
	mvprintw(0, 0, "sg-play  %s  (%s)", p->s->rec.name, p->s->game->name);
	attrset(A_BOLD);
	mvaddnstr(LINES - 2, 0, p->status, COLS);
	attrset(A_DIM);
	mvaddnstr(LINES - 1, 0, help, COLS);
	attrset(A_NORMAL);
}

void
draw(const struct play *p)
{
	int w, h;

	erase();
	p->g->size(p, &w, &h);
	layout(p, w, h);
	draw_board(p, w, h);
	attrset(A_NORMAL);
	p->g->panel(p);
	draw_lines(p);
	refresh();
}

int
draw_cell_at(int row, int col, int *x, int *y)
{
	int cx = (col - 1) / 2, cy = row - TOP - 1;

	if (col < 1 || cx >= lay.vw || cy < 0 || cy >= lay.vh)
		return -1;
	*x = lay.ox + cx;
	*y = lay.oy + cy;
	return 0;
}
