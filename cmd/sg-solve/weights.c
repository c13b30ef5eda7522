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

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct lines_value *value;

/* The value in the file given, or in share/ when given is NULL. */
static struct lines_value *
load(const char *given)
{
	char path[4096];
	struct lines_value *v;
	struct sg_error err;
	FILE *f;

	if (!given)
		given = share_path(WEIGHTS_FILE, path, sizeof(path));
	if (!(v = lines_value_new()))
		die(EXIT_ERROR, "out of memory");
	if (!(f = fopen(given, "r"))) {
		lines_value_free(v);
		die(EXIT_ERROR, "cannot open weights '%s': %s%s", given,
		    strerror(errno), given == path ? " (set SG_SHAREDIR to "
		    "the folder holding it, or give --weights)" : "");
	}
	if (lines_value_read(v, f, &err) < 0) {
		lines_value_free(v);
		fclose(f);
		die(EXIT_ERROR, "weights '%s': %s", given, err.msg);
	}
	fclose(f);
	return v;
}

const struct lines_value *
lines_weights(const struct options *o, const struct lines_player *pl,
    int n, int colors)
{
	const struct lines_value *v;

	if (!lines_player_learns(pl, n, colors))
		return NULL;
	pthread_mutex_lock(&lock);
	if (!value)
		value = load(o->weights);
	v = value;
	pthread_mutex_unlock(&lock);
	return v;
}
