/*
 * team_run (core/team_internal.h) for the single file, without threads:
 * every part in the calling thread, in turn, as lib/core/team.c runs a
 * lone part.  The bot searches on one thread.
 */
#include "core/team_internal.h"

void
team_run(void (*fn)(void *part), void *parts, size_t size, int n)
{
	int t;

	for (t = 0; t < n; t++)
		fn((char *)parts + (size_t)t * size);
}
