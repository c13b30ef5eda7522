#include <string.h>

#include "core/game.h"

const struct sg_game *
sg_game_of_field(const struct sg_game *const *games, const char *s,
    size_t len)
{
	const struct sg_game *best = NULL;
	size_t n, best_n = 0;

	for (; *games; games++) {
		n = strlen((*games)->field_prefix);
		if (n <= len && memcmp(s, (*games)->field_prefix, n) == 0 &&
		    (!best || n > best_n)) {
			best = *games;
			best_n = n;
		}
	}
	return best;
}

const struct sg_game *
sg_game_named(const struct sg_game *const *games, const char *name)
{
	for (; *games; games++)
		if (strcmp((*games)->name, name) == 0)
			return *games;
	return NULL;
}
