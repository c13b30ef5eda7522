#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"

void
fuzz_fail(const char *file, int line, const char *what)
{
	fprintf(stderr, "%s:%d: invariant failed: %s\n", file, line, what);
	abort();
}
