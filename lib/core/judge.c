#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/judge.h"

#define PREFIX		"# sg-judge "
#define NO_LIMIT	1e12

static const char *const names[SG_VERDICTS] = {
	[SG_VERDICT_OK] = "ok",
	[SG_VERDICT_TIMEOUT] = "timeout",
	[SG_VERDICT_CRASH] = "crash",
	[SG_VERDICT_ILLEGAL] = "illegal",
	[SG_VERDICT_BAD_OUTPUT] = "bad-output",
};

const char *
sg_verdict_name(enum sg_verdict v)
{
	return names[v];
}

int
sg_verdict_named(const char *name)
{
	int v;

	for (v = 0; v < SG_VERDICTS; v++)
		if (strcmp(names[v], name) == 0)
			return v;
	return -1;
}

void
sg_limits_scale(struct sg_limits *l, double factor)
{
	l->first_ms *= factor;
	l->turn_ms *= factor;
	l->game_ms *= factor;
}

/* The limit of answer number turn alone, 0 when none. */
static double
own_limit(const struct sg_limits *l, int turn)
{
	return turn == 1 ? l->first_ms : l->turn_ms;
}

double
sg_judge_allowed(const struct sg_limits *l, const struct sg_judged *j,
    int turn)
{
	double allowed = NO_LIMIT, own = own_limit(l, turn);

	if (own > 0)
		allowed = own;
	if (l->game_ms > 0 && l->game_ms - j->time_ms < allowed)
		allowed = l->game_ms - j->time_ms;
	return allowed > 0 ? allowed : 0;
}

int
sg_judge_count(const struct sg_limits *l, struct sg_judged *j, int turn,
    double ms)
{
	double own = own_limit(l, turn);
	int over = 0;

	j->time_ms += ms;
	if (ms > j->slowest_ms)
		j->slowest_ms = ms;
	if (own > 0) {
		if (ms / own > j->peak)
			j->peak = ms / own;
		over |= ms > own;
	}
	if (l->game_ms > 0) {
		if (j->time_ms / l->game_ms > j->peak)
			j->peak = j->time_ms / l->game_ms;
		over |= j->time_ms > l->game_ms;
	}
	return over;
}

int
sg_judged_format(const char *name, const struct sg_judged *j, char *buf,
    size_t cap)
{
	int n = snprintf(buf, cap, PREFIX "%s %s turns=%d time=%.1f "
	    "slowest=%.1f peak=%.1f%s%s", name, names[j->verdict], j->turns,
	    j->time_ms, j->slowest_ms, 100 * j->peak, j->why[0] ? ": " : "",
	    j->why);

	return n < 0 || (size_t)n >= cap ? -1 : n;
}

/* Read " KEY=NUMBER" at *s into *v: 0, or -1. */
static int
field(const char **s, const char *key, double *v)
{
	size_t k = strlen(key);
	char *end;

	if (**s != ' ' || strncmp(*s + 1, key, k) != 0 || (*s)[k + 1] != '=')
		return -1;
	*v = strtod(*s + k + 2, &end);
	if (end == *s + k + 2)
		return -1;
	*s = end;
	return 0;
}

int
sg_judged_parse(const char *line, char *name, struct sg_judged *j,
    struct sg_error *err)
{
	char verdict[32];
	const char *s = line + strlen(PREFIX);
	double turns;
	size_t n;
	int v;

	if (strncmp(line, PREFIX, strlen(PREFIX)) != 0)
		return 0;
	memset(j, 0, sizeof(*j));
	if ((n = strcspn(s, " ")) == 0 || n > SG_NAME_MAX)
		return sg_fail(err, "findings with no game name");
	memcpy(name, s, n);
	name[n] = '\0';
	s += n + (s[n] == ' ');
	if ((n = strcspn(s, " :")) >= sizeof(verdict))
		n = sizeof(verdict) - 1;
	memcpy(verdict, s, n);
	verdict[n] = '\0';
	if ((v = sg_verdict_named(verdict)) < 0)
		return sg_fail(err, "%s: unknown verdict '%s'", name, verdict);
	j->verdict = (enum sg_verdict)v;
	s += n;
	if (field(&s, "turns", &turns) < 0 || field(&s, "time",
	    &j->time_ms) < 0 || field(&s, "slowest", &j->slowest_ms) < 0 ||
	    field(&s, "peak", &j->peak) < 0)
		return sg_fail(err, "%s: findings not 'turns=N time=MS "
		    "slowest=MS peak=PCT'", name);
	j->turns = (int)turns;
	j->peak /= 100;
	if (strncmp(s, ": ", 2) == 0)
		snprintf(j->why, sizeof(j->why), "%s", s + 2);
	return 1;
}
