/* Allocation that cannot fail: a command out of memory says so and exits. */
#ifndef SG_CMD_XALLOC_H
#define SG_CMD_XALLOC_H

#include <stddef.h>

#include "core/record.h"

/* A record buffer on the heap (records are too large for the stack), or die. */
struct sg_record *record_new(void);

/* Like calloc, realloc and strdup, but die with a message when memory runs
 * out. */
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t size);
char *xstrdup(const char *s);

#endif
