#include <string.h>

#include "samegame/field.h"

/* Report the first row of s[0..len) whose width is not w (rows from 1). */
static int
row_error(const char *s, size_t len, int w, struct sg_error *err)
{
	const char *end = s + len, *slash;
	int row = 1, n;

	for (;;) {
		slash = memchr(s, '/', (size_t)(end - s));
		n = (int)((slash ? slash : end) - s);
		if (n == 0 || n != w || !slash)
			break;
		s = slash + 1;
		row++;
	}
	if (n == 0)
		return sg_fail(err, "row %d is empty", row);
	return sg_fail(err, "row %d has %d cells, expected %d", row, n, w);
}

/* Check that rows of width w fill len bytes; sets *h or fails. */
static int
board_shape(const char *s, size_t len, int w, int *h, struct sg_error *err)
{
	size_t k, rows;

	if (w == 0 || (len + 1) % ((size_t)w + 1) != 0)
		return row_error(s, len, w, err);
	rows = (len + 1) / ((size_t)w + 1);
	for (k = 1; k < rows; k++)
		if (s[k * ((size_t)w + 1) - 1] != '/')
			return row_error(s, len, w, err);
	if (rows > SGM_MAX_SIDE)
		return sg_fail(err, "board too large: %zu rows (at most %d)",
		    rows, SGM_MAX_SIDE);
	*h = (int)rows;
	return 0;
}

/* Fill the cells of b (already sized) from rows of s, the top row first. */
static int
board_cells(const char *s, struct sgm_board *b, struct sg_error *err)
{
	char q[SG_QUOTE_SIZE];
	int x, y, c;

	for (y = b->h - 1; y >= 0; y--, s++) {
		for (x = 0; x < b->w; x++, s++) {
			c = (unsigned char)*s;
			if (c >= '0' && c <= '9')
				b->cell[x * b->h + y] = (uint8_t)(c - '0' + 1);
			else if (c == '.')
				b->cell[x * b->h + y] = SGM_EMPTY;
			else
				return sg_fail(err, "bad cell '%s' in row %d "
				    "(expected 0..9 or '.')",
				    sg_quote(q, s, 1), b->h - y);
		}
	}
	return 0;
}

int
sgm_board_parse_n(const char *s, size_t len, struct sgm_board *b,
    struct sg_error *err)
{
	const char *slash = memchr(s, '/', len);
	size_t w = slash ? (size_t)(slash - s) : len;
	int h = 0;

	if (w > SGM_MAX_SIDE)
		return sg_fail(err, "board too large: %zu columns (at most %d)",
		    w, SGM_MAX_SIDE);
	if (board_shape(s, len, (int)w, &h, err) < 0)
		return -1;
	b->w = (int)w;
	b->h = h;
	memset(b->height, 0, sizeof(b->height));
	if (board_cells(s, b, err) < 0)
		return -1;
	return sgm_board_settle_check(b, err);
}

int
sgm_board_parse(const char *field, struct sgm_board *b, struct sg_error *err)
{
	return sgm_board_parse_n(field, strlen(field), b, err);
}

/*
 * Parse the decimal number s[*i..] up to stop into *v.  A number past
 * SGM_MOVE_OFF is kept as SGM_MOVE_OFF: it is off every board all the same,
 * and the move is refused by the rules, not by the parser.
 */
static int
coord_parse(const char *s, size_t len, size_t *i, int stop, int *v)
{
	int n = 0, digits = 0;

	for (; *i < len && s[*i] != stop; (*i)++, digits++) {
		if (s[*i] < '0' || s[*i] > '9')
			return -1;
		n = n * 10 + (s[*i] - '0');
		if (n > SGM_MOVE_OFF)
			n = SGM_MOVE_OFF;
	}
	*v = n;
	return digits > 0 ? 0 : -1;
}

int
sgm_move_parse(const char *s, size_t len, struct sgm_move *m,
    struct sg_error *err)
{
	char q[SG_QUOTE_SIZE];
	size_t i = 0;
	int x, y;

	if (coord_parse(s, len, &i, ',', &x) == 0 && i < len) {
		i++;
		if (coord_parse(s, len, &i, '\0', &y) == 0) {
			m->x = (uint8_t)x;
			m->y = (uint8_t)y;
			return 0;
		}
	}
	return sg_fail(err, "bad move '%s' (expected column,row)",
	    sg_quote(q, s, len));
}

int
sgm_board_format(const struct sgm_board *b, char *buf, size_t cap)
{
	static const char glyph[SGM_MAX_COLORS + 1] = ".0123456789";
	size_t len = (size_t)b->w * b->h + (size_t)b->h - 1;
	char *p = buf;
	int x, y;

	if (len >= cap)
		return -1;
	for (y = b->h - 1; y >= 0; y--) {
		for (x = 0; x < b->w; x++)
			*p++ = glyph[b->cell[x * b->h + y]];
		if (y > 0)
			*p++ = '/';
	}
	*p = '\0';
	return (int)len;
}

/* Write v (0..255) in decimal at t; returns the bytes written. */
static int
put_coord(char *t, unsigned v)
{
	int k = 0;

	if (v >= 100)
		t[k++] = (char)('0' + v / 100);
	if (v >= 10)
		t[k++] = (char)('0' + v / 10 % 10);
	t[k++] = (char)('0' + v % 10);
	return k;
}

int
sgm_move_format(struct sgm_move m, char *buf, size_t cap)
{
	char tmp[8];
	int k;

	k = put_coord(tmp, m.x);
	tmp[k++] = ',';
	k += put_coord(tmp + k, m.y);
	if ((size_t)k >= cap)
		return -1;
	memcpy(buf, tmp, (size_t)k);
	buf[k] = '\0';
	return k;
}
