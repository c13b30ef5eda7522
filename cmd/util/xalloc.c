#include <stdlib.h>
#include <string.h>

#include "msg.h"
#include "xalloc.h"

struct sg_record *
record_new(void)
{
	return xcalloc(1, sizeof(struct sg_record));
}

void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n, size);

	if (!p)
		die(EXIT_ERROR, "out of memory");
	return p;
}

void *
xrealloc(void *p, size_t size)
{
	if (!(p = realloc(p, size)))
		die(EXIT_ERROR, "out of memory");
	return p;
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xrealloc(NULL, n), s, n);
}
