/* Numbers from the command line, within bounds: a bad one is a usage error
 * that names the option. */
#ifndef SG_CMD_PARSE_H
#define SG_CMD_PARSE_H

#include <stdint.h>

#include "options.h"

/*
 * Each opt_ function parses s into *v and returns OPT_RUN, or OPT_ERROR
 * with e saying what is wrong, naming option.
 */

/* A decimal integer in min..max. */
int opt_num(const char *s, long long min, long long max, const char *option,
    long long *v, struct opt_error *e);

/* A seed: decimal digits alone, 0 to 2^64-1. */
int opt_seed(const char *s, const char *option, uint64_t *v,
    struct opt_error *e);

/* A non-negative decimal number (seconds, say). */
int opt_seconds(const char *s, const char *option, double *v,
    struct opt_error *e);

/* "WxH" into w and h within 1..SGM_MAX_SIDE. */
int opt_size(const char *s, const char *option, int *w, int *h,
    struct opt_error *e);

/* opt_seconds that dies of a bad number, for mains with no other option. */
double parse_seconds(const char *s, const char *option);

#endif
