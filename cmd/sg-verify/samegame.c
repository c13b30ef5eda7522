/* SameGame in sg-verify --stats: boards cleared and tiles left. */
#include <inttypes.h>
#include <stdio.h>

#include "verify.h"

static void
stats_end(const struct stats *st, char *buf, size_t cap)
{
	snprintf(buf, cap, "%" PRIu64 " cleared, mean tiles left %.1Lf",
	    st->cleared, (long double)st->left / st->games);
}

const struct verify_game verify_samegame = {
	.stats_end = stats_end,
};
