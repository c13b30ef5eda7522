#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "msg.h"
#include "parse.h"
#include "samegame/board.h"

long long
parse_num(const char *s, long long min, long long max, const char *option)
{
	char *end;
	long long v;

	errno = 0;
	v = strtoll(s, &end, 10);
	if (*s == '\0' || *end != '\0')
		usage_error("%s: '%s' is not a number", option, s);
	if (errno == ERANGE || v < min || v > max)
		usage_error("%s: '%s' is outside %lld..%lld", option, s,
		    min, max);
	return v;
}

uint64_t
parse_seed(const char *s, const char *option)
{
	char *end;
	unsigned long long v;

	errno = 0;
	v = strtoull(s, &end, 10);
	if (*s < '0' || *s > '9' || *end != '\0' || errno == ERANGE)
		usage_error("%s: '%s' is not a number from 0 to 2^64-1",
		    option, s);
	return (uint64_t)v;
}

double
parse_seconds(const char *s, const char *option)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (*s == '\0' || *end != '\0' || errno == ERANGE || !isfinite(v) ||
	    v < 0)
		usage_error("%s: '%s' is not a number of seconds", option, s);
	return v;
}

void
parse_size(const char *s, int *w, int *h)
{
	char buf[64], *x;

	if (strlen(s) >= sizeof(buf) || !(x = strchr(strcpy(buf, s), 'x')))
		usage_error("--size: '%s' is not WIDTHxHEIGHT", s);
	*x = '\0';
	*w = (int)parse_num(buf, 1, SG_MAX_SIDE, "--size width");
	*h = (int)parse_num(x + 1, 1, SG_MAX_SIDE, "--size height");
}
