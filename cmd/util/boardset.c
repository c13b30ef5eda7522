#include <stdlib.h>
#include <string.h>

#include "boardset.h"
#include "input.h"
#include "msg.h"
#include "xalloc.h"

struct entry {
	char *name;
	const struct sg_game *game;
	char *board;		/* the board field, as its game writes it */
};

struct boardset {
	const char *path;
	struct entry *entry;	/* sorted by name */
	size_t n;
};

static int
entry_cmp(const void *a, const void *b)
{
	return strcmp(((const struct entry *)a)->name,
	    ((const struct entry *)b)->name);
}

static int
collect(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	struct boardset *set = ctx;
	char field[SG_LINE_MAX + 1];

	if (rec->kind == SG_REC_COMMENT)
		return 0;
	if (rec->kind == SG_REC_MOVES) {
		warn_at(sg_reader_name(r), rec->line, "'%s' has no board",
		    rec->name);
		return EXIT_ERROR;
	}
	if ((set->n & (set->n - 1)) == 0)
		set->entry = xrealloc(set->entry,
		    (set->n ? set->n * 2 : 1) * sizeof(*set->entry));
	rec->game->board_format(rec->board, field, sizeof(field));
	set->entry[set->n].name = xstrdup(rec->name);
	set->entry[set->n].game = rec->game;
	set->entry[set->n++].board = xstrdup(field);
	return 0;
}

struct boardset *
boardset_load(const char *path)
{
	struct boardset *set = xcalloc(1, sizeof(*set));
	char *argv[] = { (char *)path };
	size_t i;

	set->path = path;
	if (each_record(1, argv, collect, set) != 0)
		exit(EXIT_ERROR);
	if (set->n)
		qsort(set->entry, set->n, sizeof(*set->entry), entry_cmp);
	for (i = 1; i < set->n; i++)
		if (strcmp(set->entry[i - 1].name, set->entry[i].name) == 0)
			die(EXIT_ERROR, "%s: board '%s' is there more than "
			    "once", path, set->entry[i].name);
	return set;
}

/* The entry of that name, or NULL. */
static const struct entry *
find(const struct boardset *set, const char *name)
{
	struct entry key = { (char *)name, NULL, NULL };

	if (!set || set->n == 0)
		return NULL;
	return bsearch(&key, set->entry, set->n, sizeof(key), entry_cmp);
}

int
boardset_same(const struct boardset *set, const struct sg_record *rec)
{
	const struct entry *e = find(set, rec->name);
	char field[SG_LINE_MAX + 1];

	if (!e)
		return -1;
	if (e->game != rec->game)
		return 0;
	rec->game->board_format(rec->board, field, sizeof(field));
	return strcmp(field, e->board) == 0;
}

int
boardset_join(const struct boardset *set, struct sg_record *rec,
    const struct sg_reader *r)
{
	const struct entry *e = find(set, rec->name);
	struct sg_error err;

	if (!set) {
		warn_at(sg_reader_name(r), rec->line, "'%s' is a move list "
		    "without a board (give the boards with --boards FILE)",
		    rec->name);
		return EXIT_ERROR;
	}
	if (!e) {
		warn_at(sg_reader_name(r), rec->line, "no board named '%s' "
		    "in '%s'", rec->name, set->path);
		return EXIT_ERROR;
	}
	if (rec->nmoves > 0 && e->game != rec->game) {
		warn_at(sg_reader_name(r), rec->line, "the moves of '%s' are "
		    "%s moves, but its board in '%s' is a %s board",
		    rec->name, rec->game->name, set->path, e->game->name);
		return EXIT_ERROR;
	}
	rec->game = e->game;
	if (e->game->board_parse(e->board, strlen(e->board), rec->board,
	    &err) < 0)
		die(EXIT_ERROR, "%s: %s", set->path, err.msg);
	rec->kind = SG_REC_GAME;
	return 0;
}

const char *
boardset_path(const struct boardset *set)
{
	return set->path;
}

void
boardset_free(struct boardset *set)
{
	size_t i;

	if (!set)
		return;
	for (i = 0; i < set->n; i++) {
		free(set->entry[i].name);
		free(set->entry[i].board);
	}
	free(set->entry);
	free(set);
}
