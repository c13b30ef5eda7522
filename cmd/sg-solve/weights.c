/*
 * The learned value of Lines (lib/lines/learn) that the players who want
 * one play with: --weights FILE, else share/lines-value.txt found like the
 * standard boards.  Read once, when the first game that needs it comes;
 * a file that cannot be read, or is not such a file, is an error, never a
 * quietly weaker player.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lines/learn/value.h"
#include "share.h"
#include "sg-solve.h"

#define WEIGHTS_FILE	"lines-value.txt"

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *given;
static struct lines_value *value;

static void
load(void)
{
	char path[4096];
	struct sg_error err;
	FILE *f;

	if (!given)
		given = share_path(WEIGHTS_FILE, path, sizeof(path));
	if (!(value = lines_value_new()))
		die(EXIT_ERROR, "out of memory");
	if (!(f = fopen(given, "r")))
		die(EXIT_ERROR, "cannot open weights '%s': %s%s", given,
		    strerror(errno), given == path ? " (set SG_SHAREDIR to "
		    "the folder holding it, or give --weights)" : "");
	if (lines_value_read(value, f, &err) < 0)
		die(EXIT_ERROR, "weights '%s': %s", given, err.msg);
	fclose(f);
}

const struct lines_value *
lines_weights(const struct options *o, const struct lines_player *pl,
    int n, int colors)
{
	if (!lines_player_learns(pl, n, colors))
		return NULL;
	given = o->weights;
	pthread_once(&once, load);
	return value;
}
