#include <errno.h>
#include <math.h>
#include <nettle/sha1.h>
#include <stdlib.h>
#include <string.h>

#include "lines/learn/value.h"

#define VERSION_LINE	"sg-lines-value 2\n"
#define LAYOUT_LINE	"layout line 6 4096 2 block 19683 empty 122 cut 122 " \
			"time 21 sides 7-11 colors 3-9, each\n"
#define SHA1_HEX	(2 * SHA1_DIGEST_SIZE)

_Static_assert(LINES_VALUE_LINE == 4096 && LINES_VALUE_BLOCK == 19683 &&
    LINES_MAX_CELLS + 1 == 122 && LINES_VALUE_TIMES == 21 &&
    LINES_VALUE_WEIGHTS == 2 * 4096 + 19683 + 2 * 122 + 21,
    "LAYOUT_LINE says how the tables are laid out");

static void
sha1_hex(const char *body, size_t len, char hex[SHA1_HEX + 1])
{
	struct sha1_ctx ctx;
	uint8_t d[SHA1_DIGEST_SIZE];
	int i;

	sha1_init(&ctx);
	sha1_update(&ctx, len, (const uint8_t *)body);
	sha1_digest(&ctx, sizeof(d), d);
	for (i = 0; i < SHA1_DIGEST_SIZE; i++)
		snprintf(hex + 2 * i, 3, "%02x", d[i]);
}

/* Write the weights of t[0..size-1] that are not 0, each after prefix. */
static void
put_table(FILE *f, const char *prefix, const float *t, int size)
{
	int i;

	for (i = 0; i < size; i++)
		if (t[i] != 0)
			fprintf(f, "%s %d %.9g\n", prefix, i, (double)t[i]);
}

/* The tables of class (n, c) of v and what it trained on. */
static void
put_class(const struct lines_value *v, FILE *f, int n, int c)
{
	const struct lines_value_tables *t = &v->tables[n][c];
	char prefix[32];
	int d, side = n + LINES_MIN_SIDE, colors = c + LINES_MIN_COLORS;

	fprintf(f, "games %d %d %ld %ld\n", side, colors, v->cls[n][c].games,
	    v->cls[n][c].moves);
	for (d = 0; d < 2; d++) {
		snprintf(prefix, sizeof(prefix), "line %d %d %d", side, colors,
		    d);
		put_table(f, prefix, t->line[d], LINES_VALUE_LINE);
	}
	snprintf(prefix, sizeof(prefix), "block %d %d", side, colors);
	put_table(f, prefix, t->block, LINES_VALUE_BLOCK);
	snprintf(prefix, sizeof(prefix), "empty %d %d", side, colors);
	put_table(f, prefix, t->empty, LINES_MAX_CELLS + 1);
	snprintf(prefix, sizeof(prefix), "cut %d %d", side, colors);
	put_table(f, prefix, t->cut, LINES_MAX_CELLS + 1);
	snprintf(prefix, sizeof(prefix), "time %d %d", side, colors);
	put_table(f, prefix, t->time, LINES_VALUE_TIMES);
}

/* The learning rates of class (n, c) of v, by place in its tables. */
static void
put_coherence(const struct lines_value *v, FILE *f, int n, int c)
{
	const float *sum = lines_value_flat(&v->coherence->sum[n][c]);
	const float *size = lines_value_flat(&v->coherence->size[n][c]);
	size_t i;

	for (i = 0; i < LINES_VALUE_WEIGHTS; i++)
		if (size[i] != 0)
			fprintf(f, "coherence %d %d %zu %.9g %.9g\n",
			    n + LINES_MIN_SIDE, c + LINES_MIN_COLORS, i,
			    (double)sum[i], (double)size[i]);
}

static void
put_body(const struct lines_value *v, FILE *f)
{
	int n, c;

	for (n = 0; n < LINES_VALUE_SIDES; n++)
		for (c = 0; c < LINES_VALUE_COLORS; c++) {
			put_class(v, f, n, c);
			if (v->coherence)
				put_coherence(v, f, n, c);
		}
}

int
lines_value_write(const struct lines_value *v, FILE *f, struct sg_error *err)
{
	char *body = NULL, hex[SHA1_HEX + 1];
	size_t len = 0;
	FILE *m = open_memstream(&body, &len);

	if (!m)
		return sg_fail(err, "out of memory");
	put_body(v, m);
	if (fclose(m) != 0) {
		free(body);
		return sg_fail(err, "out of memory");
	}
	sha1_hex(body, len, hex);
	fprintf(f, VERSION_LINE LAYOUT_LINE "sha1 %s\n", hex);
	fwrite(body, 1, len, f);
	free(body);
	if (fflush(f) != 0 || ferror(f))
		return sg_fail(err, "cannot write: %s", strerror(errno));
	return 0;
}

/* Whether n and c are a grid side and a colour count. */
static int
is_class(int n, int c)
{
	return n >= LINES_MIN_SIDE && n <= LINES_MAX_SIDE &&
	    c >= LINES_MIN_COLORS && c <= LINES_MAX_COLORS;
}

/*
 * Set the learning rates a line of the body gives; returns 0, or -1 when
 * it gives none or v has no room for them.
 */
static int
coherence_of(struct lines_value *v, const char *line)
{
	double sum, size;
	size_t i;
	int n, c;

	if (sscanf(line, "coherence %d %d %zu %lf %lf", &n, &c, &i, &sum,
	    &size) != 5 || !is_class(n, c) || i >= LINES_VALUE_WEIGHTS ||
	    !isfinite(sum) || !isfinite(size) || lines_value_learning(v) == -1)
		return -1;
	n -= LINES_MIN_SIDE;
	c -= LINES_MIN_COLORS;
	lines_value_flat(&v->coherence->sum[n][c])[i] = (float)sum;
	lines_value_flat(&v->coherence->size[n][c])[i] = (float)size;
	return 0;
}

/*
 * The weight a line of the body names, or NULL when it names none; a line
 * of the games of a class or of learning rates sets them and *counted.
 */
static float *
weight_of(struct lines_value *v, const char *line, double *x, int *counted)
{
	struct lines_value_class *cls;
	struct lines_value_tables *t;
	long games, moves;
	int n, c, d, i;

	*counted = 0;
	if (sscanf(line, "games %d %d %ld %ld", &n, &c, &games, &moves) == 4) {
		if (!is_class(n, c))
			return NULL;
		cls = lines_value_class(v, n, c);
		cls->games = games;
		cls->moves = moves;
		*counted = 1;
		return NULL;
	}
	if (strncmp(line, "coherence ", 10) == 0) {
		*counted = coherence_of(v, line) == 0;
		return NULL;
	}
	if (sscanf(line, "%*s %d %d", &n, &c) != 2 || !is_class(n, c))
		return NULL;
	t = lines_value_tables(v, n, c);
	if (sscanf(line, "line %*d %*d %d %d %lf", &d, &i, x) == 3 &&
	    d >= 0 && d < 2 && i >= 0 && i < LINES_VALUE_LINE)
		return &t->line[d][i];
	if (sscanf(line, "block %*d %*d %d %lf", &i, x) == 2 && i >= 0 &&
	    i < LINES_VALUE_BLOCK)
		return &t->block[i];
	if (sscanf(line, "empty %*d %*d %d %lf", &i, x) == 2 && i >= 0 &&
	    i <= LINES_MAX_CELLS)
		return &t->empty[i];
	if (sscanf(line, "cut %*d %*d %d %lf", &i, x) == 2 && i >= 0 &&
	    i <= LINES_MAX_CELLS)
		return &t->cut[i];
	if (sscanf(line, "time %*d %*d %d %lf", &i, x) == 2 && i >= 0 &&
	    i < LINES_VALUE_TIMES)
		return &t->time[i];
	return NULL;
}

/* Set v from the body, line by line. */
static int
parse_body(struct lines_value *v, char *body, struct sg_error *err)
{
	char *line, *end;
	float *w;
	double x;
	int no = 4, counted;

	for (line = body; *line; line = end + 1, no++) {
		if (!(end = strchr(line, '\n')))
			return sg_fail(err, "line %d has no end", no);
		*end = '\0';
		if ((w = weight_of(v, line, &x, &counted)) && !isfinite(x))
			return sg_fail(err, "line %d holds a weight that is not "
			    "a number", no);
		if (w)
			*w = (float)x;
		else if (!counted)
			return sg_fail(err, "line %d is not a weight", no);
	}
	return 0;
}

/* The whole of what is left of f, NUL-terminated, in *body. */
static int
slurp(FILE *f, char **body, struct sg_error *err)
{
	size_t len = 0, cap = 1 << 20, got;

	if (!(*body = malloc(cap)))
		return sg_fail(err, "out of memory");
	while ((got = fread(*body + len, 1, cap - len - 1, f)) > 0)
		if ((len += got) == cap - 1) {
			char *more = realloc(*body, cap *= 2);

			if (!more)
				return sg_fail(err, "out of memory");
			*body = more;
		}
	if (ferror(f))
		return sg_fail(err, "cannot read: %s", strerror(errno));
	(*body)[len] = '\0';
	if (strlen(*body) != len)
		return sg_fail(err, "a NUL byte in the weights");
	return 0;
}

/* Give v what fresh read: its weights, classes and rates, v's own gone. */
static void
take(struct lines_value *v, struct lines_value *fresh)
{
	memcpy(v->tables, fresh->tables, sizeof(v->tables));
	memcpy(v->cls, fresh->cls, sizeof(v->cls));
	free(v->coherence);
	v->coherence = fresh->coherence;
	fresh->coherence = NULL;
}

/* The body parsed into a value of its own, given to v when it is whole. */
static int
parse_into(struct lines_value *v, char *body, struct sg_error *err)
{
	struct lines_value *fresh = lines_value_new();
	int r;

	if (!fresh)
		return sg_fail(err, "out of memory");
	if ((r = parse_body(fresh, body, err)) == 0)
		take(v, fresh);
	lines_value_free(fresh);
	return r;
}

int
lines_value_read(struct lines_value *v, FILE *f, struct sg_error *err)
{
	char line[256], want[SHA1_HEX + 1], got[SHA1_HEX + 1], *body = NULL;
	int r = -1;

	if (!fgets(line, sizeof(line), f) || strcmp(line, VERSION_LINE) != 0)
		return sg_fail(err, "not a file of weights of version 2");
	if (!fgets(line, sizeof(line), f) || strcmp(line, LAYOUT_LINE) != 0)
		return sg_fail(err, "weights of another layout");
	if (!fgets(line, sizeof(line), f) ||
	    sscanf(line, "sha1 %40[0-9a-f]", want) != 1 ||
	    strlen(want) != SHA1_HEX)
		return sg_fail(err, "no sha1 line");
	if (slurp(f, &body, err) == 0) {
		sha1_hex(body, strlen(body), got);
		if (strcmp(got, want) != 0)
			sg_fail(err, "cut short or changed (its sha1 is not "
			    "the one its third line gives)");
		else
			r = parse_into(v, body, err);
	}
	free(body);
	return r;
}
