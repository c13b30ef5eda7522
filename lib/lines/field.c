#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lines/field.h"

#define PREFIX	"lines:"

/*
 * Read a decimal integer at *s that ends at one of the bytes of stops or at
 * the end: an optional '-' and digits, no spaces, no '+'.  Sets *v, clamped
 * to the range of int64_t with *over set when it did not fit, and moves *s
 * past it.  Returns 0, or -1 when there is no such number.
 */
static int
read_number(const char **s, const char *stops, int64_t *v, int *over)
{
	const char *p = *s;
	char *end;

	if (*p == '-')
		p++;
	if (*p < '0' || *p > '9')
		return -1;
	errno = 0;
	*v = strtoimax(*s, &end, 10);
	*over = errno == ERANGE;
	if (*end != '\0' && strchr(stops, *end) == NULL)
		return -1;
	*s = end;
	return 0;
}

/* Fail with "bad WHAT 'part' in 'field'", part being len bytes at part. */
static int
bad_part(struct sg_error *err, const char *what, const char *part, size_t len,
    const char *field)
{
	char q1[SG_QUOTE_SIZE], q2[SG_QUOTE_SIZE];

	return sg_fail(err, "bad %s '%s' in '%s'", what,
	    sg_quote(q1, part, len), sg_quote(q2, field, strlen(field)));
}

/* Read the number N or C at *s, in lo..hi, ending at ':' or the end. */
static int
read_param(const char **s, int lo, int hi, const char *what, int *v,
    const char *field, struct sg_error *err)
{
	const char *start = *s;
	int64_t x;
	int over;

	if (read_number(s, ":", &x, &over) == -1 || over || x < lo || x > hi)
		return bad_part(err, what, start, strcspn(start, ":"), field);
	*v = (int)x;
	return 0;
}

int
lines_field_parse(const char *field, struct lines_setup *s,
    struct sg_error *err)
{
	const char *p = field + strlen(PREFIX), *start = p;
	char q[SG_QUOTE_SIZE];
	int64_t seed;
	int over;

	if (strncmp(field, PREFIX, strlen(PREFIX)) != 0)
		return sg_fail(err, "not a lines field '%s'",
		    sg_quote(q, field, strlen(field)));
	if (read_number(&p, ":", &seed, &over) == -1 || over)
		return bad_part(err, "seed", start, strcspn(start, ":"), field);
	if (seed == 0)
		return sg_fail(err, "seed 0 in '%s' leaves java's generator "
		    "unseeded", sg_quote(q, field, strlen(field)));
	s->seed = seed;
	s->n = s->colors = 0;
	if (*p == '\0')
		return 0;
	p++;
	if (read_param(&p, LINES_MIN_SIDE, LINES_MAX_SIDE, "grid side", &s->n,
	    field, err) == -1)
		return -1;
	if (*p != ':')
		return sg_fail(err, "expected lines:SEED or lines:SEED:N:C, "
		    "not '%s'", sg_quote(q, field, strlen(field)));
	p++;
	if (read_param(&p, LINES_MIN_COLORS, LINES_MAX_COLORS, "colour count",
	    &s->colors, field, err) == -1)
		return -1;
	if (*p != '\0')
		return sg_fail(err, "expected lines:SEED or lines:SEED:N:C, "
		    "not '%s'", sg_quote(q, field, strlen(field)));
	return 0;
}

int
lines_field_format(const struct lines_setup *s, char *buf, size_t size)
{
	int len;

	if ((s->n == 0) != (s->colors == 0))
		return -1;
	if (s->n == 0)
		len = snprintf(buf, size, PREFIX "%" PRId64, s->seed);
	else
		len = snprintf(buf, size, PREFIX "%" PRId64 ":%d:%d", s->seed,
		    s->n, s->colors);
	return len < 0 || (size_t)len >= size ? -1 : len;
}

/* A number of a move, clamped into int8_t: still off every grid. */
static int8_t
coordinate(int64_t v)
{
	return (int8_t)(v > INT8_MAX ? INT8_MAX : v < INT8_MIN ? INT8_MIN : v);
}

int
lines_move_parse(const char *token, struct lines_move *m,
    struct sg_error *err)
{
	const char *p = token;
	char q[SG_QUOTE_SIZE];
	int8_t *part[4] = { &m->r1, &m->c1, &m->r2, &m->c2 };
	int64_t v;
	int i, over;

	for (i = 0; i < 4; i++) {
		if (i > 0 && *p++ != ',')
			break;
		if (read_number(&p, ",", &v, &over) == -1)
			break;
		*part[i] = coordinate(v);
	}
	if (i < 4 || *p != '\0')
		return sg_fail(err, "bad move '%s', expected r1,c1,r2,c2",
		    sg_quote(q, token, strlen(token)));
	return 0;
}

int
lines_move_format(struct lines_move m, char *buf, size_t size)
{
	int len = snprintf(buf, size, "%d,%d,%d,%d", m.r1, m.c1, m.r2, m.c2);

	return len < 0 || (size_t)len >= size ? -1 : len;
}

int
lines_view_format(const struct lines_view *v, long score, int over,
    char *buf, size_t size)
{
	char text[LINES_MAX_CELLS + LINES_MAX_SIDE + 64], *p = text;
	int r, c, i, len;

	for (r = 0; r < v->n; r++) {
		if (r > 0)
			*p++ = '/';
		for (c = 0; c < v->n; c++) {
			i = v->cell[r * v->n + c];
			*p++ = i == LINES_EMPTY ? '.' : (char)('0' + i);
		}
	}
	*p++ = ' ';
	for (i = 0; i < v->nnext; i++) {
		if (i > 0)
			*p++ = ',';
		*p++ = (char)('0' + v->next[i]);
	}
	if (v->nnext == 0)
		*p++ = '-';
	*p = '\0';
	len = snprintf(buf, size, "%s %ld %d %s", text, score, v->moves,
	    over ? "over" : "open");
	return len < 0 || (size_t)len >= size ? -1 : len;
}
