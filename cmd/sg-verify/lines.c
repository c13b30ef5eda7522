/* Lines in sg-verify --stats: the moves a game lasted. */
#include <stdio.h>

#include "verify.h"

static void
stats_end(const struct stats *st, char *buf, size_t cap)
{
	snprintf(buf, cap, "mean moves %.1Lf",
	    (long double)st->played / st->games);
}

const struct verify_game verify_lines = {
	.stats_end = stats_end,
};
