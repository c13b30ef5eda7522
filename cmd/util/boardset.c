#include <stdlib.h>
#include <string.h>

#include "boardset.h"
#include "util.h"

struct entry {
	char *name;
	char *board;		/* the board field of its record */
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
	char field[SG_MAX_CELLS + SG_MAX_SIDE + 1];

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
	sg_board_format(&rec->board, field, sizeof(field));
	set->entry[set->n].name = xstrdup(rec->name);
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

int
boardset_find(const struct boardset *set, const char *name,
    struct sg_board *b)
{
	struct entry key = { (char *)name, NULL }, *e;
	struct sg_error err;

	if (!set || set->n == 0)
		return 0;
	e = bsearch(&key, set->entry, set->n, sizeof(*e), entry_cmp);
	if (!e)
		return 0;
	if (sg_board_parse(e->board, b, &err) < 0)
		die(EXIT_ERROR, "%s: %s", set->path, err.msg);
	return 1;
}

int
boardset_join(const struct boardset *set, struct sg_record *rec,
    const struct sg_reader *r)
{
	if (!set) {
		warn_at(sg_reader_name(r), rec->line, "'%s' is a move list "
		    "without a board (give the boards with -b FILE)",
		    rec->name);
		return EXIT_ERROR;
	}
	if (!boardset_find(set, rec->name, &rec->board)) {
		warn_at(sg_reader_name(r), rec->line, "no board named '%s' "
		    "in '%s'", rec->name, set->path);
		return EXIT_ERROR;
	}
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
