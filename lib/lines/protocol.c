#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "lines/protocol.h"

enum { HEAD_N, HEAD_C, CELLS, COLORS, TIME };

void
lines_proto_start(struct lines_proto *p)
{
	memset(p, 0, sizeof(*p));
}

/*
 * Read line as one decimal number in lo..hi (a sign only for lo < 0), with
 * blanks around it: 0 with *v, or -1.
 */
static int
number(const char *line, long lo, long hi, long *v)
{
	const char *s = line + strspn(line, " \t");
	int neg = *s == '-', digits = 0;
	long n = 0;

	if (neg)
		s++;
	for (; *s >= '0' && *s <= '9'; s++, digits++) {
		n = n * 10 + (*s - '0');
		if (n > 1000000000L)
			return -1;
	}
	s += strspn(s, " \t\r");
	if (digits == 0 || *s != '\0')
		return -1;
	*v = neg ? -n : n;
	return *v >= lo && *v <= hi ? 0 : -1;
}

/* What line should have held, for the message: "cell 3 of 49 (0..3)". */
static int
expected(const char *line, const char *what, long lo, long hi,
    struct sg_error *err)
{
	char q[SG_QUOTE_SIZE];

	return sg_fail(err, "'%s' is not %s (%ld..%ld)",
	    sg_quote(q, line, strlen(line)), what, lo, hi);
}

/* The turn's next cell, colour or time. */
static int
turn_line(struct lines_proto *p, const char *line, struct sg_error *err)
{
	struct lines_view *v = &p->view;
	char what[48];
	long x;

	if (p->part == CELLS) {
		snprintf(what, sizeof(what), "cell %d of %d", p->at + 1,
		    v->n * v->n);
		if (number(line, 0, v->colors, &x) < 0)
			return expected(line, what, 0, v->colors, err);
		v->cell[p->at++] = (uint8_t)x;
		if (p->at == v->n * v->n) {
			p->part = COLORS;
			p->at = v->nnext = 0;
		}
		return 0;
	}
	if (p->part == COLORS) {
		snprintf(what, sizeof(what), "next colour %d", p->at + 1);
		if (number(line, 0, v->colors, &x) < 0)
			return expected(line, what, 0, v->colors, err);
		if (x > 0 && v->nnext == p->at)
			v->next[v->nnext++] = (uint8_t)x;
		if (++p->at == LINES_ADD)
			p->part = TIME;
		return 0;
	}
	if (number(line, 0, 1000000000L, &x) < 0)
		return expected(line, "the time used in ms", 0, 1000000000L,
		    err);
	p->time_ms = x;
	v->moves = p->turns++;
	p->part = CELLS;
	p->at = 0;
	return 1;
}

int
lines_proto_line(struct lines_proto *p, const char *line,
    struct sg_error *err)
{
	long x;

	p->line++;
	if (p->part == HEAD_N) {
		if (number(line, LINES_MIN_SIDE, LINES_MAX_SIDE, &x) < 0)
			return expected(line, "the grid side N",
			    LINES_MIN_SIDE, LINES_MAX_SIDE, err);
		p->view.n = (int)x;
		p->part = HEAD_C;
		return 0;
	}
	if (p->part == HEAD_C) {
		if (number(line, LINES_MIN_COLORS, LINES_MAX_COLORS, &x) < 0)
			return expected(line, "the colour count C",
			    LINES_MIN_COLORS, LINES_MAX_COLORS, err);
		p->view.colors = (int)x;
		p->part = CELLS;
		p->at = 0;
		return 0;
	}
	return turn_line(p, line, err);
}

int
lines_proto_idle(const struct lines_proto *p)
{
	return p->line == 0 || (p->turns > 0 && p->part == CELLS &&
	    p->at == 0);
}

int
lines_proto_format(const struct lines_view *v, int header, long time_ms,
    char *buf, size_t cap)
{
	size_t len = 0;
	int i, n;

	if (header) {
		n = snprintf(buf, cap, "%d\n%d\n", v->n, v->colors);
		if (n < 0 || (size_t)n >= cap)
			return -1;
		len = (size_t)n;
	}
	for (i = 0; i < v->n * v->n + LINES_ADD + 1; i++) {
		if (i < v->n * v->n)
			n = snprintf(buf + len, cap - len, "%d\n", v->cell[i]);
		else if (i < v->n * v->n + LINES_ADD)
			n = snprintf(buf + len, cap - len, "%d\n",
			    i - v->n * v->n < v->nnext ?
			    v->next[i - v->n * v->n] : 0);
		else
			n = snprintf(buf + len, cap - len, "%ld\n", time_ms);
		if (n < 0 || (size_t)n >= cap - len)
			return -1;
		len += (size_t)n;
	}
	return (int)len;
}

int
lines_proto_move(struct lines_move m, char *buf, size_t cap)
{
	int n = snprintf(buf, cap, "%d %d %d %d\n", m.r1, m.c1, m.r2, m.c2);

	return n < 0 || (size_t)n >= cap ? -1 : n;
}

/*
 * Read one integer of an answer at *s, with the blanks before it: 0 with
 * *v, held to int8_t (off any grid when too big for one), or -1.
 */
static int
answer_number(const char **s, int8_t *v)
{
	const char *p = *s + strspn(*s, " \t");
	int neg = *p == '-';
	long n = 0;

	if (neg)
		p++;
	if (*p < '0' || *p > '9')
		return -1;
	for (; *p >= '0' && *p <= '9'; p++)
		if (n < 1000)
			n = n * 10 + (*p - '0');
	if (neg)
		n = -n;
	*v = (int8_t)(n > INT8_MAX ? INT8_MAX : n < INT8_MIN ? INT8_MIN : n);
	*s = p;
	return 0;
}

int
lines_proto_answer(const char *line, struct lines_move *m,
    struct sg_error *err)
{
	char q[SG_QUOTE_SIZE];
	const char *s = line;
	int8_t *v[4] = { &m->r1, &m->c1, &m->r2, &m->c2 };
	int i;

	for (i = 0; i < 4; i++)
		if ((i > 0 && *s != ' ' && *s != '\t') ||
		    answer_number(&s, v[i]) < 0)
			break;
	if (i == 4)
		s += strspn(s, " \t\r");
	if (i < 4 || *s != '\0')
		return sg_fail(err, "malformed answer '%s', expected "
		    "'r1 c1 r2 c2'", sg_quote(q, line, strlen(line)));
	return 0;
}
