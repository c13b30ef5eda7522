/* Solving one SameGame record: the prefix, the search, --improve, the final
 * check and the record's --progress line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "samegame/game.h"
#include "samegame/replay.h"
#include "sg-solve.h"

/* A record in hand: its board and game, the prefix, what the search found. */
struct job {
	const struct sg_record *rec;
	const char *file;
	struct sgm_board board;		/* the record's board */
	struct sgm_board start;		/* after the prefix */
	struct sgm_move moves[SGM_MAX_MOVES];	/* the record's game */
	int nmoves;
	struct sgm_move prefix[SGM_MAX_MOVES];
	int nprefix;
	long old;		/* the old game's score, when have_old */
	int have_old;
	struct sgm_solution sol;
	struct sgm_search_stats st;
};

/* A seed for this board: the user's seed mixed with the cells, so that the
 * same board gets the same search wherever it stands in the input. */
static uint64_t
board_seed(uint64_t seed, const struct sgm_board *b)
{
	uint64_t h = seed ^ ((uint64_t)b->w << 32 | (uint64_t)b->h);
	int i;

	for (i = 0; i < b->w * b->h; i++)
		h = (h ^ b->cell[i]) * UINT64_C(0x100000001B3);
	return h;
}

/* Play the prefix on j->start; returns its score or -1 after a message. */
static long
play_prefix(struct job *j, const struct options *o)
{
	struct sgm_replay *rp = xcalloc(1, sizeof(*rp));
	const struct sgm_move *m;
	long score = -1;

	if (sgm_replay(rp, &j->start, j->prefix, j->nprefix,
	    o->common.rules) < 0) {
		m = &j->prefix[rp->played];
		warn_at(j->file, j->rec->line, "%s: prefix move %d (%d,%d): %s",
		    j->rec->name, rp->played + 1, m->x, m->y, rp->why);
	} else {
		sgm_board_copy(&j->start, &rp->board);
		score = rp->moves_score;
	}
	free(rp);
	return score;
}

/*
 * Whether the old game begins with the prefix's moves as written: only
 * then is it a game from where the search starts, to keep or build on.
 */
static int
begins_with_prefix(const struct job *j)
{
	size_t prefix_bytes = sizeof(j->prefix[0]) * (size_t)j->nprefix;

	return j->nmoves >= j->nprefix &&
	    memcmp(j->moves, j->prefix, prefix_bytes) == 0;
}

/* --improve: keep the old game, if it is legal and begins with the prefix,
 * to search from and to beat. */
static void
take_old_game(struct job *j, const struct options *o)
{
	struct sg_error err;

	/* an illegal old game cannot be kept: solve the board afresh */
	if (sgm_replay_score(&j->board, j->moves, j->nmoves, o->common.rules,
	    &j->old, &err) < 0)
		warn_at(j->file, j->rec->line, "%s: old game dropped: %s",
		    j->rec->name, err.msg);
	else if (!begins_with_prefix(j))
		warn_at(j->file, j->rec->line, "%s: old game dropped: it "
		    "does not begin with the prefix", j->rec->name);
	else
		j->have_old = 1;
}

/* Search from j->start into j->sol: 0, or -1 after a message. */
static int
search(struct job *j, const struct options *o, int threads)
{
	struct sgm_search_opts so = o->search;
	struct sg_error err;

	so.rules = o->common.rules;
	so.threads = threads;
	so.seed = board_seed(o->search.seed, &j->board);
	/* Searching from the old game gains more than searching afresh and
	 * keeping the better of the two. */
	if (j->have_old) {
		so.start = j->moves + j->nprefix;
		so.nstart = j->nmoves - j->nprefix;
	}
	if (sgm_search(&j->start, &so, &j->sol, &j->st, &err) < 0) {
		warn_at(j->file, j->rec->line, "%s: %s", j->rec->name,
		    err.msg);
		return -1;
	}
	return 0;
}

/*
 * Make rec the game found, the prefix and the search's moves, unless the
 * old game (pre: the prefix's score) scores as much; check it and score
 * it: 0, or -1 after a message.
 */
static int
take_game(struct job *j, struct sg_record *rec, long pre,
    const struct options *o)
{
	struct sg_error err;
	long score;

	if (j->have_old && j->old >= pre + j->sol.score) {
		rec->score = j->old;
	} else {
		memcpy(j->moves, j->prefix, sizeof(j->prefix[0]) *
		    (size_t)j->nprefix);
		memcpy(j->moves + j->nprefix, j->sol.moves,
		    sizeof(j->sol.moves[0]) * (size_t)j->sol.nmoves);
		j->nmoves = j->nprefix + j->sol.nmoves;
		sgm_record_set_moves(rec, j->moves, j->nmoves);
	}
	if (sgm_replay_score(&j->board, j->moves, j->nmoves, o->common.rules,
	    &score, &err) < 0) {
		warn_at(j->file, rec->line, "%s: internal error: %s",
		    rec->name, err.msg);
		return -1;
	}
	rec->kind = SG_REC_GAME;
	rec->has_score = 1;
	rec->score = score;
	return 0;
}

/* The record's --progress line: its score and what the search did. */
static void
say_progress(const struct sg_record *rec, const struct sgm_search_stats *st,
    double dt)
{
	char probes[32] = "";

	/* colours tied (lib/samegame/search/probe.c) */
	if (st->probes > 0)
		snprintf(probes, sizeof(probes), "%d colours probed, ",
		    st->probes);
	/* one call, so that other threads' lines stay whole */
	fprintf(stderr, "\r%s: %s: score %ld, %llu nodes, "
	    "%llu playouts (%.0f playouts/s), %s%.2f s\n", progname,
	    rec->name, rec->score,
	    (unsigned long long)st->nodes,
	    (unsigned long long)st->playouts,
	    dt > 0 ? (double)st->playouts / dt : 0.0, probes, dt);
}

/* The prefix as SameGame moves into j: 0, or -1 after a message. */
static int
take_prefix(struct job *j, const struct options *o)
{
	const struct sg_record *pre = game_moves_of(&o->prefix, j->rec->game);

	if (pre->nmoves < 0) {
		warn_at(j->file, j->rec->line, "%s: --prefix moves are not "
		    "SameGame moves", j->rec->name);
		return -1;
	}
	j->nprefix = sgm_record_moves(pre, j->prefix);
	return 0;
}

/* Solve rec in place: the game found, or the old one under --improve. */
static int
solve(struct sg_record *rec, const char *file, const struct options *o,
    int threads)
{
	struct job *j = xcalloc(1, sizeof(*j));
	int status = EXIT_ERROR;
	long pre;
	double t0;

	j->rec = rec;
	j->file = file;
	sgm_record_board(rec, &j->board);
	j->nmoves = sgm_record_moves(rec, j->moves);
	if (take_prefix(j, o) < 0)
		goto out;
	if (o->improve && rec->kind == SG_REC_GAME)
		take_old_game(j, o);
	sgm_board_copy(&j->start, &j->board);
	if ((pre = play_prefix(j, o)) < 0)
		goto out;
	t0 = sg_clock();
	if (search(j, o, threads) < 0 || take_game(j, rec, pre, o) < 0)
		goto out;
	status = 0;
	if (o->progress)
		say_progress(rec, &j->st, sg_clock() - t0);
out:
	free(j);
	return status;
}

const struct solve_game solve_samegame = {
	.solve = solve,
};
