/*
 * Pictures as one SVG image: every picture is kept until the input ends,
 * when the image is written with the pictures laid out in rows under a
 * legend of the colours.  The image has a viewBox and no size of its own,
 * so that a viewer scales it to its window.
 */
#include <stdlib.h>
#include <string.h>

#include "show.h"

#define SVG_MAX_PANELS	10000	/* pictures in one SVG document */
#define SVG_CELL	24	/* pixels a cell */
#define SVG_PAD		24	/* pixels around a board, for its numbers */
#define SVG_TITLE	22	/* pixels above a board, for its title */
#define SVG_BALL	10	/* radius of a ball */
#define SVG_LEGEND	26	/* pixels a row of the legend */
#define SVG_KEY		110	/* pixels a colour of the legend */

/* A picture kept, with copies of what it points to. */
struct panel {
	struct picture p;
	char *title;
	uint8_t *cell, *mark;
};

void
svg_keep(struct show *s, const struct picture *p)
{
	struct panel *k;
	size_t n = (size_t)p->w * (size_t)p->h;

	if (s->npanels == SVG_MAX_PANELS)
		die(EXIT_ERROR, "more than %d pictures for one SVG image",
		    SVG_MAX_PANELS);
	if (s->npanels == s->panel_cap) {
		s->panel_cap = s->panel_cap ? s->panel_cap * 2 : 16;
		s->panel = xrealloc(s->panel, s->panel_cap * sizeof(*k));
	}
	k = &s->panel[s->npanels++];
	k->p = *p;
	k->p.title = k->title = xstrdup(p->title);
	k->p.cell = k->cell = memcpy(xrealloc(NULL, n), p->cell, n);
	k->mark = p->mark ? memcpy(xrealloc(NULL, n), p->mark, n) : NULL;
	k->p.mark = k->mark;
}

/* Text for XML: markup characters escaped, bytes beyond ASCII as '?'. */
static void
svg_text(struct buf *o, const char *t)
{
	for (; *t; t++) {
		if (*t == '&')
			bputs(o, "&amp;");
		else if (*t == '<')
			bputs(o, "&lt;");
		else if (*t == '>')
			bputs(o, "&gt;");
		else if ((unsigned char)*t < 0x20 || (unsigned char)*t > 0x7e)
			bputs(o, "?");
		else
			bput(o, t, 1);
	}
}

/* The picture row of the row numbered i. */
static int
svg_row(const struct picture *p, int i)
{
	return p->top_row0 ? i : p->h - 1 - i;
}

/* The row and column numbers around a picture. */
static void
svg_numbers(struct buf *o, const struct picture *p)
{
	int i, bottom = SVG_TITLE + p->h * SVG_CELL;

	for (i = 0; i < p->h; i++)
		bprintf(o, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%d"
		    "</text>\n", SVG_PAD - 5, SVG_TITLE + (svg_row(p, i) + 1) *
		    SVG_CELL - 8, i);
	for (i = 0; i < p->w; i++)
		bprintf(o, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">"
		    "%d</text>\n", SVG_PAD + i * SVG_CELL + SVG_CELL / 2,
		    bottom + 14, i);
}

/* The colour of a digit written on colour v. */
static const char *
ink(int v)
{
	return palette[v - 1].fg == 16 ? "#000" : "#fff";
}

/* The digit d of colour v centred at (x, y), in its colour on a ring. */
static void
svg_digit(struct buf *o, int v, int d, int mark, int x, int y)
{
	bprintf(o, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" "
	    "font-size=\"13\" font-weight=\"bold\" fill=\"%s\">%d</text>\n",
	    x, y + 5, mark == MARK_TO ? palette[v - 1].rgb : ink(v), d);
}

/* A tile at (px, py); a tile about to go is outlined, and dotted when
 * no digit is written on it. */
static void
svg_tile(struct buf *o, int v, int mark, int px, int py, int digits)
{
	bprintf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
	    "rx=\"4\" fill=\"%s\"", px + 1, py + 1, SVG_CELL - 2, SVG_CELL - 2,
	    palette[v - 1].rgb);
	if (mark != MARK_NONE && digits)
		bputs(o, " stroke=\"#000\" stroke-width=\"3\"");
	else if (mark != MARK_NONE)
		bprintf(o, " stroke=\"#000\" stroke-width=\"3\"/>\n<circle "
		    "cx=\"%d\" cy=\"%d\" r=\"4\" fill=\"#fff\" stroke=\"#000\"",
		    px + SVG_CELL / 2, py + SVG_CELL / 2);
	bputs(o, "/>\n");
}

/*
 * A ball centred at (x, y), drawn as its mark says: the ball about to move
 * outlined and dotted as a tile about to go is, where it goes a dashed
 * ring, a ball removed faded and crossed, a ball added outlined.
 */
static void
svg_ball(struct buf *o, int v, int mark, int x, int y)
{
	const char *rgb = palette[v - 1].rgb;

	bprintf(o, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" ", x, y, SVG_BALL);
	switch (mark) {
	case MARK_TO:
		bprintf(o, "fill=\"none\" stroke=\"%s\" stroke-width=\"3\" "
		    "stroke-dasharray=\"4 3\"/>\n", rgb);
		break;
	case MARK_REMOVED:
		bprintf(o, "fill=\"%s\" fill-opacity=\"0.3\"/>\n<path d=\"M%d "
		    "%dl12 12m0 -12l-12 12\" stroke=\"#000\" "
		    "stroke-width=\"2\" fill=\"none\"/>\n", rgb, x - 6, y - 6);
		break;
	case MARK_ADDED:
		bprintf(o, "fill=\"%s\" stroke=\"#000\" stroke-width=\"2\"/>\n"
		    "<path d=\"M%d %dh10m-5 -5v10\" stroke=\"#000\" "
		    "stroke-width=\"2\" fill=\"none\"/>\n", rgb, x - 5, y);
		break;
	case MARK_NONE:
		bprintf(o, "fill=\"%s\"/>\n", rgb);
		break;
	default:
		bprintf(o, "fill=\"%s\" stroke=\"#000\" stroke-width=\"3\"/>\n"
		    "<circle cx=\"%d\" cy=\"%d\" r=\"4\" fill=\"#fff\" "
		    "stroke=\"#000\"/>\n", rgb, x, y);
	}
}

/* The cell in column x of the row numbered j: its frame, tile or ball,
 * and its digit with --digits. */
static void
svg_cell(struct buf *o, const struct picture *p, int x, int j, int digits)
{
	int y = svg_row(p, j), i = y * p->w + x, v = p->cell[i];
	int mark = p->mark ? p->mark[i] : MARK_NONE;
	int px = SVG_PAD + x * SVG_CELL, py = SVG_TITLE + y * SVG_CELL;

	if (p->round)
		bprintf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
		    "fill=\"none\" stroke=\"#ddd\"/>\n", px, py, SVG_CELL,
		    SVG_CELL);
	if (v == 0)
		return;
	if (p->round)
		svg_ball(o, v, mark, px + SVG_CELL / 2, py + SVG_CELL / 2);
	else
		svg_tile(o, v, mark, px, py, digits);
	if (digits)
		svg_digit(o, v, p->digit1 + v - 1, mark, px + SVG_CELL / 2,
		    py + SVG_CELL / 2);
}

/* One picture of the SVG image at (x, y): title (also as the tooltip a
 * viewer shows), board, numbers. */
static void
svg_panel(struct buf *o, const struct picture *p, int x, int y, int digits)
{
	int i, j;

	bprintf(o, "<g transform=\"translate(%d,%d)\">\n<title>", x, y);
	svg_text(o, p->title);
	bprintf(o, "</title>\n<text x=\"%d\" y=\"15\" font-size=\"13\" "
	    "fill=\"#000\">", SVG_PAD);
	svg_text(o, p->title);
	bprintf(o, "</text>\n<rect x=\"%d\" y=\"%d\" width=\"%d\" "
	    "height=\"%d\" fill=\"#f2f2f2\" stroke=\"#ccc\"/>\n", SVG_PAD,
	    SVG_TITLE, p->w * SVG_CELL, p->h * SVG_CELL);
	for (i = 0; i < p->w; i++)
		for (j = 0; j < p->h; j++)
			svg_cell(o, p, i, j, digits);
	svg_numbers(o, p);
	bputs(o, "</g>\n");
}

/* The colours used by the pictures numbered from digit1 (SameGame 0,
 * Lines 1), a bit each; 0 when there are none. */
static unsigned
colours_used(const struct show *s, int digit1)
{
	unsigned used = 0;
	size_t i, c;

	for (i = 0; i < s->npanels; i++) {
		const struct picture *p = &s->panel[i].p;

		if (p->digit1 != digit1)
			continue;
		for (c = 0; c < (size_t)p->w * (size_t)p->h; c++)
			used |= 1u << p->cell[c];
	}
	return used & ~1u;
}

static int
bits(unsigned u)
{
	int n = 0;

	for (; u; u &= u - 1)
		n++;
	return n;
}

/* A row of the legend at y, when a colour is used: each colour used, a
 * swatch with its digit, and its name. */
static void
svg_legend_row(struct buf *o, unsigned used, int digit1, int y)
{
	int v, x = SVG_PAD;

	if (!used)
		return;
	bprintf(o, "<g transform=\"translate(0,%d)\" font-size=\"13\" "
	    "fill=\"#000\">\n<text x=\"%d\" y=\"17\">%s colours:</text>\n",
	    y, x, digit1 ? "Lines" : "SameGame");
	x += digit1 ? 110 : 140;
	for (v = 1; v <= SGM_MAX_COLORS; v++) {
		if (!((used >> v) & 1))
			continue;
		bprintf(o, "<rect x=\"%d\" y=\"3\" width=\"20\" height=\"20\" "
		    "rx=\"4\" fill=\"%s\"/>\n<text x=\"%d\" y=\"18\" "
		    "text-anchor=\"middle\" font-weight=\"bold\" fill=\"%s\">%d"
		    "</text>\n<text x=\"%d\" y=\"18\">%s</text>\n", x,
		    palette[v - 1].rgb, x + 10, ink(v), digit1 + v - 1, x + 26,
		    palette[v - 1].name);
		x += SVG_KEY;
	}
	bputs(o, "</g>\n");
}

/* The pictures a row: --columns, or as many as make a square of them. */
static size_t
columns(const struct show *s)
{
	size_t n = s->npanels, cols = 1;

	if (s->opt.columns > 0)
		return (size_t)s->opt.columns < n ? (size_t)s->opt.columns : n;
	while (cols * cols < n)
		cols++;
	return cols;
}

void
svg_write(struct show *s)
{
	size_t n = s->npanels, i, cols = columns(s), title = 0;
	unsigned used[2] = { colours_used(s, 0), colours_used(s, 1) };
	int maxw = 1, maxh = 1, sw, sh, top, width, keys;

	for (i = 0; i < n; i++) {
		maxw = s->panel[i].p.w > maxw ? s->panel[i].p.w : maxw;
		maxh = s->panel[i].p.h > maxh ? s->panel[i].p.h : maxh;
		if (strlen(s->panel[i].title) > title)
			title = strlen(s->panel[i].title);
	}
	sw = 2 * SVG_PAD + maxw * SVG_CELL;
	if (title * 7 + SVG_PAD > (size_t)sw)
		sw = (int)(title * 7) + SVG_PAD;
	sh = SVG_TITLE + maxh * SVG_CELL + SVG_PAD;
	keys = bits(used[0]) > bits(used[1]) ? bits(used[0]) : bits(used[1]);
	width = (int)cols * sw;
	if (width < 2 * SVG_PAD + 140 + keys * SVG_KEY)
		width = 2 * SVG_PAD + 140 + keys * SVG_KEY;
	/* The pictures start under the legend's rows, 2 pixels above and below. */
	top = 4 + SVG_LEGEND * ((used[0] != 0) + (used[1] != 0));
	bprintf(&s->out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "viewBox=\"0 0 %d %d\">\n<rect width=\"100%%\" "
	    "height=\"100%%\" fill=\"#fff\"/>\n<g font-family=\"sans-serif\" "
	    "font-size=\"10\" fill=\"#666\">\n", width,
	    top + (int)((n + cols - 1) / cols) * sh);
	svg_legend_row(&s->out, used[0], 0, 2);
	svg_legend_row(&s->out, used[1], 1, 2 + SVG_LEGEND * (used[0] != 0));
	for (i = 0; i < n; i++) {
		svg_panel(&s->out, &s->panel[i].p, (int)(i % cols) * sw,
		    top + (int)(i / cols) * sh, s->opt.digits);
		free(s->panel[i].title);
		free(s->panel[i].cell);
		free(s->panel[i].mark);
	}
	bputs(&s->out, "</g>\n</svg>\n");
	emit(s);
	free(s->panel);
}
