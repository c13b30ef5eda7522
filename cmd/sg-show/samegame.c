/*
 * SameGame records in sg-show: a board, or a game drawn a move at a time
 * with the group about to go marked; grids for the benchmark files and for
 * CodinGame.
 */
#include <stdio.h>
#include <string.h>

#include "samegame/game.h"
#include "samegame/rules.h"
#include "show.h"

/* The tiles of the group about to go: cells of the board, and a mark each
 * by the board's own cell order. */
static uint16_t group[SGM_MAX_CELLS];
static uint8_t in_group[SGM_MAX_CELLS];

/* Draw b at step st, the tiles marked in mark (by b's cell order) marked,
 * or none. */
static void
board_picture(struct show *s, const struct sgm_board *b, const uint8_t *mark,
    const char *title, struct step st)
{
	struct picture p = {
		.title = title, .w = b->w, .h = b->h, .digit1 = 0,
		.cell = s->cell, .mark = mark ? s->mark : NULL, .step = st,
	};
	int x, y, i;

	for (y = 0; y < b->h; y++) {
		for (x = 0; x < b->w; x++) {
			i = y * b->w + x;
			s->cell[i] = sgm_cell(b, x, b->h - 1 - y);
			if (mark)
				s->mark[i] = mark[x * b->h + b->h - 1 - y] ?
				    MARK_GROUP : MARK_NONE;
		}
	}
	picture(s, &p);
}

/* Bare grid rows, top first: digits and dots, or CodinGame integers. */
static void
write_grid(struct show *s, const struct sgm_board *b)
{
	int x, y, v;

	block(s);
	for (y = b->h - 1; y >= 0; y--) {
		for (x = 0; x < b->w; x++) {
			v = sgm_cell(b, x, y);
			if (s->opt.fmt == FMT_GRID)
				bputs(&s->out, v == SGM_EMPTY ? "." :
				    (char[]){ (char)('0' + v - 1), '\0' });
			else
				bprintf(&s->out, "%s%d", x ? " " : "", v - 1);
		}
		bputs(&s->out, "\n");
	}
}

/* Groups of two or more on b. */
static int
count_groups(const struct sgm_board *b)
{
	static struct sgm_group g[SGM_MAX_MOVES];

	return sgm_groups(b, g, NULL);
}

/* The picture of a board record, titled with its size and groups. */
static void
show_board(struct show *s, const struct sg_record *rec)
{
	static struct sgm_board board;
	const struct sgm_board *b = &board;
	char title[SG_NAME_MAX + 128];
	int count[SGM_MAX_COLORS], colors, groups;

	sgm_record_board(rec, &board);
	if (s->opt.fmt == FMT_LINE) {
		write_record(s->w, rec);
		return;
	}
	if (s->opt.fmt == FMT_GRID || s->opt.fmt == FMT_CODINGAME) {
		write_grid(s, b);
		return;
	}
	colors = sgm_color_counts(b, count);
	groups = count_groups(b);
	snprintf(title, sizeof(title), "%s %dx%d, %d tile%s, %d colour%s, "
	    "%d group%s", rec->name, b->w, b->h, b->tiles, plural(b->tiles),
	    colors, plural(colors), groups, plural(groups));
	board_picture(s, b, NULL, title, (struct step){ 0, 0, 0, 0 });
}

/* Mark the group of move m on b in in_group; returns its size or 0. */
static int
mark_group(const struct sgm_board *b, struct sgm_move m)
{
	int n, i;

	n = sgm_group_at(b, m.x, m.y, group);
	memset(in_group, 0, (size_t)b->w * (size_t)b->h);
	for (i = 0; i < n; i++)
		in_group[group[i]] = 1;
	return n;
}

/* Why move m cannot be played on b, or NULL when it can. */
static const char *
illegal(const struct sgm_board *b, struct sgm_move m, int n)
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
    const struct sgm_board *b, long score)
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
play_game(struct show *s, const struct sg_record *rec,
    const struct sg_reader *r, struct sgm_board *b, long *score)
{
	char title[SG_NAME_MAX + 160];
	int draw = draws_steps(s);
	const char *why;
	long gain;
	int i, n;

	for (*score = 0, i = 0; i < rec->nmoves; i++) {
		struct sgm_move m = sgm_record_move(rec, i);

		n = mark_group(b, m);
		if ((why = illegal(b, m, n))) {
			warn_at(sg_reader_name(r), rec->line, "'%s': move %d "
			    "(%d,%d): %s", rec->name, i + 1, m.x, m.y, why);
			return EXIT_ERROR;
		}
		gain = sgm_move_score(s->opt.c.rules, n);
		*score += gain;
		if (draw) {
			snprintf(title, sizeof(title), "%s move %d/%d %d,%d: "
			    "%d tiles of colour %d, %+ld, score %ld",
			    rec->name, i + 1, rec->nmoves, m.x, m.y, n,
			    sgm_cell(b, m.x, m.y) - 1, gain, *score);
			board_picture(s, b, in_group, title, (struct step){
			    i + 1, rec->nmoves, gain, *score });
			emit(s);
		}
		sgm_remove(b, group, n);
	}
	*score = sgm_final_score(s->opt.c.rules, b, *score);
	return 0;
}

/* A game record: every step, or its final position, in the format. */
static int
show_game(struct show *s, struct sg_record *rec, const struct sg_reader *r)
{
	static struct sgm_board start, b;
	char title[SG_NAME_MAX + 160];
	long score;

	sgm_record_board(rec, &start);
	sgm_board_copy(&b, &start);
	if (play_game(s, rec, r, &b, &score) != 0)
		return EXIT_ERROR;
	switch (s->opt.fmt) {
	case FMT_LINE:
		if (s->opt.final) {
			rec->kind = SG_REC_BOARD;
			rec->nmoves = 0;
			sgm_record_set_board(rec, &b);
		}
		write_record(s->w, rec);
		break;
	case FMT_GRID:
	case FMT_CODINGAME:
		write_grid(s, s->opt.final ? &b : &start);
		break;
	default:
		end_title(title, sizeof(title), rec, &b, score);
		board_picture(s, &b, NULL, title, (struct step){
		    rec->nmoves + 1, rec->nmoves, 0, score });
	}
	return 0;
}

/* One SameGame board or game record. */
static int
samegame_show(struct show *s, struct sg_record *rec,
    const struct sg_reader *r)
{
	if (s->opt.fmt == FMT_TOPCODER) {
		warn_at(sg_reader_name(r), rec->line, "'%s': -f topcoder takes "
		    "Lines records, not SameGame", rec->name);
		return EXIT_ERROR;
	}
	if (rec->kind == SG_REC_BOARD) {
		show_board(s, rec);
		return 0;
	}
	return show_game(s, rec, r);
}

const struct show_game show_samegame = {
	.show = samegame_show,
};
