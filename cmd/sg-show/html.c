/*
 * The replay page: one HTML file with no outside resource.  Each game is
 * a script holding its pictures as data, written as they come so that a
 * long game never sits in memory whole; the page's own script, last, draws
 * the board of one step at a time from that data.  A picture's cells are
 * written whole at a game's first, and after that as the cells changed
 * when that is shorter: a 64x64 game of 629 moves makes 350 KB, where
 * every picture whole would make 2.6 MB.
 */
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "show.h"

struct html {
	int in_game;		/* a game's script is open */
	int frames;		/* pictures of the game in hand */
	int w, h, round, top_row0, digit1, nmoves;
	uint8_t cell[SGM_MAX_CELLS];	/* the game's last picture */
};

static void
put_lines(struct buf *o, const char *const *line)
{
	for (; *line; line++) {
		bputs(o, *line);
		bputs(o, "\n");
	}
}

/* t as a JavaScript string: quotes and backslashes escaped, '<' as \x3c
 * so that no "</script>" ends the script, bytes beyond ASCII as '?'. */
void
js_string(struct buf *o, const char *t)
{
	bputs(o, "\"");
	for (; *t; t++) {
		if (*t == '"' || *t == '\\')
			bprintf(o, "\\%c", *t);
		else if (*t == '<')
			bputs(o, "\\x3c");
		else if ((unsigned char)*t < 0x20 || (unsigned char)*t > 0x7e)
			bputs(o, "?");
		else
			bput(o, t, 1);
	}
	bputs(o, "\"");
}

/* Close the script of the game in hand, with what its pictures share. */
static void
end_game(struct show *s)
{
	struct html *h = s->html;

	if (!h->in_game)
		return;
	bprintf(&s->out, "], w: %d, h: %d, r: %d, t: %d, d: %d, m: %d});"
	    "</script>\n", h->w, h->h, h->round, h->top_row0, h->digit1,
	    h->nmoves);
	h->in_game = 0;
}

void
html_game(struct show *s, const char *name)
{
	if (!s->html) {
		s->html = xrealloc(NULL, sizeof(*s->html));
		memset(s->html, 0, sizeof(*s->html));
		put_lines(&s->out, html_head);
	}
	end_game(s);
	bputs(&s->out, "<script>G.push({n: ");
	js_string(&s->out, name);
	bputs(&s->out, ", f: [\n");
	s->html->in_game = 1;
	s->html->frames = 0;
}

/* The cells of p as one string, '.' for empty and digits from 0. */
static void
whole_cells(struct buf *o, const struct picture *p, int n)
{
	int i;

	bputs(o, "\"");
	for (i = 0; i < n; i++)
		bputs(o, p->cell[i] ? (char[]){ (char)('0' + p->cell[i] - 1),
		    '\0' } : ".");
	bputs(o, "\"");
}

/* Cells of p other than in the picture before, counted up to n. */
static int
changes(const struct html *h, const struct picture *p, int n)
{
	int i, k = 0;

	for (i = 0; i < n; i++)
		k += p->cell[i] != h->cell[i];
	return k;
}

/* Characters a changed cell takes in a list of changes, "123,4,", about:
 * a whole picture takes one a cell. */
enum { CHANGE_CHARS = 6 };

/* The cells of p: whole at a game's first picture, or when more than one
 * cell in CHANGE_CHARS changed, where the whole is the shorter; otherwise
 * the changes alone, [cell, value, ...]. */
static void
frame_cells(struct show *s, const struct picture *p, int n)
{
	struct html *h = s->html;
	const char *sep = "";
	int i;

	if (h->frames == 0 || changes(h, p, n) * CHANGE_CHARS > n) {
		whole_cells(&s->out, p, n);
	} else {
		bputs(&s->out, "[");
		for (i = 0; i < n; i++) {
			if (p->cell[i] == h->cell[i])
				continue;
			bprintf(&s->out, "%s%d,%d", sep, i, p->cell[i]);
			sep = ",";
		}
		bputs(&s->out, "]");
	}
	memcpy(h->cell, p->cell, (size_t)n);
}

/* The marks of p, [cell, mark, ...], or 0 for none. */
static void
frame_marks(struct buf *o, const struct picture *p, int n)
{
	const char *sep = "";
	int i;

	if (!p->mark) {
		bputs(o, "0");
		return;
	}
	bputs(o, "[");
	for (i = 0; i < n; i++) {
		if (p->mark[i] == MARK_NONE)
			continue;
		bprintf(o, "%s%d,%d", sep, i, p->mark[i]);
		sep = ",";
	}
	bputs(o, "]");
}

void
html_keep(struct show *s, const struct picture *p)
{
	struct html *h = s->html;
	int n = p->w * p->h;

	h->w = p->w;
	h->h = p->h;
	h->round = p->round;
	h->top_row0 = p->top_row0;
	h->digit1 = p->digit1;
	h->nmoves = p->step.nmoves;
	bprintf(&s->out, "[%d,%ld,%ld,", p->step.move, p->step.gain,
	    p->step.score);
	js_string(&s->out, p->title);
	bputs(&s->out, ",");
	frame_cells(s, p, n);
	bputs(&s->out, ",");
	frame_marks(&s->out, p, n);
	bputs(&s->out, "],\n");
	h->frames++;
}

/* The palette for the script: fill, ink of a digit on it, name. */
static void
palette_data(struct buf *o)
{
	int v;

	bputs(o, "var PALETTE = [");
	for (v = 0; v < SGM_MAX_COLORS; v++)
		bprintf(o, "%s['%s', '%s', '%s']", v ? ", " : "",
		    palette[v].rgb, palette[v].fg == 16 ? "#000" : "#fff",
		    palette[v].name);
	bputs(o, "];\n");
}

void
html_end(struct show *s)
{
	if (!s->html)
		return;
	end_game(s);
	put_lines(&s->out, html_body);
	bputs(&s->out, "<script>\n");
	palette_data(&s->out);
	bprintf(&s->out, "var DIGITS = %d;\n", s->opt.digits);
	put_lines(&s->out, html_script);
	bputs(&s->out, "</script>\n</body>\n</html>\n");
	emit(s);
	free(s->html);
	s->html = NULL;
}
