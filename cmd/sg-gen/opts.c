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

/* --set and --game. */
static int
set_or_game(struct gen_opts *g, int opt, const char *arg,
    struct opt_error *e)
{
	if (opt == OPT_GAME)
		return deal_game(&g->deal, arg, e);
	if (strcmp(arg, "standard") != 0)
		return opt_fail(e, "--set: unknown set '%s' (expected "
		    "standard)", arg);
	g->set = arg;
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
		return deal_colors(&g->deal, arg, e);
	case 'n':
		if (opt_num(arg, 0, INT64_MAX, "--count", &n, e) < 0)
			return OPT_ERROR;
		g->count = (unsigned long long)n;
		break;
	case 's':
		g->deal.seed_text = arg;
		break;
	case OPT_SIZE:
		g->deal.size_text = arg;
		break;
	case OPT_BALANCED:
		g->deal.balanced = 1;
		break;
	case OPT_COUNTS:
		return deal_counts(&g->deal, arg, e);
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
	if (g->set && g->deal.game != SG_GAME_SAMEGAME)
		return opt_fail(e, "--set standard is a set of SameGame "
		    "boards");
	if (!gen_games[g->deal.game])
		return opt_fail(e, "--game: '%s' boards are not supported "
		    "by %s", game_table(g->deal.game)->name, progname);
	return g->set ? OPT_RUN : deal_resolve(&g->deal, g->count, e);
}

int
gen_opts(int argc, char **argv, struct gen_opts *o, struct opt_error *e)
{
	int end, first;

	memset(o, 0, sizeof(*o));
	o->c.rules = SGM_RULES_STD;
	o->count = 1;
	deal_init(&o->deal);
	if ((end = options_parse(argc, argv, COMMON_SHORTOPTS "c:n:s:",
	    longopts, &o->c, own_option, o, e, &first)) != OPT_RUN)
		return end;
	return check_all(o, argc, argv, first, e);
}
