/* SameGame games in sg-apply: the board after the moves, as a board
 * record; with no moves, a bare grid becomes a record. */
#include <stdio.h>
#include <string.h>

#include "apply.h"
#include "samegame/game.h"
#include "samegame/replay.h"

static struct sgm_replay rp;
static struct sg_record out;

static int
start(const struct sg_record *rec, const struct sg_reader *r,
    const struct sg_record *extra)
{
	struct sgm_board b;

	if (extra->nmoves < 0) {
		warn_at(sg_reader_name(r), rec->line, "game '%s': --moves are "
		    "not SameGame moves", rec->name);
		return EXIT_ERROR;
	}
	sgm_record_board(rec, &b);
	sgm_replay_start(&rp, &b);
	return 0;
}

static int
play(const struct apply *a, const struct sg_record *rec,
    const struct sg_reader *r, const struct sg_record *moves, int i)
{
	struct sgm_move m = sgm_record_move(moves, i);
	int k = rp.played + 1;

	if (sgm_replay_move(&rp, m, a->o.c.rules) > 0)
		return 0;
	warn_at(sg_reader_name(r), rec->line, "game '%s': move %d (%d,%d): "
	    "%s", rec->name, k, m.x, m.y, rp.why);
	return EXIT_ERROR;
}

static void
write_position(struct apply *a, const struct sg_record *rec, int k)
{
	out.kind = SG_REC_BOARD;
	if (a->o.trace) {
		if (snprintf(out.name, sizeof(out.name), "%s/%d",
		    rec->name, k) >= (int)sizeof(out.name))
			die(EXIT_ERROR, "trace name too long");	/* checked */
	} else {
		memcpy(out.name, rec->name, sizeof(out.name));
	}
	sgm_record_set_board(&out, &rp.board);
	write_record(a->w, &out);
}

const struct apply_game apply_samegame = {
	.start = start,
	.play = play,
	.write = write_position,
};
