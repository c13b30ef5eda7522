/* The commands' list of games (gamelist.h). */
#include <stdio.h>
#include <string.h>

#include "gamelist.h"
#include "lines/game.h"
#include "msg.h"
#include "samegame/game.h"

static const struct sg_game *const table[GAMES] = {
	[GAME_SAMEGAME] = &sgm_game_table,
	[GAME_LINES] = &lines_game_table,
};

const struct sg_game *
game_table(enum game_id id)
{
	return table[id];
}

int
game_id(const struct sg_game *g)
{
	int id;

	for (id = 0; id < GAMES; id++)
		if (table[id] == g)
			return id;
	return -1;
}

int
game_id_named(const char *name)
{
	const struct sg_game *list[GAMES + 1];	/* NULL-terminated */

	memcpy(list, table, sizeof(table));
	list[GAMES] = NULL;
	return game_id(sg_game_named(list, name));
}

const char *
game_names(void)
{
	static char names[128];
	size_t n;
	int id;

	if (names[0] != '\0')
		return names;
	for (id = 0; id < GAMES; id++) {
		n = strlen(names);
		snprintf(names + n, sizeof(names) - n, "%s%s", id == 0 ? "" :
		    id == GAMES - 1 ? " or " : ", ", table[id]->name);
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
	for (id = 0; id < GAMES; id++) {
		m->as[id].game = table[id];
		m->as[id].nmoves = sg_moves_parse(table[id], text,
		    m->as[id].moves, table[id]->max_moves,
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
