/*
 * sg-show's parts.  Each game turns its records into pictures (samegame.c,
 * lines.c) or into text of its own; a picture is neutral, a grid of cells
 * with marks and a title, that the terminal (term.c), the SVG image (svg.c)
 * and the HTML replay (html.c) draw alike.
 */
#ifndef SG_SHOW_H
#define SG_SHOW_H

#include <stddef.h>
#include <stdint.h>

#include "opts.h"
#include "samegame/board.h"
#include "util.h"

/* A growing output buffer: one block of text, written out at once. */
struct buf {
	char *p;
	size_t len, cap;
};

/* What a mark on a cell of a picture says. */
enum mark {
	MARK_NONE,
	MARK_GROUP,		/* SameGame: a tile of the group about to go */
	MARK_FROM,		/* Lines: the ball about to move */
	MARK_TO,		/* Lines: where it goes (empty; cell is its colour) */
	MARK_REMOVED,		/* Lines: a ball removed (cell is its colour) */
	MARK_ADDED,		/* Lines: a ball just added */
};

/*
 * Where a picture stands in its game: before or after move 1..nmoves, or
 * the end, step nmoves + 1; step 0 is a board record, not a game.  gain is
 * the move's points and score the running score after it (at the end, the
 * final score).
 */
struct step {
	int move, nmoves;
	long gain, score;
};

/*
 * A picture: w x h cells, row by row from the top, each 0 for an empty cell
 * or a colour of the palette from 1; a mark for each cell, or no marks.
 */
struct picture {
	const char *title;
	int w, h;
	int round;		/* balls (discs) rather than tiles (squares) */
	int top_row0;		/* rows numbered from the top, not the bottom */
	int digit1;		/* digit of palette colour 1 in plain text */
	int colors;		/* the game's colours, for a legend; 0: as
				   many as the cells show */
	const uint8_t *cell;
	const uint8_t *mark;	/* enum mark a cell, or NULL */
	struct step step;
};

struct panel;
struct html;

struct show {
	struct show_opts opt;	/* the command line, as opts.c parsed it */
	int color;		/* draw in colour: --color and the terminal */
	int legend[2];		/* colours the legends written so far have
				   listed, by digit1 */
	struct sg_writer *w;
	struct buf out;
	int blocks;		/* blocks written so far (blank lines between) */
	struct boardset *boards;	/* -b: boards for move lists */
	struct panel *panel;	/* pictures kept for the SVG image */
	size_t npanels, panel_cap;
	struct html *html;	/* the replay page being written */
	uint8_t cell[SGM_MAX_CELLS];	/* the picture in hand */
	uint8_t mark[SGM_MAX_CELLS];
};

/* The 10 colours: 256-colour terminal background, marker foreground, SVG,
 * and the name a legend gives it. */
struct color {
	int bg, fg;
	const char *rgb, *name;
};

extern const struct color palette[SGM_MAX_COLORS];

/* out.c: text into the buffer, and the buffer to the output. */
void bput(struct buf *b, const char *s, size_t n);
void bputs(struct buf *b, const char *s);
void bprintf(struct buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void emit(struct show *s);
void block(struct show *s);
const char *plural(long n);

/* picture.c: draw a picture now, or keep it for the SVG image or the
 * replay, unless --moves leaves its step out. */
void picture(struct show *s, const struct picture *p);

/* Whether a game is drawn step by step: in a drawing format, not --final. */
int draws_steps(const struct show *s);

/* The character of each mark in plain text, indexed by enum mark. */
extern const char mark_char[];

/* term.c: a picture for the terminal, under its title line. */
void term_picture(struct show *s, const struct picture *p);

/* svg.c: keep a picture; write every picture kept as one SVG image. */
void svg_keep(struct show *s, const struct picture *p);
void svg_write(struct show *s);

/* html.c: the replay page.  html_game starts a game (or board) named name,
 * after the page's head at the first; html_keep adds a picture to it;
 * html_end writes the page's script and closes it, when a game began. */
void html_game(struct show *s, const char *name);
void html_keep(struct show *s, const struct picture *p);
void html_end(struct show *s);

/* t as a JavaScript string literal that no "</script>" in t can end. */
void js_string(struct buf *o, const char *t);

/* play.c: sg-show -f html --play, the page to play in: its exit status. */
int play_page(struct show *s);

/*
 * What a game does in sg-show, one file a game (samegame.c, lines.c), for
 * main.c's table of games (cmd/util/games.h).
 */
struct show_game {
	/* Show one board or game record (not a move list): 0, or
	 * EXIT_ERROR after saying what is wrong. */
	int (*show)(struct show *s, struct sg_record *rec,
	    const struct sg_reader *r);
};

extern const struct show_game show_samegame, show_lines;

#endif
