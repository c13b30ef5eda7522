/* Numbers from the command line, within bounds: a bad one is a usage error
 * that names the option. */
#ifndef SG_CMD_PARSE_H
#define SG_CMD_PARSE_H

#include <stdint.h>

/* Parse s as a decimal integer in min..max or die naming the option. */
long long parse_num(const char *s, long long min, long long max,
    const char *option);

/* Parse s as a seed: decimal digits alone, 0 to 2^64-1, or die. */
uint64_t parse_seed(const char *s, const char *option);

/* Parse s as a non-negative decimal number (seconds, say) or die. */
double parse_seconds(const char *s, const char *option);

/* Parse "WxH" into w and h within 1..SG_MAX_SIDE or die. */
void parse_size(const char *s, int *w, int *h);

#endif
