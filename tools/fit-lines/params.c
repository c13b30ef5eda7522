#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "fit.h"

/*
 * The constants: where each is in the weights, the least it may be, and
 * whether it counts only in the games that live (lines_eval_weights'
 * live_side).  The live side itself is a choice between grid sizes,
 * not fitted.
 */
static const struct param {
	const char *name;
	size_t at;
	long least;
	int live;
} table[] = {
#define AT(f)	offsetof(struct lines_eval_weights, f)
	{ "window1", AT(window[1]), 0, 0 },
	{ "window2", AT(window[2]), 0, 0 },
	{ "window3", AT(window[3]), 0, 0 },
	{ "window4", AT(window[4]), 0, 0 },
	{ "pocket", AT(pocket), 0, 0 },
	{ "free", AT(free), 0, 0 },
	{ "sparse", AT(sparse), 1, 0 },
	{ "knee", AT(knee), 0, 0 },
	{ "cross", AT(cross), 0, 0 },
	{ "ambition", AT(ambition), 0, 1 },
	{ "ambition_none", AT(ambition_none), 0, 1 },
	{ "ambition_full", AT(ambition_full), 0, 1 },
	{ "near_cross", AT(near_cross), 0, 1 },
	{ "near_cross_none", AT(near_cross_none), 0, 1 },
	{ "near_cross_full", AT(near_cross_full), 0, 1 },
	{ "near_cross_room", AT(near_cross_room), 0, 1 },
	{ "near_cross_roomy", AT(near_cross_roomy), 0, 1 },
	{ "near_cross_roomy_share", AT(near_cross_roomy_share), 1, 1 },
	{ "cash", AT(cash), 0, 1 },
	{ "roomy_none", AT(roomy_none), 0, 1 },
	{ "roomy_full", AT(roomy_full), 0, 1 },
	{ "unreached", AT(unreached), 0, 0 },
#undef AT
};
#define NPARAMS	(int)(sizeof(table) / sizeof(table[0]))

static long *
field(struct lines_eval_weights *w, int k)
{
	return (long *)((char *)w + table[k].at);
}

/*
 * Whether constant k is other than 0 for one of the colour counts lo..hi:
 * a factor cannot move a 0, so fitting it would only add noise.
 */
static int
set_somewhere(int k, int lo, int hi)
{
	struct lines_eval_weights w;
	int c;

	for (c = lo; c <= hi; c++) {
		w = *lines_eval_weights(c);
		if (*field(&w, k) != 0)
			return 1;
	}
	return 0;
}

void
fit_params_of(struct fit_params *p, int lo, int hi)
{
	int k, c, live = 0;

	for (c = lo; c <= hi; c++)
		live |= lines_eval_weights(c)->live_side <= LINES_MAX_SIDE;
	p->n = 0;
	for (k = 0; k < NPARAMS; k++)
		if ((!table[k].live || live) && set_somewhere(k, lo, hi))
			p->index[p->n++] = k;
}

struct lines_eval_weights
fit_weights(const struct fit_params *p, const double *x, int colors)
{
	struct lines_eval_weights w = *lines_eval_weights(colors);
	long *v;
	int i, set;

	for (i = 0; i < p->n; i++) {
		v = field(&w, p->index[i]);
		set = *v != 0;
		*v = lround((double)*v * exp(x[i]));
		if (*v < table[p->index[i]].least)
			*v = table[p->index[i]].least;
		if (set && *v == 0)
			*v = 1;	/* 0 means none (cash) or half the grid
				   (knee), not a little */
	}
	return w;
}

void
fit_print(FILE *f, const char *prefix, const struct lines_eval_weights *w)
{
	struct lines_eval_weights copy = *w;
	int k;

	fprintf(f, "%s", prefix);
	for (k = 0; k < NPARAMS; k++)
		fprintf(f, " %s %ld", table[k].name, *field(&copy, k));
	fprintf(f, "\n");
}

int
fit_set(struct lines_eval_weights *w, const char *assignment)
{
	const char *eq = strchr(assignment, '=');
	char *end;
	long v;
	int k;

	if (!eq)
		return -1;
	for (k = 0; k < NPARAMS; k++)
		if (strlen(table[k].name) == (size_t)(eq - assignment) &&
		    strncmp(table[k].name, assignment,
		    (size_t)(eq - assignment)) == 0)
			break;
	if (k == NPARAMS)
		return -1;
	errno = 0;
	v = strtol(eq + 1, &end, 10);
	if (errno || end == eq + 1 || *end || v < table[k].least)
		return -2;
	*field(w, k) = v;
	return 0;
}
