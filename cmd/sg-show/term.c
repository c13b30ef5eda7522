/*
 * Pictures for the terminal.  In plain text a cell is one character, so
 * that a row reads as a record writes it; in colour it is two columns wide:
 * a tile is a coloured background, a ball a coloured disc.  With --digits a
 * cell is two columns in both modes, its digit and its mark's character, so
 * that neither colour nor mark hides the other.
 */
#include "show.h"

/* The glyph of a ball in colour, by its mark: a disc, the disc about to
 * move, the ring where it goes, a cross where one went, a plus for a new one. */
static const char *const ball_glyph[] = {
	"\u25cf", "\u25cf", "\u25c9", "\u25cb", "\u00d7", "\u2295",
};

/* Digits needed to write n - 1 (a row or column number) in decimal. */
static int
digits(int n)
{
	return n > 10 ? 2 : 1;
}

/* One cell in plain text: a digit, '.' for empty, or the mark's character. */
static void
plain_cell(struct show *s, const struct picture *p, int v, int mark)
{
	char c;

	if (mark != MARK_NONE)
		c = mark_char[mark];
	else if (v == 0)
		c = '.';
	else
		c = (char)('0' + p->digit1 + v - 1);
	bput(&s->out, &c, 1);
}

/* A cell with --digits: its digit and mark, on its colour in colour mode.
 * Where a ball goes the cell is empty: its dot, and the mark in the ball's
 * colour, so that no digit reads as a ball already there. */
static void
digit_cell(struct show *s, const struct picture *p, int v, int mark)
{
	char d = (char)('0' + p->digit1 + v - 1);

	if (mark == MARK_TO && !s->color)
		bprintf(&s->out, ".%c", mark_char[mark]);
	else if (mark == MARK_TO)
		bprintf(&s->out, "\033[2m\u00b7\033[0m\033[1;38;5;%dm%c"
		    "\033[0m", palette[v - 1].bg, mark_char[mark]);
	else if (v == 0)
		bputs(&s->out, !s->color ? ". " : p->round ?
		    "\033[2m\u00b7\033[0m " : "  ");
	else if (!s->color)
		bprintf(&s->out, "%c%c", d, mark_char[mark]);
	else
		bprintf(&s->out, "\033[1;38;5;%d;48;5;%dm%c%c\033[0m",
		    palette[v - 1].fg, palette[v - 1].bg, d, mark_char[mark]);
}

/* A tile in colour: its background, "[]" on a tile of the marked group. */
static void
tile_cell(struct show *s, int v, int mark)
{
	const struct color *k = v ? &palette[v - 1] : NULL;

	if (v == 0)
		bputs(&s->out, "  ");
	else if (mark != MARK_NONE)
		bprintf(&s->out, "\033[1;38;5;%d;48;5;%dm[]\033[0m", k->fg,
		    k->bg);
	else
		bprintf(&s->out, "\033[48;5;%dm  \033[0m", k->bg);
}

/*
 * A ball in colour: a disc of its colour; a marked ball is a block of its
 * colour, as a marked tile is, with the mark's glyph, so that it shows
 * from afar.
 */
static void
ball_cell(struct show *s, int v, int mark)
{
	const struct color *k = v ? &palette[v - 1] : NULL;

	if (v == 0)
		bputs(&s->out, "\033[2m\u00b7\033[0m ");
	else if (mark != MARK_NONE)
		bprintf(&s->out, "\033[1;38;5;%d;48;5;%dm%s \033[0m", k->fg,
		    k->bg, ball_glyph[mark]);
	else
		bprintf(&s->out, "\033[38;5;%dm%s\033[0m ", k->bg,
		    ball_glyph[mark]);
}

/* Column numbers under the picture: tens on a line of their own if any. */
static void
columns(struct show *s, int w, int lw)
{
	const char *gap = s->color || s->opt.digits ? " " : "";	/* 2 wide */
	int x, line;

	for (line = digits(w) - 1; line >= 0; line--) {
		bprintf(&s->out, "%*s", lw + 1, "");
		for (x = 0; x < w; x++) {
			int d = line ? x / 10 : x % 10;

			if (x > 0)
				bputs(&s->out, gap);
			if (line && d == 0)
				bputs(&s->out, " ");
			else
				bprintf(&s->out, "%d", d);
		}
		bputs(&s->out, "\n");
	}
}

/* One row of the picture, the top row being 0, under its number. */
static void
row(struct show *s, const struct picture *p, int y, int lw)
{
	int x, i, mark;

	bprintf(&s->out, "%*d ", lw, p->top_row0 ? y : p->h - 1 - y);
	for (x = 0; x < p->w; x++) {
		i = y * p->w + x;
		mark = p->mark ? p->mark[i] : MARK_NONE;
		if (s->opt.digits)
			digit_cell(s, p, p->cell[i], mark);
		else if (!s->color)
			plain_cell(s, p, p->cell[i], mark);
		else if (p->round)
			ball_cell(s, p->cell[i], mark);
		else
			tile_cell(s, p->cell[i], mark);
	}
	bputs(&s->out, "\n");
}

/* The colours a legend of p lists: the game's, or as many as its cells
 * show when it does not say. */
static int
legend_colors(const struct picture *p)
{
	int i, n = p->colors;

	for (i = 0; i < p->w * p->h; i++)
		if (p->cell[i] > n)
			n = p->cell[i];
	return n;
}

/*
 * With --digits, the colours by digit, for each way of numbering them
 * (SameGame from 0, Lines from 1), before the first picture numbered that
 * way: its game's colours, no more.  A later game reads the same legend,
 * so it is repeated only when that game has more colours.
 */
static void
legend(struct show *s, const struct picture *p)
{
	int v, n = legend_colors(p);

	if (!s->opt.digits || n <= s->legend[p->digit1])
		return;
	s->legend[p->digit1] = n;
	block(s);
	bputs(&s->out, "colours:");
	for (v = 1; v <= n; v++) {
		if (s->color)
			bprintf(&s->out, " \033[1;38;5;%d;48;5;%dm%d \033[0m"
			    " %s", palette[v - 1].fg, palette[v - 1].bg,
			    p->digit1 + v - 1, palette[v - 1].name);
		else
			bprintf(&s->out, " %d %s", p->digit1 + v - 1,
			    palette[v - 1].name);
		bputs(&s->out, v < n ? "," : "\n");
	}
}

void
term_picture(struct show *s, const struct picture *p)
{
	int lw = digits(p->h), y;

	legend(s, p);
	block(s);
	if (s->color)
		bprintf(&s->out, "\033[1m%s\033[0m\n", p->title);
	else
		bprintf(&s->out, "%s\n", p->title);
	for (y = 0; y < p->h; y++)
		row(s, p, y, lw);
	columns(s, p->w, lw);
}
