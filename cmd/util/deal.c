/* Dealing a new board or game (deal.h): what the games share. */
#include <string.h>

#include "deal.h"
#include "msg.h"
#include "parse.h"

/* What each game does in a deal, by enum sg_game_id. */
static const struct deal_game *const games[SG_GAMES] = {
	[SG_GAME_SAMEGAME] = &deal_samegame,
	[SG_GAME_LINES] = &deal_lines,
};

void
deal_init(struct deal *d)
{
	memset(d, 0, sizeof(*d));
	d->game = SG_GAME_SAMEGAME;
	d->w = d->h = 15;
	d->colors = 5;
}

int
deal_game(struct deal *d, const char *name, struct opt_error *e)
{
	int id = game_id_named(name);

	if (id < 0)
		return opt_fail(e, "--game: unknown game '%s' (expected %s)",
		    name, game_names());
	d->game = (enum sg_game_id)id;
	return OPT_RUN;
}

int
deal_colors(struct deal *d, const char *arg, struct opt_error *e)
{
	long long n;

	if (opt_num(arg, 1, SGM_MAX_COLORS, "--colors", &n, e) < 0)
		return OPT_ERROR;
	d->colors = (int)n;
	d->colors_given = 1;
	return OPT_RUN;
}

int
deal_resolve(struct deal *d, unsigned long long count, struct opt_error *e)
{
	if (!games[d->game])
		return opt_fail(e, "--game: '%s' boards are not supported "
		    "by %s", game_table(d->game)->name, progname);
	return games[d->game]->resolve(d, count, e);
}

void
deal_start(struct deal *d)
{
	games[d->game]->start(d);
}

void
deal_record(const struct deal *d, unsigned long long i,
    struct sg_record *rec)
{
	games[d->game]->record(d, i, rec);
}
