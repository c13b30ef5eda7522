#include <limits.h>
#include <string.h>

#include "core/record.h"


/* A run of non-blank bytes in a line. */
struct token {
	const char *s;
	size_t len;
};

static int
is_blank(int c)
{
	return c == ' ' || c == '\t';
}

/* The next blank-separated token at or after *p; len 0 at the end. */
static struct token
next_token(const char **p)
{
	struct token t;
	const char *s = *p;

	while (is_blank(*s))
		s++;
	t.s = s;
	t.len = strcspn(s, " \t");
	*p = s + t.len;
	return t;
}

/*
 * A name is printable and blank-free.  Bytes from 0x80 up are taken as they
 * are, so that names in UTF-8 work; control bytes are refused.
 */
static int
name_parse(struct token t, char *name, struct sg_error *err)
{
	size_t i;

	if (t.len > SG_NAME_MAX)
		return sg_fail(err, "name longer than %d bytes", SG_NAME_MAX);
	for (i = 0; i < t.len; i++)
		if ((unsigned char)t.s[i] < 0x21 || t.s[i] == 0x7f)
			return sg_fail(err, "bad byte 0x%02x in name",
			    (unsigned char)t.s[i]);
	memcpy(name, t.s, t.len);
	name[t.len] = '\0';
	return 0;
}

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
	if (rows > SG_MAX_SIDE)
		return sg_fail(err, "board too large: %zu rows (at most %d)",
		    rows, SG_MAX_SIDE);
	*h = (int)rows;
	return 0;
}

/* Fill the cells of b (already sized) from rows of s, the top row first. */
static int
board_cells(const char *s, struct sg_board *b, struct sg_error *err)
{
	char q[SG_QUOTE_SIZE];
	int x, y, c;

	for (y = b->h - 1; y >= 0; y--, s++) {
		for (x = 0; x < b->w; x++, s++) {
			c = (unsigned char)*s;
			if (c >= '0' && c <= '9')
				b->cell[x * b->h + y] = (uint8_t)(c - '0' + 1);
			else if (c == '.')
				b->cell[x * b->h + y] = SG_EMPTY;
			else
				return sg_fail(err, "bad cell '%s' in row %d "
				    "(expected 0..9 or '.')",
				    sg_quote(q, s, 1), b->h - y);
		}
	}
	return 0;
}

static int
board_parse(const char *s, size_t len, struct sg_board *b,
    struct sg_error *err)
{
	const char *slash = memchr(s, '/', len);
	size_t w = slash ? (size_t)(slash - s) : len;
	int h = 0;

	if (w > SG_MAX_SIDE)
		return sg_fail(err, "board too large: %zu columns (at most %d)",
		    w, SG_MAX_SIDE);
	if (board_shape(s, len, (int)w, &h, err) < 0)
		return -1;
	b->w = (int)w;
	b->h = h;
	memset(b->height, 0, sizeof(b->height));
	if (board_cells(s, b, err) < 0)
		return -1;
	return sg_board_settle_check(b, err);
}

int
sg_board_parse(const char *field, struct sg_board *b, struct sg_error *err)
{
	return board_parse(field, strlen(field), b, err);
}

/* Parse a score token: a decimal integer, or "-" for none. */
static int
score_parse(struct token t, struct sg_record *rec, struct sg_error *err)
{
	char q[SG_QUOTE_SIZE];
	int neg = t.s[0] == '-';
	size_t i = (size_t)neg;
	long v = 0, d;

	rec->has_score = 0;
	rec->score = 0;
	if (t.len == 1 && neg)
		return 0;
	if (i == t.len)
		return sg_fail(err, "bad score '%s' (expected an integer "
		    "or '-')", sg_quote(q, t.s, t.len));
	for (; i < t.len; i++) {
		if (t.s[i] < '0' || t.s[i] > '9')
			return sg_fail(err, "bad score '%s' (expected an "
			    "integer or '-')", sg_quote(q, t.s, t.len));
		d = t.s[i] - '0';
		if (v > (LONG_MAX - d) / 10)
			return sg_fail(err, "score '%s' out of range",
			    sg_quote(q, t.s, t.len));
		v = v * 10 + d;
	}
	rec->has_score = 1;
	rec->score = neg ? -v : v;
	return 0;
}

/* Parse the decimal number s[*i..] up to stop into *v, at most max. */
static int
coord_parse(struct token t, size_t *i, int stop, int *v)
{
	int n = 0, digits = 0;

	for (; *i < t.len && t.s[*i] != stop; (*i)++, digits++) {
		if (t.s[*i] < '0' || t.s[*i] > '9')
			return -1;
		n = n * 10 + (t.s[*i] - '0');
		if (n >= SG_MAX_SIDE)
			return -1;
	}
	*v = n;
	return digits > 0 ? 0 : -1;
}

static int
move_parse(struct token t, struct sg_move *m, struct sg_error *err)
{
	char q[SG_QUOTE_SIZE];
	size_t i = 0;
	int x, y;

	if (coord_parse(t, &i, ',', &x) == 0 && i < t.len) {
		i++;
		if (coord_parse(t, &i, '\0', &y) == 0) {
			m->x = (uint8_t)x;
			m->y = (uint8_t)y;
			return 0;
		}
	}
	return sg_fail(err, "bad move '%s' (expected column,row, "
		    "each 0..%d)", sg_quote(q, t.s, t.len), SG_MAX_SIDE - 1);
}

int
sg_moves_parse(const char *text, struct sg_move *moves, int max,
    struct sg_error *err)
{
	struct token t;
	int n = 0;

	for (;;) {
		t = next_token(&text);
		if (t.len == 0)
			return n;
		if (n == max)
			return sg_fail(err, "more than %d moves", max);
		if (move_parse(t, &moves[n], err) < 0)
			return -1;
		n++;
	}
}

int
sg_line_is_comment(const char *line)
{
	while (is_blank(*line))
		line++;
	return *line == '\0' || *line == '#';
}

/* Parse the fields after the name: BOARD [SCORE MOVE...]. */
static int
fields_parse(const char *p, struct sg_record *rec, struct sg_error *err)
{
	struct token board = next_token(&p), score;
	int moves_alone = board.len == 1 && board.s[0] == '-';

	if (board.len == 0)
		return sg_fail(err, "record has no board field");
	score = next_token(&p);
	if (score.len == 0 && moves_alone)
		return sg_fail(err, "move list has no score field");
	rec->kind = score.len == 0 ? SG_REC_BOARD :
	    moves_alone ? SG_REC_MOVES : SG_REC_GAME;
	rec->has_score = 0;
	rec->score = 0;
	rec->nmoves = 0;
	if (!moves_alone && board_parse(board.s, board.len, &rec->board,
	    err) < 0)
		return -1;
	if (rec->kind == SG_REC_BOARD)
		return 0;
	if (score_parse(score, rec, err) < 0)
		return -1;
	rec->nmoves = sg_moves_parse(p, rec->moves, SG_MAX_MOVES, err);
	return rec->nmoves < 0 ? -1 : 0;
}

int
sg_record_parse(char *line, struct sg_record *rec, struct sg_error *err)
{
	size_t len = strlen(line);
	const char *p = line;

	if (len > 0 && line[len - 1] == '\r')
		line[--len] = '\0';
	rec->text = NULL;
	if (sg_line_is_comment(line)) {
		rec->kind = SG_REC_COMMENT;
		rec->text = line;
		return 0;
	}
	if (name_parse(next_token(&p), rec->name, err) < 0)
		return -1;
	return fields_parse(p, rec, err);
}

int
sg_board_format(const struct sg_board *b, char *buf, size_t cap)
{
	static const char glyph[SG_MAX_COLORS + 1] = ".0123456789";
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

/* A bounded output cursor: put() fails once cap would be passed. */
struct out {
	char *p, *end;		/* end leaves room for the final NUL */
};

static int
put(struct out *o, const char *s, size_t len)
{
	if ((size_t)(o->end - o->p) < len)
		return -1;
	memcpy(o->p, s, len);
	o->p += len;
	return 0;
}

/* Write v in decimal, at most 20 digits and a sign. */
static int
put_long(struct out *o, long v)
{
	char tmp[24], *t = tmp + sizeof(tmp);
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	do
		*--t = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--t = '-';
	return put(o, t, (size_t)(tmp + sizeof(tmp) - t));
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

/* Write " c,r" for each move. */
static int
put_moves(struct out *o, const struct sg_move *m, int n)
{
	char tmp[8];
	int i, k;

	for (i = 0; i < n; i++) {
		tmp[0] = ' ';
		k = 1 + put_coord(tmp + 1, m[i].x);
		tmp[k++] = ',';
		k += put_coord(tmp + k, m[i].y);
		if (put(o, tmp, (size_t)k) < 0)
			return -1;
	}
	return 0;
}

static int
put_fields(struct out *o, const struct sg_record *rec)
{
	int n;

	if (rec->kind == SG_REC_MOVES) {
		if (put(o, "-", 1) < 0)
			return -1;
	} else {
		n = sg_board_format(&rec->board, o->p,
		    (size_t)(o->end - o->p) + 1);
		if (n < 0)
			return -1;
		o->p += n;
	}
	if (rec->kind == SG_REC_BOARD)
		return 0;
	if (put(o, " ", 1) < 0)
		return -1;
	if (rec->has_score ? put_long(o, rec->score) : put(o, "-", 1))
		return -1;
	return put_moves(o, rec->moves, rec->nmoves);
}

int
sg_record_format(const struct sg_record *rec, char *buf, size_t cap)
{
	struct out o;
	const char *text = rec->text ? rec->text : "";

	if (cap == 0)
		return -1;
	o.p = buf;
	o.end = buf + cap - 1;
	if (rec->kind == SG_REC_COMMENT) {
		if (put(&o, text, strlen(text)) < 0)
			return -1;
	} else if (put(&o, rec->name, strlen(rec->name)) < 0 ||
	    put(&o, " ", 1) < 0 || put_fields(&o, rec) < 0) {
		return -1;
	}
	if (put(&o, "\n", 1) < 0)
		return -1;
	*o.p = '\0';
	return (int)(o.p - buf);
}
