#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "bot.h"
#include "core/clock.h"
#include "judge.h"

#define TURN_MAX	(70 * 1024)	/* bytes of a turn's text: a 64x64
					   board's 12 k, a Lines grid's 300 */
#define END_GRACE	1.0		/* seconds to exit after the game */
/* Under --cpu, an answer's wall-clock limit: its CPU limit this many
 * times over and a second, so that a bot that sleeps is still ended. */
#define CPU_WALL_TIMES	10
#define CPU_WALL_MS	1000

FILE *judge_times;

struct match {
	const struct judge_game *game;
	const struct judge_opts *o;
	const char *name;
	void *g;
	struct sg_limits limits;
	struct bot bot;
	struct sg_judged *j;
	double cpu_read;		/* the bot's CPU at the last answer,
					   under --cpu; -1: not read */
	char line[BOT_LINE_MAX];
	char turn[TURN_MAX];
};

/* Give the game a verdict, why ("turn 3: ...").  Returns -1. */
static int __attribute__((format(printf, 3, 4)))
verdict(struct match *m, enum sg_verdict v, const char *fmt, ...)
{
	va_list ap;
	int n;

	m->j->verdict = v;
	n = snprintf(m->j->why, sizeof(m->j->why), "turn %d: ", m->j->turns);
	va_start(ap, fmt);
	vsnprintf(m->j->why + n, sizeof(m->j->why) - (size_t)n, fmt, ap);
	va_end(ap);
	return -1;
}

/* The bot ended before the game did: how. */
static int
crashed(struct match *m, const char *when)
{
	char how[96];

	return verdict(m, SG_VERDICT_CRASH, "the bot %s %s",
	    bot_status_text(m->bot.status, how, sizeof(how)), when);
}

/* What a failed wait on the bot comes to; 1 for a stop. */
static int
io_failed(struct match *m, enum bot_io got, double allowed, const char *when)
{
	switch (got) {
	case BOT_LATE:
		return verdict(m, SG_VERDICT_TIMEOUT, "no answer within %.0f "
		    "ms%s", allowed, when);
	case BOT_ENDED:
		return crashed(m, "instead of answering");
	case BOT_CLOSED:
		return verdict(m, SG_VERDICT_BAD_OUTPUT, "the bot closed its "
		    "output%s", when);
	case BOT_LONG:
		return verdict(m, SG_VERDICT_BAD_OUTPUT, "an answer longer "
		    "than %d bytes", BOT_LINE_MAX - 2);
	case BOT_NUL:
		return verdict(m, SG_VERDICT_BAD_OUTPUT, "a NUL byte in the "
		    "answer");
	case BOT_STOPPED:
		return 1;
	case BOT_ERROR:
		return verdict(m, SG_VERDICT_CRASH, "cannot talk to the bot: "
		    "%s", strerror(errno));
	case BOT_DONE:
		break;
	}
	return 0;
}

/*
 * The time of the answer sent at t0 (sg_clock) when the bot's CPU clock
 * read c0: its CPU time under --cpu (wall clock when unreadable; never
 * below 0, though a group's clock may go down), else its wall-clock time.
 * The reading is kept as the start of the next answer's.
 */
static double
answer_ms(struct match *m, double t0, double c0)
{
	double c1 = m->o->cpu ? bot_cpu_ms(&m->bot) : -1;

	m->cpu_read = c1;
	if (c0 >= 0 && c1 >= 0)
		return c1 > c0 ? c1 - c0 : 0;
	return (sg_clock() - t0) * 1e3;
}

/*
 * One turn: the site's text sent, the answer read and played.  Returns
 * 0, -1 after a verdict, or 1 when stopped.
 */
static int
one_turn(struct match *m)
{
	struct sg_judged *j = m->j;
	double allowed, wall, t0, c0, ms;
	enum bot_io got;
	enum sg_verdict v;
	char why[SG_ERROR_MAX + 64];
	int n;

	j->turns++;
	allowed = sg_judge_allowed(&m->limits, j, j->turns);
	if ((n = m->game->turn(m->g, j->time_ms, m->turn, sizeof(m->turn))) < 0)
		return verdict(m, SG_VERDICT_CRASH, "the turn does not fit in "
		    "%zu bytes", sizeof(m->turn));
	wall = m->o->cpu ? allowed * CPU_WALL_TIMES + CPU_WALL_MS : allowed;
	c0 = !m->o->cpu ? -1 : m->cpu_read >= 0 ? m->cpu_read :
	    bot_cpu_ms(&m->bot);
	t0 = sg_clock();
	got = bot_send(&m->bot, m->turn, (size_t)n, t0 + wall / 1e3);
	if (got == BOT_CLOSED)		/* it may still answer in time */
		got = BOT_DONE;
	if (got == BOT_DONE)
		got = bot_read(&m->bot, t0 + wall / 1e3, m->line);
	if (got == BOT_LATE) {
		sg_judge_count(&m->limits, j, j->turns, allowed);
		return io_failed(m, got, wall, m->o->cpu ? " on the wall "
		    "clock" : "");
	}
	if (got != BOT_DONE)
		return io_failed(m, got, allowed, " instead of answering");
	ms = answer_ms(m, t0, c0);
	if (judge_times)
		fprintf(judge_times, "%s %d %.3f\n", m->name, j->turns, ms);
	if (sg_judge_count(&m->limits, j, j->turns, ms))
		return verdict(m, SG_VERDICT_TIMEOUT, "answer after %.1f ms, "
		    "%.0f allowed", ms, allowed);
	if ((v = m->game->answer(m->g, m->line, why, sizeof(why))) !=
	    SG_VERDICT_OK)
		return verdict(m, v, "%s", why);
	if (m->o->meddle && m->game->meddle && j->turns % m->o->meddle == 0)
		m->game->meddle(m->g);
	return 0;
}

/* After the last move: a bot that ends by itself must end well. */
static void
finish(struct match *m)
{
	char how[96];
	int st = bot_end(&m->bot, END_GRACE);

	if (st > 0 && !(WIFEXITED(st) && WEXITSTATUS(st) == 0))
		verdict(m, SG_VERDICT_CRASH, "the bot %s after the game",
		    bot_status_text(st, how, sizeof(how)));
}

int
play_game(const struct sg_record *rec, const struct judge_opts *o,
    const char *errpath, struct played *out, struct sg_error *err)
{
	static _Thread_local struct match m;
	int r = 0;

	memset(out, 0, sizeof(*out));
	m.game = judge_game_of(rec);
	m.o = o;
	m.name = rec->name;
	m.j = &out->j;
	m.cpu_read = -1;
	m.game->limits(o, &m.limits);
	sg_limits_scale(&m.limits, o->factor);
	if ((m.g = m.game->start(rec, o, err)) == NULL)
		return -1;
	if (bot_start(&m.bot, o->command, errpath, o->log_max) < 0) {
		sg_fail(err, "cannot run '%s': %s", o->command[0],
		    strerror(errno));
		free(m.g);
		return -1;
	}
	while (!m.game->over(m.g) && (r = one_turn(&m)) == 0)
		;
	if (r == 0)
		finish(&m);
	else
		bot_end(&m.bot, 0);
	m.game->record(m.g, rec->name, &out->rec);
	free(m.g);
	return r > 0;
}
