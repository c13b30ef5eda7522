/* The commands' list of games (gamelist.h). */
#include <stdio.h>
#include <string.h>

#include "gamelist.h"
#include "msg.h"

const struct sg_game *
game_table(enum sg_game_id id)
{
	return sg_games[id];
}

int
game_id(const struct sg_game *g)
{
	int id;

	for (id = 0; id < SG_GAMES; id++)
		if (sg_games[id] == g)
			return id;
	return -1;
}

int
game_id_named(const char *name)
{
	return game_id(sg_game_named(sg_games, name));
}

const char *
game_names(void)
{
	static char names[128];
	size_t n;
	int id;

	if (names[0] != '\0')
		return names;
	for (id = 0; id < SG_GAMES; id++) {
		n = strlen(names);
		snprintf(names + n, sizeof(names) - n, "%s%s", id == 0 ? "" :
		    id == SG_GAMES - 1 ? " or " : ", ", sg_games[id]->name);
	}
	return names;
}

int
game_unsupported(const char *file, const struct sg_record *rec)
{
	warn_at(file, rec->line, "%s: '%s' boards are not supported by %s",
	    rec->name, rec->game->name, progname);
	return EXIT_ERROR;
}

int
game_moves_parse(struct game_moves *m, const char *text,
    struct sg_error *err)
{
	struct sg_error own;
	int id, read = 0;

	m->n = 0;
	for (id = 0; id < SG_GAMES; id++) {
		m->as[id].game = sg_games[id];
		m->as[id].nmoves = sg_moves_parse(sg_games[id], text,
		    m->as[id].moves, sg_games[id]->max_moves,
		    id == 0 ? err : &own);
		if (m->as[id].nmoves >= 0)
			m->n = m->as[id].nmoves;
		read |= m->as[id].nmoves >= 0;
	}
	return read ? 0 : -1;
}

const struct sg_record *
game_moves_of(const struct game_moves *m, const struct sg_game *g)
{
	return &m->as[game_id(g)];
}
