#include <inttypes.h>
#include <string.h>

#include "msg.h"
#include "parse.h"
#include "sg-gen.h"

enum { OPT_SET = 256, OPT_SIZE, OPT_GAME, OPT_BALANCED, OPT_COUNTS };

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{ "balanced", no_argument, NULL, OPT_BALANCED },
	{ "colors", required_argument, NULL, 'c' },
	{ "colours", required_argument, NULL, 'c' },
	{ "count", required_argument, NULL, 'n' },
	{ "counts", required_argument, NULL, OPT_COUNTS },
	{ "game", required_argument, NULL, OPT_GAME },
	{ "seed", required_argument, NULL, 's' },
	{ "set", required_argument, NULL, OPT_SET },
	{ "size", required_argument, NULL, OPT_SIZE },
	{ NULL, 0, NULL, 0 },
};

/* What each game does in sg-gen; here, as the options are the game's. */
const struct gen_game *const gen_games[SG_GAMES] = {
	[SG_GAME_SAMEGAME] = &gen_samegame,
	[SG_GAME_LINES] = &gen_lines,
};

/* One count of --counts' list (p, len bytes of it) into g. */
static int
take_count(struct gen_opts *g, const char *list, const char *p, size_t len,
    struct opt_error *e)
{
	char num[32];
	long long n;

	if (g->ncounts == SGM_MAX_COLORS)
		return opt_fail(e, "--counts: more than %d colours",
		    SGM_MAX_COLORS);
	if (len == 0)
		return opt_fail(e, "--counts: '%s' has an empty count "
		    "(expected a list such as 65,40,40,40,40)", list);
	if (len >= sizeof(num))
		return opt_fail(e, "--counts: '%.*s' is too long for a count",
		    (int)len, p);
	memcpy(num, p, len);
	num[len] = '\0';
	if (opt_num(num, 0, SGM_MAX_CELLS, "--counts", &n, e) < 0)
		return OPT_ERROR;
	g->count_of[g->ncounts++] = (int)n;
	return OPT_RUN;
}

/*
 * Parse --counts' list into g: 1 to SGM_MAX_COLORS counts of 0 or more,
 * separated by commas.
 */
static int
parse_counts(const char *list, struct gen_opts *g, struct opt_error *e)
{
	const char *p = list, *comma;

	g->ncounts = 0;
	while ((comma = strchr(p, ',')) != NULL) {
		if (take_count(g, list, p, (size_t)(comma - p), e) < 0)
			return OPT_ERROR;
		p = comma + 1;
	}
	return take_count(g, list, p, strlen(p), e);
}

/* --set and --game. */
static int
set_or_game(struct gen_opts *g, int opt, const char *arg,
    struct opt_error *e)
{
	int id;

	if (opt == OPT_SET) {
		if (strcmp(arg, "standard") != 0)
			return opt_fail(e, "--set: unknown set '%s' (expected "
			    "standard)", arg);
		g->set = arg;
	} else if ((id = game_id_named(arg)) < 0) {
		return opt_fail(e, "--game: unknown game '%s' (expected %s)",
		    arg, game_names());
	} else {
		g->game = (enum sg_game_id)id;
	}
	return OPT_RUN;
}

/* Take sg-gen's own option opt. */
static int
own_option(void *own, int opt, char *arg, struct opt_error *e)
{
	struct gen_opts *g = own;
	long long n;

	if (opt == OPT_SET || opt == OPT_GAME)
		return set_or_game(g, opt, arg, e);
	g->random_option = 1;
	switch (opt) {
	case 'c':
		g->colors_given = 1;
		if (opt_num(arg, 1, SGM_MAX_COLORS, "--colors", &n, e) < 0)
			return OPT_ERROR;
		g->colors = (int)n;
		break;
	case 'n':
		if (opt_num(arg, 0, INT64_MAX, "--count", &n, e) < 0)
			return OPT_ERROR;
		g->count = (unsigned long long)n;
		break;
	case 's':
		g->seed_text = arg;
		break;
	case OPT_SIZE:
		g->size_text = arg;
		break;
	case OPT_BALANCED:
		g->balanced = 1;
		break;
	case OPT_COUNTS:
		return parse_counts(arg, g, e);
	}
	return OPT_RUN;
}

/* The options against each other and the operands. */
static int
check_all(struct gen_opts *g, int argc, char **argv, int first,
    struct opt_error *e)
{
	if (first < argc)
		return opt_fail(e, "unexpected operand '%s'", argv[first]);
	if (g->set && g->random_option)
		return opt_fail(e, "--set standard takes none of --colors, "
		    "--count, --seed, --size, --balanced and --counts");
	if (!gen_games[g->game])
		return opt_fail(e, "--game: '%s' boards are not supported "
		    "by %s", game_table(g->game)->name, progname);
	return gen_games[g->game]->options(g, e);
}

int
gen_opts(int argc, char **argv, struct gen_opts *o, struct opt_error *e)
{
	int end, first;

	memset(o, 0, sizeof(*o));
	o->c.rules = SGM_RULES_STD;
	o->w = o->h = 15;
	o->colors = 5;
	o->count = 1;
	o->game = SG_GAME_SAMEGAME;	/* the default */
	if ((end = options_parse(argc, argv, COMMON_SHORTOPTS "c:n:s:",
	    longopts, &o->c, own_option, o, e, &first)) != OPT_RUN)
		return end;
	return check_all(o, argc, argv, first, e);
}
