/*
 * sg-play: what its parts share.  The game in hand is the library's
 * session (core/session.h); keys.c turns keys into actions, loop.c acts
 * on the session, draw.c draws, and each game's own part (samegame.c,
 * lines.c) says how its position looks and what Enter does in it.
 */
#ifndef SG_PLAY_H
#define SG_PLAY_H

#include <stddef.h>

#include "core/session.h"
#include "opts.h"

/* What a key or a click asks for. */
enum act {
	ACT_NONE,
	ACT_LEFT, ACT_RIGHT, ACT_UP, ACT_DOWN,
	ACT_ENTER,		/* Enter, space: play, select or send */
	ACT_DROP,		/* Esc: drop the selection */
	ACT_UNDO, ACT_REDO,
	ACT_HINT,		/* ? */
	ACT_SOLVER,		/* s at game over: the solver's whole game */
	ACT_CLICK,		/* a click on the board: the cursor there,
				   then Enter */
	ACT_QUIT,
	ACT_RESIZE,
};

/* Marks on a cell, in the order they win over each other. */
enum mark {
	MARK_NONE,
	MARK_REACH,		/* Lines: where the selected ball can go */
	MARK_GROUP,		/* SameGame: the group under the cursor */
	MARK_HINT,		/* the hint's move */
	MARK_SELECTED,		/* Lines: the ball selected */
};

/* What to draw on one cell of the board. */
struct look {
	int color;		/* 0: empty, else the colour from 1 */
	enum mark mark;
	char digit;		/* the colour as the record writes it, or
				   what an empty cell shows */
};

#define STATUS_MAX	256

struct play;

/*
 * What a game does in sg-play, one file a game (samegame.c, lines.c), for
 * main.c's table of games (cmd/util/gamelist.h).
 */
struct play_game {
	const char *help;	/* the keys' help line */
	sg_hint_fn *hint;
	/* Bring the game's position up to the session's moves. */
	void (*refresh)(struct play *p);
	/* The board's size in cells as drawn. */
	void (*size)(const struct play *p, int *w, int *h);
	/* Cell (x, y) as drawn, row 0 at the top. */
	void (*look)(const struct play *p, int x, int y, struct look *lk);
	/* Enter or a click at the cursor. */
	void (*enter)(struct play *p);
	/* Esc. */
	void (*drop)(struct play *p);
	/* The lines beside the board (draw.c's panel_ functions). */
	void (*panel)(const struct play *p);
	/* The status once a hint with a move has come: the move, and what
	 * the solver expects of it. */
	void (*hinted)(struct play *p, const struct sg_hint *h);
	/* The status at the end of the game: "game over: 3,412, ...". */
	void (*over)(const struct play *p, char *buf, size_t cap);
};

extern const struct play_game play_samegame, play_lines;

struct play {
	struct sg_session *s;
	const struct play_game *g;
	const struct play_opts *o;
	void *pos;		/* the game's own position (refresh) */
	unsigned long pos_version;	/* the session version pos is of */
	int cx, cy;		/* the cursor, column and row as drawn */
	int sel;		/* Lines: the selected cell, or -1 */
	int saw_over;		/* the end has been reported */
	int quit;
	char status[STATUS_MAX];
};

/* Set p's status line. */
void status(struct play *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* n with thousands separated by commas, into buf: "3,412". */
const char *commas(long n, char *buf, size_t cap);

/* keys.c: the action of the next key (or click: its board cell in *x, *y),
 * waiting at most a tenth of a second; ACT_NONE when none came. */
enum act next_act(int *x, int *y);

/* loop.c: play until the player quits or a signal comes. */
void play_loop(struct play *p);

/* term.c: the terminal. */
int term_open(int digits, char *why, size_t cap);
void term_close(void);
int term_signalled(void);	/* the signal that came, or 0 */
/* End sg-play by the signal that came, if one did, as it would have
 * without a handler, so that its parent sees which. */
void term_end_signalled(void);
/* When the terminal has gone (its window closed with SIGHUP ignored, or
 * not sent), getch fails at once, again and again: take that as SIGHUP,
 * so that the game is saved and sg-play ends instead of spinning. */
void term_check_hangup(void);
int term_colors(void);	/* colours to draw with; 0: digits */

/* draw.c: the screen, and what the games' panels call. */
void draw(const struct play *p);
void panel_line(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void panel_colors(const char *label, const unsigned char *colors, int n);
/* The board cell under screen cell (row, col), or -1. */
int draw_cell_at(int row, int col, int *x, int *y);

/* save.c: write the session's game as one record to the output. */
void save_game(const struct play *p);

#endif
