/*
 * Boards in parallel (cmd/util/ordered.h): each solved by its game, and
 * written in input order.  A lone board gets every thread.
 */
#include <stdlib.h>

#include "ordered.h"
#include "sg-solve.h"
#include "stop.h"

struct pool {
	const struct options *o;
	struct sg_writer *w;
	struct ordered *jobs;
	int status;			/* the last failing record's */
};

/* What a board came to. */
struct solved {
	int status;
};

/* What each game does in sg-solve. */
static const struct solve_game *const games[SG_GAMES] = {
	[SG_GAME_SAMEGAME] = &solve_samegame,
	[SG_GAME_LINES] = &solve_lines,
};

/* Solve j's board; a board the stop cut short is dropped. */
static int
solve(void *ctx, struct ordered_job *j)
{
	struct pool *p = ctx;
	const struct solve_game *game = GAME_ENTRY(games, j->rec.game);
	struct solved *out = j->data;

	out->status = EXIT_ERROR;
	if (!stop_signal) {
		atomic_fetch_add(&progress.board, 1);
		atomic_store(&progress.best, 0);
		out->status = game ? game->solve(&j->rec, j->file, p->o,
		    j->threads) : game_unsupported(j->file, &j->rec);
	}
	return !(stop_signal && out->status != 0);
}

/* Write j's game, or keep its failure for the exit status. */
static void
write_solved(void *ctx, struct ordered_job *j)
{
	struct pool *p = ctx;
	const struct solved *out = j->data;

	if (j->comment) {
		write_comment(p->w, j->comment);
	} else if (out->status == 0) {
		write_record(p->w, &j->rec);
		flush_output(p->w);
	} else {
		p->status = out->status;
	}
}

static const struct ordered_ops solving = {
	sizeof(struct solved), solve, write_solved,
};

struct pool *
pool_new(const struct options *o, struct sg_writer *w)
{
	struct pool *p = xcalloc(1, sizeof(*p));

	p->o = o;
	p->w = w;
	p->jobs = ordered_new(&solving, p, o->jobs > 1 ? o->jobs : 0, o->jobs,
	    1);
	return p;
}

void
pool_add(struct pool *p, const struct sg_record *rec, const char *file)
{
	if (rec->kind != SG_REC_COMMENT)
		atomic_fetch_add(&progress.boards, 1);
	ordered_add(p->jobs, rec, file);
}

void
pool_idle(void *pool)
{
	struct pool *p = pool;

	ordered_idle(p->jobs);
}

int
pool_finish(struct pool *p)
{
	int status;

	ordered_finish(p->jobs);
	status = p->status;
	free(p);
	return status;
}
