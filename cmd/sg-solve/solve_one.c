/* Solving one record: the prefix, the search, --improve, the final check
 * and the record's --progress line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "samegame/game.h"
#include "samegame/replay.h"
#include "sg-solve.h"

/* A seed for this board: the user's seed mixed with the cells, so that the
 * same board gets the same search wherever it stands in the input. */
static uint64_t
board_seed(uint64_t seed, const struct sg_board *b)
{
	uint64_t h = seed ^ ((uint64_t)b->w << 32 | (uint64_t)b->h);
	int i;

	for (i = 0; i < b->w * b->h; i++)
		h = (h ^ b->cell[i]) * UINT64_C(0x100000001B3);
	return h;
}

/* Play the prefix on b; returns its score or -1 after a message. */
static long
play_prefix(struct sg_board *b, const struct options *o,
    const struct sg_record *rec, const char *file)
{
	struct sg_replay *rp = malloc(sizeof(*rp));
	const struct sg_move *m;
	long score = -1;

	if (!rp)
		die(EXIT_ERROR, "out of memory");
	if (sg_replay(rp, b, o->prefix, o->nprefix, o->common.rules) < 0) {
		m = &o->prefix[rp->played];
		warn_at(file, rec->line, "%s: prefix move %d (%d,%d): %s",
		    rec->name, rp->played + 1, m->x, m->y, rp->why);
	} else {
		sg_board_copy(b, &rp->board);
		score = rp->moves_score;
	}
	free(rp);
	return score;
}

/*
 * Whether the old game of rec begins with the prefix's moves as written:
 * only then is it a game from where the search starts, to keep or build on.
 */
static int
begins_with_prefix(const struct sg_record *rec, const struct options *o)
{
	size_t prefix_bytes = sizeof(o->prefix[0]) * (size_t)o->nprefix;

	return rec->nmoves >= o->nprefix &&
	    memcmp(rec->moves, o->prefix, prefix_bytes) == 0;
}

int
solve_record(struct sg_record *rec, const char *file,
    const struct options *o, int threads)
{
	struct sg_search_opts so = o->search;
	struct sg_board *board = malloc(sizeof(*board));
	struct sg_board *start = malloc(sizeof(*start));
	struct sg_move *moves = malloc(sizeof(*moves) * SG_MAX_MOVES);
	struct sg_solution *sol = malloc(sizeof(*sol));
	struct sg_search_stats st;
	struct sg_error err;
	long pre, old = 0, score;
	double t0;
	int have_old = 0, status = EXIT_ERROR, nmoves;

	if (!board || !start || !moves || !sol)
		die(EXIT_ERROR, "out of memory");
	sg_record_board(rec, board);
	nmoves = sg_record_moves(rec, moves);
	if (o->improve && rec->kind == SG_REC_GAME) {
		/* an illegal old game cannot be kept: solve the board afresh */
		if (sg_replay_score(board, moves, nmoves, o->common.rules,
		    &old, &err) < 0)
			warn_at(file, rec->line, "%s: old game dropped: %s",
			    rec->name, err.msg);
		else if (!begins_with_prefix(rec, o))
			warn_at(file, rec->line, "%s: old game dropped: it "
			    "does not begin with the prefix", rec->name);
		else
			have_old = 1;
	}
	sg_board_copy(start, board);
	if ((pre = play_prefix(start, o, rec, file)) < 0)
		goto out;
	so.rules = o->common.rules;
	so.threads = threads;
	so.seed = board_seed(o->search.seed, board);
	/* Searching from the old game gains more than searching afresh and
	 * keeping the better of the two. */
	if (have_old) {
		so.start = moves + o->nprefix;
		so.nstart = nmoves - o->nprefix;
	}
	t0 = sg_clock();
	if (sg_search(start, &so, sol, &st, &err) < 0) {
		warn_at(file, rec->line, "%s: %s", rec->name, err.msg);
		goto out;
	}
	if (have_old && old >= pre + sol->score) {
		rec->score = old;
	} else {
		memcpy(moves, o->prefix, sizeof(o->prefix[0]) *
		    (size_t)o->nprefix);
		memcpy(moves + o->nprefix, sol->moves,
		    sizeof(sol->moves[0]) * (size_t)sol->nmoves);
		nmoves = o->nprefix + sol->nmoves;
		sg_record_set_moves(rec, moves, nmoves);
	}
	if (sg_replay_score(board, moves, nmoves, o->common.rules, &score,
	    &err) < 0) {
		warn_at(file, rec->line, "%s: internal error: %s", rec->name,
		    err.msg);
		goto out;
	}
	rec->kind = SG_REC_GAME;
	rec->has_score = 1;
	rec->score = score;
	status = 0;
	if (o->progress) {
		double dt = sg_clock() - t0;
		char probes[32] = "";

		/* colours tied (lib/samegame/search/probe.c) */
		if (st.probes > 0)
			snprintf(probes, sizeof(probes), "%d colours probed, ",
			    st.probes);
		/* one call, so that other threads' lines stay whole */
		fprintf(stderr, "\r%s: %s: score %ld, %llu nodes, "
		    "%llu playouts (%.0f playouts/s), %s%.2f s\n", progname,
		    rec->name, score,
		    (unsigned long long)st.nodes,
		    (unsigned long long)st.playouts,
		    dt > 0 ? (double)st.playouts / dt : 0.0, probes, dt);
	}
out:
	free(board);
	free(start);
	free(moves);
	free(sol);
	return status;
}
