#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bot.h"
#include "judge.h"
#include "parse.h"

enum {
	OPT_CPU = 256, OPT_FIRST, OPT_TURN, OPT_GAME_TIME, OPT_LOG_MAX, OPT_MEDDLE,
	OPT_SCOREBOARD, OPT_TIMES, OPT_TOP
};

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{ "cpu", no_argument, NULL, OPT_CPU },
	{ "factor", required_argument, NULL, 'F' },
	{ "first", required_argument, NULL, OPT_FIRST },
	{ "game-time", required_argument, NULL, OPT_GAME_TIME },
	{ "jobs", required_argument, NULL, 'j' },
	{ "log-max", required_argument, NULL, OPT_LOG_MAX },
	{ "logs", required_argument, NULL, 'l' },
	{ "meddle", required_argument, NULL, OPT_MEDDLE },
	{ "quiet", no_argument, NULL, 'q' },
	{ "scoreboard", no_argument, NULL, OPT_SCOREBOARD },
	{ "times", required_argument, NULL, OPT_TIMES },
	{ "top", required_argument, NULL, OPT_TOP },
	{ "turn", required_argument, NULL, OPT_TURN },
	{ NULL, 0, NULL, 0 },
};

/* The default and the largest --log-max: a megabyte, and a terabyte. */
#define LOG_MAX_DEFAULT	(1LL << 20)
#define LOG_MAX_MOST	(1LL << 40)

/* A limit in seconds: more than 0, at most a day. */
static int
limit(const char *s, const char *option, double *v, struct opt_error *e)
{
	if (opt_seconds(s, option, v, e) < 0)
		return OPT_ERROR;
	if (*v <= 0 || *v > 86400)
		return opt_fail(e, "%s: '%s' is outside (0, 86400] seconds",
		    option, s);
	return OPT_RUN;
}

/* Take sg-judge's own option opt. */
static int
own_option(void *own, int opt, char *arg, struct opt_error *e)
{
	struct judge_opts *o = own;
	long long n;
	char *end;

	switch (opt) {
	case 'F':
		o->factor = strtod(arg, &end);
		if (*arg == '\0' || *end != '\0')
			return opt_fail(e, "-F: '%s' is not a number", arg);
		if (!(o->factor >= 0.01 && o->factor <= 1000))
			return opt_fail(e, "-F: '%s' is outside 0.01..1000",
			    arg);
		return OPT_RUN;
	case 'j':
		if (opt_num(arg, 1, BOT_LIVE_MAX, "-j", &n, e) < 0)
			return OPT_ERROR;
		o->jobs = (int)n;
		return OPT_RUN;
	case 'l':
		o->logs = arg;
		return OPT_RUN;
	case 'q':
		o->quiet = 1;
		return OPT_RUN;
	case OPT_CPU:
		o->cpu = 1;
		return OPT_RUN;
	case OPT_FIRST:
		return limit(arg, "--first", &o->first_s, e);
	case OPT_GAME_TIME:
		return limit(arg, "--game-time", &o->game_s, e);
	case OPT_LOG_MAX:
		if (opt_num(arg, 0, LOG_MAX_MOST, "--log-max", &n, e) < 0)
			return OPT_ERROR;
		o->log_max = n;
		return OPT_RUN;
	case OPT_MEDDLE:
		if (opt_num(arg, 1, 1000000, "--meddle", &n, e) < 0)
			return OPT_ERROR;
		o->meddle = (int)n;
		return OPT_RUN;
	case OPT_SCOREBOARD:
		o->scoreboard = 1;
		return OPT_RUN;
	case OPT_TIMES:
		o->times = arg;
		return OPT_RUN;
	case OPT_TOP:
		if (opt_num(arg, 0, 1000000, "--top", &n, e) < 0)
			return OPT_ERROR;
		o->top = (int)n;
		return OPT_RUN;
	case OPT_TURN:
		return limit(arg, "--turn", &o->turn_s, e);
	}
	return OPT_RUN;
}

/* Where "--" is in argv, or argc when it is not there. */
static int
dashes(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++)
		if (strcmp(argv[i], "--") == 0)
			return i;
	return argc;
}

/* The default of -j: the cores online. */
static int
cores(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : n > 1024 ? 1024 : (int)n;
}

int
judge_opts(int argc, char **argv, struct judge_opts *o, struct opt_error *e)
{
	int end, first, dd = dashes(argc, argv);

	memset(o, 0, sizeof(*o));
	o->c.rules = SGM_RULES_STD;
	o->first_s = 20;
	o->turn_s = 0.05;
	o->game_s = 10;
	o->factor = 1;
	o->top = 10;
	o->jobs = cores();
	o->log_max = LOG_MAX_DEFAULT;
	if ((end = options_parse(dd, argv, COMMON_SHORTOPTS "F:j:l:q",
	    longopts, &o->c, own_option, o, e, &first)) != OPT_RUN)
		return end;
	o->nfiles = dd - first;
	o->files = argv + first;
	if (o->scoreboard) {
		if (dd < argc)
			return opt_fail(e, "--scoreboard reads runs, it plays "
			    "no bot: no '--'");
		if (o->nfiles < 1)
			return opt_fail(e, "--scoreboard: no run to read");
		return OPT_RUN;
	}
	if (dd + 1 >= argc)
		return opt_fail(e, "no bot to judge: give its command after "
		    "'--'");
	o->command = argv + dd + 1;
	return OPT_RUN;
}
