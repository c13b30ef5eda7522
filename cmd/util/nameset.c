#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "nameset.h"
#include "xalloc.h"

/* Slots of a new set; it doubles when half full, so probes stay short. */
#define NAMESET_FIRST	64

struct nameset {
	char **slot;		/* open addressing, NULL: free */
	size_t cap;		/* a power of 2 */
	size_t n;
};

/* FNV-1a: names are short, and any spread will do. */
static size_t
hash(const char *s)
{
	uint64_t h = 14695981039346656037u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211u;
	return (size_t)h;
}

/* The slot of name in slot[cap]: where it is, or the free one it goes to. */
static char **
find(char **slot, size_t cap, const char *name)
{
	size_t i = hash(name) & (cap - 1);

	while (slot[i] && strcmp(slot[i], name) != 0)
		i = (i + 1) & (cap - 1);
	return &slot[i];
}

static void
grow(struct nameset *s)
{
	char **old = s->slot;
	size_t i, cap = s->cap;

	s->cap = cap ? cap * 2 : NAMESET_FIRST;
	s->slot = xcalloc(s->cap, sizeof(*s->slot));
	for (i = 0; i < cap; i++)
		if (old[i])
			*find(s->slot, s->cap, old[i]) = old[i];
	free(old);
}

struct nameset *
nameset_new(void)
{
	struct nameset *s = xcalloc(1, sizeof(*s));

	grow(s);
	return s;
}

int
nameset_add(struct nameset *s, const char *name)
{
	char **at;

	if (2 * (s->n + 1) > s->cap)
		grow(s);
	at = find(s->slot, s->cap, name);
	if (*at)
		return 0;
	*at = xstrdup(name);
	s->n++;
	return 1;
}

void
nameset_free(struct nameset *s)
{
	size_t i;

	if (!s)
		return;
	for (i = 0; i < s->cap; i++)
		free(s->slot[i]);
	free(s->slot);
	free(s);
}
