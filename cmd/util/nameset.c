#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "nameset.h"
#include "xalloc.h"

/* Slots of a new set; they double when half full, so probes stay short. */
#define NAMESET_FIRST	1024

struct nameset {
	char **name;		/* in the order they came */
	size_t n, cap;
	size_t *slot;		/* open addressing: a name's number + 1,
				   0 when free */
	size_t nslot;		/* a power of 2 */
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

/* The slot of name: where its number is, or the free one it goes to. */
static size_t *
find(const struct nameset *s, const char *name)
{
	size_t k = hash(name) & (s->nslot - 1);

	while (s->slot[k] && strcmp(s->name[s->slot[k] - 1], name) != 0)
		k = (k + 1) & (s->nslot - 1);
	return &s->slot[k];
}

static void
grow(struct nameset *s)
{
	size_t i;

	free(s->slot);
	s->nslot = s->nslot ? 2 * s->nslot : NAMESET_FIRST;
	s->slot = xcalloc(s->nslot, sizeof(*s->slot));
	for (i = 0; i < s->n; i++)
		*find(s, s->name[i]) = i + 1;
}

struct nameset *
nameset_new(void)
{
	struct nameset *s = xcalloc(1, sizeof(*s));

	grow(s);
	return s;
}

size_t
nameset_add(struct nameset *s, const char *name, int *added)
{
	size_t *at;

	if (2 * (s->n + 1) > s->nslot)
		grow(s);
	at = find(s, name);
	*added = *at == 0;
	if (*at)
		return *at - 1;
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 256;
		s->name = xrealloc(s->name, s->cap * sizeof(*s->name));
	}
	s->name[s->n] = xstrdup(name);
	*at = ++s->n;
	return s->n - 1;
}

const char *
nameset_name(const struct nameset *s, size_t i)
{
	return s->name[i];
}

void
nameset_free(struct nameset *s)
{
	size_t i;

	if (!s)
		return;
	for (i = 0; i < s->n; i++)
		free(s->name[i]);
	free(s->name);
	free(s->slot);
	free(s);
}
