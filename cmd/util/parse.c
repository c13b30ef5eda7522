#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msg.h"
#include "parse.h"
#include "samegame/board.h"

int
opt_num(const char *s, long long min, long long max, const char *option,
    long long *v, struct opt_error *e)
{
	char *end;

	errno = 0;
	*v = strtoll(s, &end, 10);
	if (*s == '\0' || *end != '\0')
		return opt_fail(e, "%s: '%s' is not a number", option, s);
	if (errno == ERANGE || *v < min || *v > max)
		return opt_fail(e, "%s: '%s' is outside %lld..%lld", option, s,
		    min, max);
	return OPT_RUN;
}

int
opt_seed(const char *s, const char *option, uint64_t *v, struct opt_error *e)
{
	char *end;
	unsigned long long n;

	errno = 0;
	n = strtoull(s, &end, 10);
	if (*s < '0' || *s > '9' || *end != '\0' || errno == ERANGE)
		return opt_fail(e, "%s: '%s' is not a number from 0 to "
		    "2^64-1", option, s);
	*v = (uint64_t)n;
	return OPT_RUN;
}

int
opt_seconds(const char *s, const char *option, double *v,
    struct opt_error *e)
{
	char *end;
	double n;

	errno = 0;
	n = strtod(s, &end);
	if (*s == '\0' || *end != '\0' || errno == ERANGE || !isfinite(n) ||
	    n < 0)
		return opt_fail(e, "%s: '%s' is not a number of seconds",
		    option, s);
	*v = n;
	return OPT_RUN;
}

int
opt_size(const char *s, const char *option, int *w, int *h,
    struct opt_error *e)
{
	char buf[64], *x, name[64];
	long long n;

	if (strlen(s) >= sizeof(buf) || !(x = strchr(strcpy(buf, s), 'x')))
		return opt_fail(e, "%s: '%s' is not WIDTHxHEIGHT", option, s);
	*x = '\0';
	snprintf(name, sizeof(name), "%s width", option);
	if (opt_num(buf, 1, SGM_MAX_SIDE, name, &n, e) < 0)
		return OPT_ERROR;
	*w = (int)n;
	snprintf(name, sizeof(name), "%s height", option);
	if (opt_num(x + 1, 1, SGM_MAX_SIDE, name, &n, e) < 0)
		return OPT_ERROR;
	*h = (int)n;
	return OPT_RUN;
}

double
parse_seconds(const char *s, const char *option)
{
	struct opt_error e;
	double v;

	if (opt_seconds(s, option, &v, &e) < 0)
		usage_error("%s", e.msg);
	return v;
}
