#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "fit.h"

long long
fit_number(const char *tool, const char *s, long long lo, long long hi,
    const char *what)
{
	char *end;
	long long v;

	errno = 0;
	v = strtoll(s, &end, 10);
	if (errno || end == s || *end || v < lo || v > hi) {
		fprintf(stderr, "%s: bad %s '%s' (%lld to %lld)\n", tool, what,
		    s, lo, hi);
		exit(2);
	}
	return v;
}
