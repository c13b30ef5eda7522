/* SameGame in sg-judge: CodinGame's referee, the board sent each turn and
 * "x y" read back, 20 s for the first answer and 50 ms for each later. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"
#include "samegame/cgturn.h"
#include "samegame/game.h"
#include "samegame/replay.h"

struct sgm_judged {
	struct sgm_board start;
	struct sgm_replay rp;
	enum sgm_rules rules;
	struct sgm_move moves[SGM_MAX_MOVES];
	int nmoves;
};

static void
limits(const struct judge_opts *o, struct sg_limits *l)
{
	l->first_ms = o->first_s * 1e3;
	l->turn_ms = o->turn_s * 1e3;
	l->game_ms = 0;
}

static void *
start(const struct sg_record *rec, const struct judge_opts *o,
    struct sg_error *err)
{
	struct sgm_judged *g = calloc(1, sizeof(*g));

	if (g == NULL) {
		sg_fail(err, "out of memory");
		return NULL;
	}
	sgm_record_board(rec, &g->start);
	sgm_replay_start(&g->rp, &g->start);
	g->rules = o->c.rules;
	return g;
}

static int
over(const void *g)
{
	return !sgm_has_move(&((const struct sgm_judged *)g)->rp.board);
}

static int
turn(void *g, double used_ms, char *buf, size_t cap)
{
	(void)used_ms;
	return sgm_cgturn_format(&((struct sgm_judged *)g)->rp.board, buf,
	    cap);
}

static enum sg_verdict
answer(void *gp, const char *line, char *why, size_t cap)
{
	struct sgm_judged *g = gp;
	struct sg_error err;
	struct sgm_move m;
	char q[SG_QUOTE_SIZE];

	if (sgm_cgturn_answer(line, &m, &err) < 0) {
		snprintf(why, cap, "%s", err.msg);
		return SG_VERDICT_BAD_OUTPUT;
	}
	if (sgm_replay_move(&g->rp, m, g->rules) == 0) {
		snprintf(why, cap, "illegal move '%s': %s", sg_quote(q, line,
		    strlen(line)), g->rp.why);
		return SG_VERDICT_ILLEGAL;
	}
	g->moves[g->nmoves++] = m;
	return SG_VERDICT_OK;
}

/* The judge's move: the last group, which the bot did not plan. */
static void
meddle(void *gp)
{
	static _Thread_local struct sgm_group groups[SGM_MAX_MOVES];
	struct sgm_judged *g = gp;
	const struct sgm_board *b = &g->rp.board;
	struct sgm_move m;
	int n = sgm_groups(b, groups, NULL);

	if (n == 0)
		return;
	m.x = (uint8_t)(groups[n - 1].cell / b->h);
	m.y = (uint8_t)(groups[n - 1].cell % b->h);
	if (sgm_replay_move(&g->rp, m, g->rules) > 0)
		g->moves[g->nmoves++] = m;
}

static void
record(const void *gp, const char *name, struct sg_record *rec)
{
	const struct sgm_judged *g = gp;
	struct sgm_replay end = g->rp;

	sgm_replay_end(&end, g->rules);
	memset(rec, 0, sizeof(*rec));
	rec->kind = SG_REC_GAME;
	snprintf(rec->name, sizeof(rec->name), "%s", name);
	sgm_record_set_board(rec, &g->start);
	sgm_record_set_moves(rec, g->moves, g->nmoves);
	rec->has_score = 1;
	rec->score = end.score;
}

static void
group(const struct sg_record *rec, char *buf, size_t cap)
{
	static _Thread_local struct sgm_board b;
	unsigned seen = 0;
	int x, y, colors = 0;

	sgm_record_board(rec, &b);
	for (x = 0; x < b.w; x++)
		for (y = 0; y < b.h; y++)
			seen |= 1u << sgm_cell(&b, x, y);
	for (x = 1; x <= SGM_MAX_COLORS; x++)
		colors += (seen >> x) & 1;
	snprintf(buf, cap, "%dx%d C=%d", b.w, b.h, colors);
}

const struct judge_game judge_samegame = {
	.limits = limits,
	.start = start,
	.over = over,
	.turn = turn,
	.answer = answer,
	.meddle = meddle,
	.record = record,
	.group = group,
};
