/*
 * Lines records in sg-show: a position is a picture of balls with the row
 * numbers of TopCoder's tester, 0 at the top; a game is drawn a move at a
 * time, twice: before the move with its two cells marked, and after it with
 * the balls removed and added marked.  -f topcoder writes what the tester
 * tells the player.
 */
#include <stdio.h>
#include <string.h>

#include "lines/field.h"
#include "lines/game.h"
#include "lines/protocol.h"
#include "show.h"

static struct lines_tester tester;

/* The next colours of v as "1,2,3", or "-" when there are none. */
static const char *
next_text(const struct lines_view *v, char buf[2 * LINES_ADD + 2])
{
	int i, n = 0;

	for (i = 0; i < v->nnext; i++)
		n += sprintf(buf + n, "%s%d", i ? "," : "", v->next[i]);
	if (n == 0)
		strcpy(buf, "-");
	return buf;
}

/* Draw the grid of v at step st, or the cells and marks of s when
 * marked. */
static void
grid_picture(struct show *s, const struct lines_view *v, int marked,
    const char *title, struct step st)
{
	struct picture p = {
		.title = title, .w = v->n, .h = v->n, .round = 1,
		.top_row0 = 1, .digit1 = 1, .colors = v->colors, .cell = s->cell,
		.mark = marked ? s->mark : NULL, .step = st,
	};

	if (!marked)
		memcpy(s->cell, v->cell, (size_t)(v->n * v->n));
	picture(s, &p);
}

/* Balls on the grid of v. */
static int
balls(const struct lines_view *v)
{
	int i, n = 0;

	for (i = 0; i < v->n * v->n; i++)
		n += v->cell[i] != LINES_EMPTY;
	return n;
}

/* The picture of a board record: the start of its game. */
static void
board_picture(struct show *s, const struct sg_record *rec,
    const struct lines_view *v)
{
	char title[SG_NAME_MAX + 128], next[2 * LINES_ADD + 2];
	struct lines_setup setup;
	int n = balls(v);

	lines_record_setup(rec, &setup);
	snprintf(title, sizeof(title), "%s seed %lld, %dx%d, %d colours, "
	    "%d ball%s, next %s, 0 moves, score 0", rec->name,
	    (long long)setup.seed, v->n, v->n, v->colors, n, plural(n),
	    next_text(v, next));
	grid_picture(s, v, 0, title, (struct step){ 0, 0, 0, 0 });
}

/* The picture of the position a game reached, titled with its score. */
static void
end_picture(struct show *s, const struct sg_record *rec,
    const struct lines_view *v)
{
	char title[SG_NAME_MAX + 160], next[2 * LINES_ADD + 2];
	int n = balls(v), len;

	len = snprintf(title, sizeof(title), "%s end: score %ld, %d move%s, "
	    "%d ball%s, next %s (%s)", rec->name, tester.score, v->moves,
	    plural(v->moves), n, plural(n), next_text(v, next),
	    tester.over ? "over" : "open");
	if (rec->has_score && rec->score != tester.score && len > 0 &&
	    (size_t)len < sizeof(title))
		snprintf(title + len, sizeof(title) - (size_t)len,
		    ", claimed %ld", rec->score);
	grid_picture(s, v, 0, title, (struct step){ rec->nmoves + 1,
	    rec->nmoves, 0, tester.score });
}

/* The position before move k (from 0) of rec, its two cells marked; st is
 * what the move did. */
static void
before_picture(struct show *s, const struct sg_record *rec, int k,
    const struct lines_view *v, const struct lines_step *st)
{
	struct lines_move m = lines_record_move(rec, k);
	char title[SG_NAME_MAX + 160], next[2 * LINES_ADD + 2];
	int from = m.r1 * v->n + m.c1, to = m.r2 * v->n + m.c2;

	memcpy(s->cell, v->cell, (size_t)(v->n * v->n));
	memset(s->mark, MARK_NONE, (size_t)(v->n * v->n));
	s->cell[to] = s->cell[from];
	s->mark[from] = MARK_FROM;
	s->mark[to] = MARK_TO;
	snprintf(title, sizeof(title), "%s move %d/%d %d,%d,%d,%d: ball of "
	    "colour %d, next %s", rec->name, k + 1, rec->nmoves, m.r1, m.c1,
	    m.r2, m.c2, v->cell[from], next_text(v, next));
	grid_picture(s, v, 1, title, (struct step){ k + 1, rec->nmoves,
	    st->score, tester.score });
}

/* Mark the cells of set removed, of their colours in grid. */
static void
mark_removed(struct show *s, lines_bits set, const uint8_t *grid, int n)
{
	int i;

	for (i = 0; i < n * n; i++) {
		if ((set >> i) & 1) {
			s->mark[i] = MARK_REMOVED;
			s->cell[i] = grid[i];
		}
	}
}

/* Mark the balls added from and up to to, and put them on grid. */
static void
mark_added(struct show *s, const struct lines_step *st, int from, int to,
    uint8_t *grid)
{
	int k;

	for (k = from; k < to && k < st->added; k++) {
		s->mark[st->added_cell[k]] = MARK_ADDED;
		s->cell[st->added_cell[k]] = st->added_color[k];
		grid[st->added_cell[k]] = st->added_color[k];
	}
}

/*
 * Mark on the grid after move m what it did, in the order it happened: the
 * lines removed at once, the balls added, the lines these made, and more
 * balls when the grid was left empty.  grid is the position before m; a
 * cell keeps its last mark, so a ball added and then removed is removed.
 */
static void
mark_step(struct show *s, const struct lines_view *after, uint8_t *grid,
    struct lines_move m, const struct lines_step *st)
{
	int n = after->n, from = m.r1 * n + m.c1, to = m.r2 * n + m.c2, i;

	memcpy(s->cell, after->cell, (size_t)(n * n));
	memset(s->mark, MARK_NONE, (size_t)(n * n));
	grid[to] = grid[from];
	grid[from] = LINES_EMPTY;
	mark_removed(s, st->removed_cells, grid, n);
	for (i = 0; i < n * n; i++)
		if ((st->removed_cells >> i) & 1)
			grid[i] = LINES_EMPTY;
	mark_added(s, st, 0, LINES_ADD, grid);
	mark_removed(s, st->removed_after_cells, grid, n);
	mark_added(s, st, LINES_ADD, LINES_MAX_ADDED, grid);
}

/* What a move did, for its title: removals and additions in turn. */
static int
step_text(char *buf, size_t cap, const struct lines_step *st)
{
	int n = 0;

	if (st->removed)
		n += snprintf(buf + n, cap - (size_t)n, "%d removed, ",
		    st->removed);
	if (st->added)
		n += snprintf(buf + n, cap - (size_t)n, "%d added, ",
		    st->added);
	if (st->removed_after)
		n += snprintf(buf + n, cap - (size_t)n, "%d removed, ",
		    st->removed_after);
	if (n == 0)
		n = snprintf(buf, cap, "nothing added, ");
	return n;
}

/* The position after move k of rec, what it did marked. */
static void
after_picture(struct show *s, const struct sg_record *rec, int k,
    uint8_t *grid, const struct lines_step *st)
{
	struct lines_move m = lines_record_move(rec, k);
	struct lines_view v;
	char title[SG_NAME_MAX + 200], what[64];

	lines_tester_view(&tester, &v);
	mark_step(s, &v, grid, m, st);
	step_text(what, sizeof(what), st);
	snprintf(title, sizeof(title), "%s move %d/%d %d,%d,%d,%d done: %s"
	    "%+d, score %ld%s", rec->name, k + 1, rec->nmoves, m.r1, m.c1,
	    m.r2, m.c2, what, st->score, tester.score,
	    st->over ? ", over" : "");
	grid_picture(s, &v, 1, title, (struct step){ k + 1, rec->nmoves,
	    st->score, tester.score });
}

/* Play move k of rec on the tester, drawing it when draw is set. */
static int
play(struct show *s, const struct sg_record *rec, int k, int draw,
    const struct sg_reader *r)
{
	struct lines_move m = lines_record_move(rec, k);
	struct lines_view before;
	struct lines_step st;
	uint8_t grid[LINES_MAX_CELLS];

	lines_tester_view(&tester, &before);
	if (lines_tester_play(&tester, m, &st, NULL) < 0) {
		warn_at(sg_reader_name(r), rec->line, "'%s': move %d "
		    "(%d,%d,%d,%d): %s", rec->name, k + 1, m.r1, m.c1, m.r2,
		    m.c2, st.why);
		return EXIT_ERROR;
	}
	if (draw) {
		memcpy(grid, before.cell, sizeof(grid));
		before_picture(s, rec, k, &before, &st);
		after_picture(s, rec, k, grid, &st);
		emit(s);
	}
	return 0;
}

/* The tester's input to the player at the position in hand. */
static void
write_topcoder(struct show *s, const struct lines_view *v)
{
	char text[2 * LINES_MAX_CELLS + 64];

	block(s);
	lines_proto_format(v, 1, 0, text, sizeof(text));
	bputs(&s->out, text);
}

/* The line sg-apply writes for the position in hand. */
static void
write_position(struct show *s, const struct sg_record *rec,
    const struct lines_view *v)
{
	char line[SG_NAME_MAX + LINES_MAX_CELLS + 128];
	int n;

	n = snprintf(line, sizeof(line), "%s ", rec->name);
	lines_view_format(v, tester.score, tester.over, line + n,
	    sizeof(line) - (size_t)n);
	write_comment(s->w, line);
}

/* A board or game record once its moves are played: what the format
 * shows of the position reached. */
static void
show_end(struct show *s, const struct sg_record *rec)
{
	struct lines_view v;

	lines_tester_view(&tester, &v);
	if (s->opt.fmt == FMT_TOPCODER)
		write_topcoder(s, &v);
	else if (s->opt.fmt == FMT_LINE && s->opt.final && rec->kind != SG_REC_BOARD)
		write_position(s, rec, &v);
	else if (s->opt.fmt == FMT_LINE)
		write_record(s->w, rec);
	else if (rec->kind == SG_REC_BOARD)
		board_picture(s, rec, &v);
	else
		end_picture(s, rec, &v);
}

/* One Lines board or game record. */
static int
lines_show(struct show *s, struct sg_record *rec, const struct sg_reader *r)
{
	int draw = draws_steps(s);
	struct lines_setup setup;
	struct sg_error err;
	int k;

	if (s->opt.fmt == FMT_GRID || s->opt.fmt == FMT_CODINGAME) {
		warn_at(sg_reader_name(r), rec->line, "'%s': -f %s takes "
		    "SameGame records, not Lines", rec->name,
		    s->opt.fmt == FMT_GRID ? "grid" : "codingame");
		return EXIT_ERROR;
	}
	lines_record_setup(rec, &setup);
	if (lines_tester_init(&tester, &setup, &err) < 0) {
		warn_at(sg_reader_name(r), rec->line, "'%s': %s", rec->name,
		    err.msg);
		return EXIT_ERROR;
	}
	for (k = 0; k < rec->nmoves; k++)
		if (play(s, rec, k, draw, r) != 0)
			return EXIT_ERROR;
	show_end(s, rec);
	return 0;
}

const struct show_game show_lines = {
	.show = lines_show,
};
