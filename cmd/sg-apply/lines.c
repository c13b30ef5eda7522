/* Lines games in sg-apply: the position after the moves, as the line
 * sg(5) describes. */
#include <stdio.h>
#include <string.h>

#include "apply.h"
#include "lines/field.h"
#include "lines/game.h"

static struct lines_tester tester;

static int
start(const struct sg_record *rec, const struct sg_reader *r,
    const struct sg_record *extra)
{
	struct lines_setup setup;
	struct sg_error err;

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
	return 0;
}

static int
play(const struct apply *a, const struct sg_record *rec,
    const struct sg_reader *r, const struct sg_record *moves, int i)
{
	struct lines_move m = lines_record_move(moves, i);
	struct lines_step step;
	int k = tester.moves + 1;

	(void)a;
	if (lines_tester_play(&tester, m, &step, NULL) == 0)
		return 0;
	warn_at(sg_reader_name(r), rec->line, "game '%s': move %d "
	    "(%d,%d,%d,%d): %s", rec->name, k, m.r1, m.c1, m.r2, m.c2,
	    step.why);
	return EXIT_ERROR;
}

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

const struct apply_game apply_lines = {
	.start = start,
	.play = play,
	.write = write_position,
};
