#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "samegame/cgturn.h"

/* Bytes of a bad cell quoted in a message; each byte that is not printable
 * is shown as \xNN. */
#define QUOTE_MAX	16

/* Quote token s of n bytes into q (at least QUOTE_MAX * 4 + 4 bytes). */
static const char *
quote(char *q, const char *s, size_t n)
{
	size_t i, k = 0;

	for (i = 0; i < n && i < QUOTE_MAX; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 0x20 && c < 0x7f)
			q[k++] = (char)c;
		else
			k += (size_t)sprintf(q + k, "\\x%02x", c);
	}
	if (i < n)
		k += (size_t)sprintf(q + k, "...");
	q[k] = '\0';
	return q;
}

/* The cell a token names: SGM_EMPTY, a colour + 1, or -1 if it is bad. */
static int
cell_value(const char *s, size_t n)
{
	if ((n == 2 && s[0] == '-' && s[1] == '1') || (n == 1 && s[0] == '.'))
		return SGM_EMPTY;
	if (n == 1 && s[0] >= '0' && s[0] <= '9')
		return s[0] - '0' + 1;
	return -1;
}

static int
blank(char c)
{
	return c == ' ' || c == '\t';
}

/* Fail naming line: -1. */
static int
fail_at(struct sgm_cgturn *t, long line)
{
	t->bad_line = line;
	t->rows = 0;
	return -1;
}

/* Read s[0..n) as row y (from the bottom) of t->next: 0, or -1. */
static int
take_row(struct sgm_cgturn *t, const char *s, size_t n, int y,
    struct sg_error *err)
{
	char q[QUOTE_MAX * 4 + 4];
	size_t i = 0, k;
	int x = 0, v;

	for (;;) {
		while (i < n && blank(s[i]))
			i++;
		if (i == n)
			break;
		for (k = i; k < n && !blank(s[k]); k++)
			;
		if ((v = cell_value(s + i, k - i)) < 0)
			return sg_fail(err, "bad cell '%s' (expected -1 or a "
			    "colour 0..9)", quote(q, s + i, k - i));
		if (x < t->w)
			t->next.cell[x * t->h + y] = (uint8_t)v;
		x++;
		i = k;
	}
	if (x != t->w)
		return sg_fail(err, "row %d has %d cells, expected %d",
		    t->h - y, x, t->w);
	return 0;
}

int
sgm_cgturn_start(struct sgm_cgturn *t, int w, int h, struct sg_error *err)
{
	memset(t, 0, sizeof(*t));
	t->w = w;
	t->h = h;
	if (sgm_board_init(&t->next, w, h, err) < 0 ||
	    sgm_board_init(&t->board, w, h, err) < 0)
		return -1;
	return 0;
}

/* The board in t->next is whole: check it and keep it, 1, or -1. */
static int
board_done(struct sgm_cgturn *t, struct sg_error *err)
{
	t->rows = 0;
	if (sgm_board_settle_check(&t->next, err) < 0)
		return fail_at(t, t->first);
	if (!sgm_has_move(&t->next)) {
		sg_fail(err, "the board has no group of two or more tiles, "
		    "so no legal answer");
		return fail_at(t, t->first);
	}
	sgm_board_copy(&t->board, &t->next);
	return 1;
}

int
sgm_cgturn_line(struct sgm_cgturn *t, const char *line, size_t len,
    struct sg_error *err)
{
	size_t i;

	t->line++;
	if (memchr(line, '\0', len)) {
		sg_fail(err, "binary data (a NUL byte) in line");
		return fail_at(t, t->line);
	}
	if (len > 0 && line[len - 1] == '\r')
		len--;
	if (t->rows == 0) {
		for (i = 0; i < len && blank(line[i]); i++)
			;
		if (i == len)
			return 0;	/* blank lines come between boards */
		t->first = t->line;
		/* cannot fail: sgm_cgturn_start checked the size */
		(void)sgm_board_init(&t->next, t->w, t->h, err);
	}
	if (take_row(t, line, len, t->h - 1 - t->rows, err) < 0)
		return fail_at(t, t->line);
	if (++t->rows < t->h)
		return 0;
	return board_done(t, err);
}

int
sgm_cgturn_end(struct sgm_cgturn *t, struct sg_error *err)
{
	if (t->rows == 0)
		return 0;
	sg_fail(err, "the input ends after %d of %d rows", t->rows, t->h);
	return fail_at(t, t->line);
}

int
sgm_cgturn_format(const struct sgm_board *b, char *buf, size_t cap)
{
	size_t len = 0;
	int x, y, n, c;

	for (y = b->h - 1; y >= 0; y--)
		for (x = 0; x < b->w; x++) {
			c = sgm_cell(b, x, y);
			n = c == SGM_EMPTY ? snprintf(buf + len, cap - len,
			    "-1%c", x + 1 < b->w ? ' ' : '\n') :
			    snprintf(buf + len, cap - len, "%d%c", c - 1,
			    x + 1 < b->w ? ' ' : '\n');
			if (n < 0 || (size_t)n >= cap - len)
				return -1;
			len += (size_t)n;
		}
	return (int)len;
}

/*
 * Read one number of an answer at *s: 0 with *v, held to 255 (off any
 * board, so that the move is refused as illegal) when negative or too
 * big, or -1 when there is no number.
 */
static int
answer_number(const char **s, uint8_t *v)
{
	const char *p = *s;
	int neg = *p == '-';
	long n = 0;

	if (neg)
		p++;
	if (*p < '0' || *p > '9')
		return -1;
	for (; *p >= '0' && *p <= '9'; p++)
		if (n < 1000)
			n = n * 10 + (*p - '0');
	*v = (uint8_t)(neg || n > 255 ? 255 : n);
	*s = p;
	return 0;
}

int
sgm_cgturn_answer(const char *line, struct sgm_move *m,
    struct sg_error *err)
{
	char q[SG_QUOTE_SIZE];
	const char *s = line + strspn(line, " \t");

	if (answer_number(&s, &m->x) < 0 || (*s != ' ' && *s != '\t'))
		goto bad;
	s += strspn(s, " \t");
	if (answer_number(&s, &m->y) < 0)
		goto bad;
	if (*s == '\0' || *s == ' ' || *s == '\t' || strcmp(s, "\r") == 0)
		return 0;
bad:
	return sg_fail(err, "malformed answer '%s', expected 'x y'",
	    sg_quote(q, line, strlen(line)));
}
