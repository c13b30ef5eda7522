/*
 * sg-show: draw boards and games in the terminal, as plain text or in
 * colour, step by step for a game; or convert them to another format
 * (records, bare grids, CodinGame grids) or to an SVG picture.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "boardset.h"
#include "samegame/game.h"
#include "samegame/rules.h"
#include "util.h"

static const char usage_text[] =
"usage: sg-show [-hVz] [-b file] [--color[=when]] [-f format] [--final]\n"
"               [-o file] [-r rules] [file ...]\n"
"Draw SameGame boards and games, or convert them to another format.\n"
"\n"
"  -b, --boards FILE   boards for move lists, joined by name\n"
"      --color[=WHEN]  colours: auto (on a terminal), always or never;\n"
"                      never when NO_COLOR is set\n"
"  -f, --format FMT    show (draw, the default), line (records), grid\n"
"                      (digits and dots), codingame (-1 for empty) or svg\n"
"      --final         a game's final position only, not every step\n"
"  -h, --help          print this help and exit\n"
"  -o, --output FILE   write to FILE (gzipped when it ends in .gz)\n"
"  -r, --rules RULES   score under std, tiles or penalty (default std)\n"
"  -V, --version       print the version and exit\n"
"  -z, --gzip          gzip the output\n";

enum format { FMT_SHOW, FMT_LINE, FMT_GRID, FMT_CODINGAME, FMT_SVG };

static const char *const format_names[] = {
	"show", "line", "grid", "codingame", "svg",
};

/* The 10 colours: 256-colour terminal background, marker foreground, SVG. */
static const struct {
	int bg, fg;
	const char *rgb;
} palette[SG_MAX_COLORS] = {
	{ 196, 231, "#e6194b" },	/* red */
	{ 40, 16, "#3cb44b" },		/* green */
	{ 33, 231, "#4363d8" },		/* blue */
	{ 226, 16, "#ffe119" },		/* yellow */
	{ 201, 16, "#f032e6" },		/* magenta */
	{ 51, 16, "#42d4f4" },		/* cyan */
	{ 208, 16, "#f58231" },		/* orange */
	{ 93, 231, "#911eb4" },		/* purple */
	{ 130, 231, "#9a6324" },	/* brown */
	{ 250, 16, "#a9a9a9" },		/* grey */
};

#define SVG_MAX_PANELS	10000	/* pictures in one SVG document */
#define SVG_CELL	24	/* pixels a cell */
#define SVG_PAD		24	/* pixels around a board, for its numbers */
#define SVG_TITLE	22	/* pixels above a board, for its title */

/* A growing output buffer: one block of text, written out at once. */
struct buf {
	char *p;
	size_t len, cap;
};

/* One picture of an SVG document: a board, with a group marked or not. */
struct panel {
	char *title;
	int w, h;
	uint8_t *cell;		/* w * h cells, column-major as in sg_board */
	uint8_t *mark;		/* 1 for a tile of the group about to go */
};

struct show {
	struct common c;
	enum format fmt;
	int color;
	int final;
	struct sg_writer *w;
	struct buf out;
	int blocks;		/* blocks drawn so far (blank lines between) */
	const char *boards_path;
	struct boardset *boards;	/* -b: boards for move lists */
	struct panel *panel;
	size_t npanels, panel_cap;
	uint16_t cells[SG_MAX_CELLS];
	uint8_t mark[SG_MAX_CELLS];
};

static void
bput(struct buf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		b->cap = (b->len + n + 1) * 2;
		b->p = xrealloc(b->p, b->cap);
	}
	memcpy(b->p + b->len, s, n);
	b->len += n;
	b->p[b->len] = '\0';
}

static void
bputs(struct buf *b, const char *s)
{
	bput(b, s, strlen(s));
}

static void
bprintf(struct buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void
bprintf(struct buf *b, const char *fmt, ...)
{
	char tmp[1024];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	bput(b, tmp, n < 0 ? 0 : (size_t)n >= sizeof(tmp) ?
	    sizeof(tmp) - 1 : (size_t)n);
}

/* Write the buffered text to the output, or die naming the output. */
static void
emit(struct show *s)
{
	struct sg_error err;

	if (s->out.len == 0 || sg_writer_write(s->w, s->out.p, s->out.len,
	    &err) >= 0) {
		s->out.len = 0;
		return;
	}
	if (s->c.output && strcmp(s->c.output, "-") != 0)
		die(EXIT_ERROR, "'%s': %s", s->c.output, err.msg);
	die(EXIT_ERROR, "standard output: %s", err.msg);
}

/* Start a block of text, after a blank line if one came before. */
static void
block(struct show *s)
{
	if (s->blocks++ > 0)
		bputs(&s->out, "\n");
}

/* "s" after a count other than 1. */
static const char *
plural(long n)
{
	return n == 1 ? "" : "s";
}

/* Digits needed to write n - 1 (a row or column number) in decimal. */
static int
digits(int n)
{
	return n > 10 ? 2 : 1;
}

/* One cell for the terminal: a colour background, or a plain character. */
static void
draw_cell(struct show *s, int v, int marked)
{
	const int c = v - 1;

	if (!s->color) {
		bputs(&s->out, v == SG_EMPTY ? "." : marked ? "*" :
		    (char[]){ (char)('0' + c), '\0' });
		return;
	}
	if (v == SG_EMPTY)
		bputs(&s->out, "  ");
	else if (marked)
		bprintf(&s->out, "\033[1;38;5;%d;48;5;%dm[]\033[0m",
		    palette[c].fg, palette[c].bg);
	else
		bprintf(&s->out, "\033[48;5;%dm  \033[0m", palette[c].bg);
}

/* Column numbers under the board: tens on a line of their own if any. */
static void
draw_columns(struct show *s, int w, int lw)
{
	const char *gap = s->color ? " " : "";	/* cells are 2 wide */
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

/* The board, top row first, with row numbers on the left; mark may be NULL. */
static void
draw_board(struct show *s, const struct sg_board *b, const uint8_t *mark)
{
	int lw = digits(b->h), x, y;

	for (y = b->h - 1; y >= 0; y--) {
		bprintf(&s->out, "%*d ", lw, y);
		for (x = 0; x < b->w; x++)
			draw_cell(s, sg_cell(b, x, y),
			    mark && mark[x * b->h + y]);
		bputs(&s->out, "\n");
	}
	draw_columns(s, b->w, lw);
}

/* Keep a picture for the SVG document, written when the input ends. */
static void
add_panel(struct show *s, const struct sg_board *b, const uint8_t *mark,
    const char *title)
{
	struct panel *p;
	size_t n = (size_t)b->w * (size_t)b->h;

	if (s->npanels == SVG_MAX_PANELS)
		die(EXIT_ERROR, "more than %d pictures for one SVG image",
		    SVG_MAX_PANELS);
	if (s->npanels == s->panel_cap) {
		s->panel_cap = s->panel_cap ? s->panel_cap * 2 : 16;
		s->panel = xrealloc(s->panel, s->panel_cap * sizeof(*p));
	}
	p = &s->panel[s->npanels++];
	p->title = xstrdup(title);
	p->w = b->w;
	p->h = b->h;
	p->cell = memcpy(xrealloc(NULL, n), b->cell, n);
	p->mark = mark ? memcpy(xrealloc(NULL, n), mark, n) : NULL;
}

/* A picture under its title line: drawn now, or kept for the SVG image. */
static void
picture(struct show *s, const struct sg_board *b, const uint8_t *mark,
    const char *title)
{
	if (s->fmt == FMT_SVG) {
		add_panel(s, b, mark, title);
		return;
	}
	block(s);
	if (s->color)
		bprintf(&s->out, "\033[1m%s\033[0m\n", title);
	else
		bprintf(&s->out, "%s\n", title);
	draw_board(s, b, mark);
}

/* Bare grid rows, top first: digits and dots, or CodinGame integers. */
static void
write_grid(struct show *s, const struct sg_board *b)
{
	int x, y, v;

	block(s);
	for (y = b->h - 1; y >= 0; y--) {
		for (x = 0; x < b->w; x++) {
			v = sg_cell(b, x, y);
			if (s->fmt == FMT_GRID)
				bputs(&s->out, v == SG_EMPTY ? "." :
				    (char[]){ (char)('0' + v - 1), '\0' });
			else
				bprintf(&s->out, "%s%d", x ? " " : "", v - 1);
		}
		bputs(&s->out, "\n");
	}
}

/* Groups of two or more on b. */
static int
count_groups(const struct sg_board *b)
{
	static struct sg_group g[SG_MAX_MOVES];

	return sg_groups(b, g, NULL);
}

/* The picture of a board record, titled with its size and groups. */
static void
board_picture(struct show *s, const struct sg_record *rec)
{
	static struct sg_board board;
	const struct sg_board *b = &board;
	char title[SG_NAME_MAX + 128];
	int count[SG_MAX_COLORS], colors, groups;

	sg_record_board(rec, &board);
	colors = sg_color_counts(b, count);
	groups = count_groups(b);

	snprintf(title, sizeof(title), "%s %dx%d, %d tile%s, %d colour%s, "
	    "%d group%s", rec->name, b->w, b->h, b->tiles, plural(b->tiles),
	    colors, plural(colors), groups, plural(groups));
	picture(s, b, NULL, title);
}

/* A board record: its picture, or the board in the chosen format. */
static void
show_board(struct show *s, const struct sg_record *rec)
{
	static struct sg_board b;

	if (s->fmt == FMT_LINE) {
		write_record(s->w, rec);
	} else if (s->fmt == FMT_GRID || s->fmt == FMT_CODINGAME) {
		sg_record_board(rec, &b);
		write_grid(s, &b);
	} else {
		board_picture(s, rec);
	}
}

/* Mark the group of move m on b in s->mark; returns its size or 0. */
static int
mark_group(struct show *s, const struct sg_board *b, struct sg_move m)
{
	int n, i;

	n = sg_group_at(b, m.x, m.y, s->cells);
	memset(s->mark, 0, (size_t)b->w * (size_t)b->h);
	for (i = 0; i < n; i++)
		s->mark[s->cells[i]] = 1;
	return n;
}

/* Why move m cannot be played on b, or NULL when it can. */
static const char *
illegal(const struct sg_board *b, struct sg_move m, int n)
{
	if (m.x >= b->w || m.y >= b->h)
		return "off the board";
	if (n == 0)
		return "empty cell";
	if (n == 1)
		return "single tile";
	return NULL;
}

/* The title of the last picture of a game: its final score and state. */
static void
end_title(char *title, size_t cap, const struct sg_record *rec,
    const struct sg_board *b, long score)
{
	int groups = count_groups(b);
	int n;

	if (b->tiles == 0)
		n = snprintf(title, cap, "%s end: score %ld, cleared",
		    rec->name, score);
	else if (groups == 0)
		n = snprintf(title, cap, "%s end: score %ld, %d tile%s left, "
		    "no move left", rec->name, score, b->tiles,
		    plural(b->tiles));
	else
		n = snprintf(title, cap, "%s end: score %ld, %d tile%s left, "
		    "%d group%s left (open)", rec->name, score, b->tiles,
		    plural(b->tiles), groups, plural(groups));
	if (rec->has_score && rec->score != score && n > 0 &&
	    (size_t)n < cap)
		snprintf(title + n, cap - (size_t)n, ", claimed %ld",
		    rec->score);
}


/* Play every move of a game on b, drawing each step unless --final. */
static int
play_game(struct show *s, const struct sg_record *rec, struct sg_reader *r,
    struct sg_board *b, long *score)
{
	char title[SG_NAME_MAX + 160];
	int draw = !s->final && (s->fmt == FMT_SHOW || s->fmt == FMT_SVG);
	const char *why;
	long gain;
	int i, n;

	for (*score = 0, i = 0; i < rec->nmoves; i++) {
		struct sg_move m = sg_record_move(rec, i);

		n = mark_group(s, b, m);
		if ((why = illegal(b, m, n))) {
			warn_at(sg_reader_name(r), rec->line, "'%s': move %d "
			    "(%d,%d): %s", rec->name, i + 1, m.x, m.y, why);
			return EXIT_ERROR;
		}
		gain = sg_move_score(s->c.rules, n);
		*score += gain;
		if (draw) {
			snprintf(title, sizeof(title), "%s move %d/%d %d,%d: "
			    "%d tiles of colour %d, %+ld, score %ld",
			    rec->name, i + 1, rec->nmoves, m.x, m.y, n,
			    sg_cell(b, m.x, m.y) - 1, gain, *score);
			picture(s, b, s->mark, title);
			emit(s);
		}
		sg_remove(b, s->cells, n);
	}
	*score = sg_final_score(s->c.rules, b, *score);
	return 0;
}

/* A game record: every step, or its final position, in the format. */
static int
show_game(struct show *s, struct sg_record *rec, struct sg_reader *r)
{
	static struct sg_board start, b;
	char title[SG_NAME_MAX + 160];
	long score;

	sg_record_board(rec, &start);
	sg_board_copy(&b, &start);
	if (play_game(s, rec, r, &b, &score) != 0)
		return EXIT_ERROR;
	switch (s->fmt) {
	case FMT_LINE:
		if (s->final) {
			rec->kind = SG_REC_BOARD;
			rec->nmoves = 0;
			sg_record_set_board(rec, &b);
		}
		write_record(s->w, rec);
		break;
	case FMT_GRID:
	case FMT_CODINGAME:
		write_grid(s, s->final ? &b : &start);
		break;
	default:
		end_title(title, sizeof(title), rec, &b, score);
		picture(s, &b, NULL, title);
	}
	return 0;
}

/* Show one record of the input. */
static int
show_record(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	struct show *s = ctx;
	int status = 0;

	switch (rec->kind) {
	case SG_REC_COMMENT:
		if (s->fmt == FMT_LINE && rec->text[0] != '\0')
			write_comment(s->w, rec->text);
		return 0;
	case SG_REC_BOARD:
		show_board(s, rec);
		break;
	case SG_REC_MOVES:
		if ((status = boardset_join(s->boards, rec, r)) != 0)
			return status;
		/* FALLTHROUGH */
	case SG_REC_GAME:
		status = show_game(s, rec, r);
		break;
	}
	emit(s);
	if (s->fmt != FMT_SVG)
		flush_if_idle(s->w, r);
	return status;
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

/* The row and column numbers around a board of the SVG image. */
static void
svg_numbers(struct buf *o, const struct panel *p)
{
	int i, bottom = SVG_TITLE + p->h * SVG_CELL;

	for (i = 0; i < p->h; i++)
		bprintf(o, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%d"
		    "</text>\n", SVG_PAD - 5, SVG_TITLE + (p->h - i) *
		    SVG_CELL - 8, i);
	for (i = 0; i < p->w; i++)
		bprintf(o, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">"
		    "%d</text>\n", SVG_PAD + i * SVG_CELL + SVG_CELL / 2,
		    bottom + 14, i);
}

/* One tile of the SVG image; a tile about to go is outlined and dotted. */
static void
svg_tile(struct buf *o, const struct panel *p, int x, int y)
{
	int i = x * p->h + y, v = p->cell[i];
	int px = SVG_PAD + x * SVG_CELL, py = SVG_TITLE + (p->h - 1 - y) *
	    SVG_CELL;

	if (v == SG_EMPTY)
		return;
	bprintf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
	    "rx=\"4\" fill=\"%s\"", px + 1, py + 1, SVG_CELL - 2, SVG_CELL - 2,
	    palette[v - 1].rgb);
	if (p->mark && p->mark[i])
		bprintf(o, " stroke=\"#000\" stroke-width=\"3\"/>\n<circle "
		    "cx=\"%d\" cy=\"%d\" r=\"4\" fill=\"#fff\" stroke=\"#000\"",
		    px + SVG_CELL / 2, py + SVG_CELL / 2);
	bputs(o, "/>\n");
}

/* One picture of the SVG image at (x, y): title, board, numbers. */
static void
svg_panel(struct buf *o, const struct panel *p, int x, int y)
{
	int i, j;

	bprintf(o, "<g transform=\"translate(%d,%d)\">\n<text x=\"%d\" "
	    "y=\"15\" font-size=\"13\" fill=\"#000\">", x, y, SVG_PAD);
	svg_text(o, p->title);
	bprintf(o, "</text>\n<rect x=\"%d\" y=\"%d\" width=\"%d\" "
	    "height=\"%d\" fill=\"#f2f2f2\" stroke=\"#ccc\"/>\n", SVG_PAD,
	    SVG_TITLE, p->w * SVG_CELL, p->h * SVG_CELL);
	for (i = 0; i < p->w; i++)
		for (j = 0; j < p->h; j++)
			svg_tile(o, p, i, j);
	svg_numbers(o, p);
	bputs(o, "</g>\n");
}

/* Write every picture gathered as one SVG image, in rows, and free them. */
static void
write_svg(struct show *s)
{
	size_t n = s->npanels, i, cols = 1, title = 0;
	int maxw = 1, maxh = 1, sw, sh;

	for (i = 0; i < n; i++) {
		maxw = s->panel[i].w > maxw ? s->panel[i].w : maxw;
		maxh = s->panel[i].h > maxh ? s->panel[i].h : maxh;
		if (strlen(s->panel[i].title) > title)
			title = strlen(s->panel[i].title);
	}
	while (cols * cols < n)
		cols++;
	sw = 2 * SVG_PAD + maxw * SVG_CELL;
	if (title * 7 + SVG_PAD > (size_t)sw)
		sw = (int)(title * 7) + SVG_PAD;
	sh = SVG_TITLE + maxh * SVG_CELL + SVG_PAD;
	bprintf(&s->out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
	    "height=\"%d\" viewBox=\"0 0 %d %d\">\n<rect width=\"100%%\" "
	    "height=\"100%%\" fill=\"#fff\"/>\n<g font-family=\"sans-serif\" "
	    "font-size=\"10\" fill=\"#666\">\n", (int)cols * sw,
	    (int)((n + cols - 1) / cols) * sh, (int)cols * sw,
	    (int)((n + cols - 1) / cols) * sh);
	for (i = 0; i < n; i++) {
		svg_panel(&s->out, &s->panel[i], (int)(i % cols) * sw,
		    (int)(i / cols) * sh);
		free(s->panel[i].title);
		free(s->panel[i].cell);
		free(s->panel[i].mark);
	}
	bputs(&s->out, "</g>\n</svg>\n");
	emit(s);
	free(s->panel);
}

/* Colours or not: NO_COLOR beats everything, then --color, then a tty. */
static int
use_color(const struct show *s, const char *when)
{
	const char *no = getenv("NO_COLOR");
	const char *term = getenv("TERM");

	if (s->fmt != FMT_SHOW || (no && *no))
		return 0;
	if (strcmp(when, "always") == 0)
		return 1;
	if (strcmp(when, "never") == 0)
		return 0;
	return !s->c.gzip && (!s->c.output || strcmp(s->c.output, "-") == 0) &&
	    isatty(STDOUT_FILENO) && !(term && strcmp(term, "dumb") == 0);
}

static enum format
parse_format(const char *arg)
{
	size_t i;

	for (i = 0; i < sizeof(format_names) / sizeof(*format_names); i++)
		if (strcmp(arg, format_names[i]) == 0)
			return (enum format)i;
	usage_error("--format: '%s' is not show, line, grid, codingame or "
	    "svg", arg);
}

static const char *
parse_when(const char *arg)
{
	if (!arg)
		return "always";
	if (strcmp(arg, "auto") && strcmp(arg, "always") && strcmp(arg,
	    "never"))
		usage_error("--color: '%s' is not auto, always or never", arg);
	return arg;
}

enum { OPT_COLOR = 256, OPT_FINAL };

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		COMMON_LONGOPTS,
		{ "boards", required_argument, NULL, 'b' },
		{ "color", optional_argument, NULL, OPT_COLOR },
		{ "colour", optional_argument, NULL, OPT_COLOR },
		{ "format", required_argument, NULL, 'f' },
		{ "final", no_argument, NULL, OPT_FINAL },
		{ NULL, 0, NULL, 0 },
	};
	static struct show s;
	const char *when = "auto";
	int opt, status;

	util_init(argv[0]);
	while ((opt = getopt_long(argc, argv, COMMON_SHORTOPTS "b:f:",
	    longopts, NULL)) != -1) {
		if (common_option(&s.c, opt, optarg, usage_text))
			continue;
		switch (opt) {
		case 'b':
			s.boards_path = optarg;
			break;
		case 'f':
			s.fmt = parse_format(optarg);
			break;
		case OPT_COLOR:
			when = parse_when(optarg);
			break;
		case OPT_FINAL:
			s.final = 1;
			break;
		}
	}
	s.color = use_color(&s, when);
	if (s.boards_path)
		s.boards = boardset_load(s.boards_path);
	refuse_output_as_input(&s.c, argc - optind, argv + optind);
	s.w = open_output(&s.c);
	status = each_record_required(argc - optind, argv + optind,
	    show_record, &s, "board or game to show");
	if (s.fmt == FMT_SVG && s.npanels > 0)
		write_svg(&s);
	close_output(s.w);
	free(s.out.p);
	boardset_free(s.boards);
	return status;
}
