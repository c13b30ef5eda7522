/* Lines games in sg-apply: the position after the moves, as the line
 * sg(5) describes. */
#include <stdio.h>
#include <string.h>

#include "apply.h"
#include "lines/field.h"
#include "lines/game.h"

static struct lines_tester tester;

/* Write the position in hand, named NAME, or NAME/K under --trace. */
static void
write_position(struct apply *a, const struct sg_record *rec, int k)
{
	char line[SG_NAME_MAX + LINES_MAX_CELLS + 128], name[SG_NAME_MAX + 1];
	struct lines_view v;
	int n;

	if (!a->o.trace || snprintf(name, sizeof(name), "%s/%d", rec->name,
	    k) >= (int)sizeof(name))
		memcpy(name, rec->name, sizeof(name));
	lines_tester_view(&tester, &v);
	n = snprintf(line, sizeof(line), "%s ", name);
	lines_view_format(&v, tester.score, tester.over, line + n,
	    sizeof(line) - (size_t)n);
	write_comment(a->w, line);
}

/* Play one move, or say why it cannot be played. */
static int
play(struct apply *a, const struct sg_record *rec, const struct sg_reader *r,
    struct lines_move m)
{
	struct lines_step step;
	int k = tester.moves + 1;

	if (lines_tester_play(&tester, m, &step, NULL) == 0) {
		if (a->o.trace)
			write_position(a, rec, k);
		return 0;
	}
	warn_at(sg_reader_name(r), rec->line, "game '%s': move %d "
	    "(%d,%d,%d,%d): %s", rec->name, k, m.r1, m.c1, m.r2, m.c2,
	    step.why);
	return EXIT_ERROR;
}

/* A Lines game: its position after its moves and -m's, or every one. */
static int
apply(struct apply *a, const struct sg_record *rec, const struct sg_reader *r,
    const struct sg_record *extra)
{
	struct lines_setup setup;
	struct sg_error err;
	int i, status = 0;

	lines_record_setup(rec, &setup);
	if (lines_tester_init(&tester, &setup, &err) < 0) {
		warn_at(sg_reader_name(r), rec->line, "%s", err.msg);
		return EXIT_ERROR;
	}
	if (extra->nmoves < 0) {
		warn_at(sg_reader_name(r), rec->line, "game '%s': --moves are "
		    "not Lines moves", rec->name);
		return EXIT_ERROR;
	}
	if (a->o.trace)
		write_position(a, rec, 0);
	for (i = 0; i < rec->nmoves && status == 0; i++)
		status = play(a, rec, r, lines_record_move(rec, i));
	for (i = 0; i < extra->nmoves && status == 0; i++)
		status = play(a, rec, r, lines_record_move(extra, i));
	if (status == 0 && !a->o.trace)
		write_position(a, rec, tester.moves);
	return status;
}

const struct apply_game apply_lines = {
	.apply = apply,
};
