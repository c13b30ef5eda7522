#include <string.h>

#include "parse.h"
#include "sg-solve.h"

enum {
	OPT_PREFIX = 256, OPT_IMPROVE, OPT_PROGRESS, OPT_MEMORY, OPT_CODINGAME,
	OPT_TOPCODER, OPT_WEIGHTS
};

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{ "algo", required_argument, NULL, 'a' },
	{ "jobs", required_argument, NULL, 'j' },
	{ "level", required_argument, NULL, 'l' },
	{ "nodes", required_argument, NULL, 'n' },
	{ "seed", required_argument, NULL, 's' },
	{ "time", required_argument, NULL, 't' },
	{ "width", required_argument, NULL, 'w' },
	{ "codingame", optional_argument, NULL, OPT_CODINGAME },
	{ "improve", no_argument, NULL, OPT_IMPROVE },
	{ "memory", required_argument, NULL, OPT_MEMORY },
	{ "prefix", required_argument, NULL, OPT_PREFIX },
	{ "progress", no_argument, NULL, OPT_PROGRESS },
	{ "topcoder", no_argument, NULL, OPT_TOPCODER },
	{ "weights", required_argument, NULL, OPT_WEIGHTS },
	{ NULL, 0, NULL, 0 },
};

/* -a: a SameGame algorithm or a Lines player. */
static int
algo_option(struct options *o, const char *arg, struct opt_error *e)
{
	struct sg_error err;

	o->algo_name = arg;
	if (sgm_algo_parse(arg, &o->search.algo, &err) < 0 &&
	    !lines_player_find(arg))
		return opt_fail(e, "%s", err.msg);
	return OPT_RUN;
}

/* The options that take a number. */
static int
number_option(struct options *o, int opt, const char *arg,
    struct opt_error *e)
{
	struct sgm_search_opts *s = &o->search;
	long long n = 0;
	int end = OPT_RUN;

	switch (opt) {
	case 'j':
		end = opt_num(arg, 1, 256, "--jobs", &n, e);
		o->jobs = (int)n;
		break;
	case 'l':
		end = opt_num(arg, 1, 6, "--level", &n, e);
		s->level = (int)n;
		break;
	case 'n':
		end = opt_num(arg, 1, INT64_MAX, "--nodes", &n, e);
		s->nodes = (uint64_t)n;
		break;
	case 'w':
		end = opt_num(arg, 1, 100000000, "--width", &n, e);
		s->width = (int)n;
		break;
	case OPT_MEMORY:
		end = opt_num(arg, 1, 1 << 20, "--memory", &n, e);
		s->memory = (size_t)n << 20;
		break;
	}
	return end;
}

/* --codingame[=WxH]. */
static int
codingame_option(struct options *o, const char *arg, struct opt_error *e)
{
	codingame_defaults(o);
	if (!arg)
		return OPT_RUN;
	return opt_size(arg, "--codingame", &o->cg_w, &o->cg_h, e);
}

/* --prefix MOVES. */
static int
prefix_option(struct options *o, const char *arg, struct opt_error *e)
{
	struct sg_error err;

	if (game_moves_parse(&o->prefix, arg, &err) < 0)
		return opt_fail(e, "--prefix: %s", err.msg);
	return OPT_RUN;
}

/* Take sg-solve's own option opt. */
static int
own_option(void *own, int opt, char *arg, struct opt_error *e)
{
	struct options *o = own;

	switch (opt) {
	case 'a':
		return algo_option(o, arg, e);
	case 's':
		return opt_seed(arg, "--seed", &o->search.seed, e);
	case 't':
		return opt_seconds(arg, "--time", &o->search.seconds, e);
	case OPT_CODINGAME:
		return codingame_option(o, arg, e);
	case OPT_PREFIX:
		return prefix_option(o, arg, e);
	case OPT_IMPROVE:
		o->improve = 1;
		return OPT_RUN;
	case OPT_PROGRESS:
		o->progress = 1;
		return OPT_RUN;
	case OPT_TOPCODER:
		o->topcoder = 1;
		return OPT_RUN;
	case OPT_WEIGHTS:
		o->weights = arg;
		return OPT_RUN;
	case 'j': case 'l': case 'n': case 'w': case OPT_MEMORY:
		return number_option(o, opt, arg, e);
	}
	return opt_fail(e, "unknown option");
}

/* --codingame and --topcoder play on standard input and output. */
static int
check_play(const struct options *o, struct opt_error *e)
{
	const char *mode = o->codingame ? "--codingame" : "--topcoder";

	if (o->codingame && o->topcoder)
		return opt_fail(e, "--codingame and --topcoder exclude each "
		    "other");
	if (o->nfiles > 0 || o->common.output || o->common.gzip ||
	    o->improve || o->prefix.n > 0)
		return opt_fail(e, "%s plays on standard input and output "
		    "(no files, --output, --gzip, --improve or --prefix)",
		    mode);
	if (o->topcoder && !lines_player_find(o->algo_name ? o->algo_name :
	    "auto"))
		return opt_fail(e, "lines has no player '%s' (expected %s)",
		    o->algo_name, lines_player_names());
	return OPT_RUN;
}

int
solve_opts(int argc, char **argv, struct options *o, struct opt_error *e)
{
	int end, first;

	memset(o, 0, sizeof(*o));
	o->common.rules = SGM_RULES_STD;
	o->jobs = 1;
	o->search.seed = 1;
	o->search.memory = (size_t)1024 << 20;
	if ((end = options_parse(argc, argv, COMMON_SHORTOPTS "a:j:l:n:s:t:w:",
	    longopts, &o->common, own_option, o, e, &first)) != OPT_RUN)
		return end;
	o->nfiles = argc - first;
	o->files = argv + first;
	if (o->codingame || o->topcoder)
		return check_play(o, e);
	return OPT_RUN;
}
