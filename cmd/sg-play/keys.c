/*
 * The keys (and clicks) of sg-play, as actions: what each key does is here
 * and in the help line of draw.c, nowhere else.
 */
#include <curses.h>

#include "play.h"

#define CTRL(c)	((c) & 0x1f)

/* The action of key ch, when it is an ordinary key. */
static enum act
key_act(int ch)
{
	switch (ch) {
	case KEY_LEFT: case 'h':
		return ACT_LEFT;
	case KEY_RIGHT: case 'l':
		return ACT_RIGHT;
	case KEY_UP: case 'k':
		return ACT_UP;
	case KEY_DOWN: case 'j':
		return ACT_DOWN;
	case '\n': case '\r': case KEY_ENTER: case ' ':
		return ACT_ENTER;
	case 27:
		return ACT_DROP;
	case 'u':
		return ACT_UNDO;
	case 'U': case CTRL('r'):
		return ACT_REDO;
	case '?':
		return ACT_HINT;
	case 's':
		return ACT_SOLVER;
	case 'q':
		return ACT_QUIT;
	case KEY_RESIZE:
		return ACT_RESIZE;
	}
	return ACT_NONE;
}

/* A click of the first button on the board: its cell in *x, *y. */
static enum act
click_act(int *x, int *y)
{
	MEVENT ev;

	if (getmouse(&ev) != OK ||
	    !(ev.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED)))
		return ACT_NONE;
	return draw_cell_at(ev.y, ev.x, x, y) < 0 ? ACT_NONE : ACT_CLICK;
}

enum act
next_act(int *x, int *y)
{
	int ch;

	timeout(100);
	ch = getch();
	if (ch == ERR) {
		term_check_hangup();
		return ACT_NONE;
	}
	if (ch == KEY_MOUSE)
		return click_act(x, y);
	return key_act(ch);
}
