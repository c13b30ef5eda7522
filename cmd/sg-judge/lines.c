/* Lines in sg-judge: TopCoder's tester, N and C first, then each turn the
 * grid, the next colours and the time used, and "r1 c1 r2 c2" read back;
 * 10 s for the game's answers together. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"
#include "lines/game.h"
#include "lines/protocol.h"
#include "lines/tester.h"

struct lines_judged {
	struct lines_setup setup;
	struct lines_tester t;
	struct lines_move moves[LINES_MAX_TURNS];
	int nmoves;
	long score;		/* of the legal moves */
};

static void
limits(const struct judge_opts *o, struct sg_limits *l)
{
	l->first_ms = 0;
	l->turn_ms = 0;
	l->game_ms = o->game_s * 1e3;
}

static void *
start(const struct sg_record *rec, const struct judge_opts *o,
    struct sg_error *err)
{
	struct lines_judged *g = calloc(1, sizeof(*g));

	(void)o;
	if (g == NULL) {
		sg_fail(err, "out of memory");
		return NULL;
	}
	lines_record_setup(rec, &g->setup);
	if (lines_setup_resolve(&g->setup, err) < 0 ||
	    lines_tester_init(&g->t, &g->setup, err) < 0) {
		free(g);
		return NULL;
	}
	return g;
}

static int
over(const void *g)
{
	return ((const struct lines_judged *)g)->t.over;
}

static int
turn(void *gp, double used_ms, char *buf, size_t cap)
{
	struct lines_judged *g = gp;
	struct lines_view v;

	lines_tester_view(&g->t, &v);
	return lines_proto_format(&v, g->nmoves == 0, (long)used_ms, buf, cap);
}

static enum sg_verdict
answer(void *gp, const char *line, char *why, size_t cap)
{
	struct lines_judged *g = gp;
	struct lines_step step;
	struct lines_move m;
	struct sg_error err;
	char q[SG_QUOTE_SIZE];

	if (lines_proto_answer(line, &m, &err) < 0) {
		snprintf(why, cap, "%s", err.msg);
		return SG_VERDICT_BAD_OUTPUT;
	}
	if (lines_tester_play(&g->t, m, &step, NULL) < 0) {
		snprintf(why, cap, "illegal move '%s': %s", sg_quote(q, line,
		    strlen(line)), step.why);
		return SG_VERDICT_ILLEGAL;
	}
	g->moves[g->nmoves++] = m;
	g->score = g->t.score;
	return SG_VERDICT_OK;
}

static void
record(const void *gp, const char *name, struct sg_record *rec)
{
	const struct lines_judged *g = gp;

	memset(rec, 0, sizeof(*rec));
	rec->kind = SG_REC_GAME;
	snprintf(rec->name, sizeof(rec->name), "%s", name);
	lines_record_set_setup(rec, &g->setup);
	lines_record_set_moves(rec, g->moves, g->nmoves);
	rec->has_score = 1;
	rec->score = g->score;
}

static void
group(const struct sg_record *rec, char *buf, size_t cap)
{
	struct lines_setup s;

	lines_record_setup(rec, &s);
	lines_setup_resolve(&s, NULL);
	snprintf(buf, cap, "N=%d C=%d", s.n, s.colors);
}

const struct judge_game judge_lines = {
	.limits = limits,
	.start = start,
	.over = over,
	.turn = turn,
	.answer = answer,
	.record = record,
	.group = group,
};
