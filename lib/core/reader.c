/*
 * The reader has three layers.  The input layer hands out the bytes of the
 * descriptor, inflating them when the input starts with the gzip magic.  It
 * uses read(2) and inflate() rather than gzread(), because gzread() waits
 * until its whole buffer is full: a command reading a pipe would see no
 * record until some 100 KB had come or the writer had ended.  The line layer
 * cuts those bytes into lines in one large buffer.  The record layer turns
 * lines into records, comments and bare grids.
 *
 * Bare grids.  A line whose blank-separated tokens are all cells ("-1", "."
 * or one digit), or which is one run of digits and dots, is a grid row; so
 * "3 1" is a grid row and never a record named "3" with a 1x1 board.  Rows
 * gather until a line that is not a row: a comment (the blank line that ends
 * a grid, say), a record, or the end of the input.  The grid comes back
 * first, then that line, as a comment or record of its own, so that a filter
 * passing comments through keeps the blank lines between grids.  A line that
 * breaks a grid (a bad cell, a row of another width) is an error, and the
 * rest of that grid is skipped, not taken for a new grid.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "core/reader.h"

/*
 * The fuzz build (make fuzz) makes the buffers small, so that its inputs
 * cross refills often and a reader costs little to open.  BUF_SIZE must
 * hold the longest line, its '\n' and a byte more.
 */
#ifndef SG_READER_BUF
#define SG_READER_BUF	(1 << 18)
#endif
#ifndef SG_READER_IN
#define SG_READER_IN	(1 << 16)
#endif
#define BUF_SIZE	SG_READER_BUF	/* bytes of lines held at once */
#define IN_SIZE		SG_READER_IN	/* gzip bytes read at once */
_Static_assert(BUF_SIZE > SG_LINE_MAX + 2, "a line must fit the buffer");
#define GRID_MAX	64		/* rows and columns of a bare grid */

enum input_mode { IN_UNKNOWN, IN_PLAIN, IN_GZIP };

/* The bare grid being gathered. */
struct grid {
	int rows;		/* rows so far; 0 when no grid is open */
	int width;
	int skip;		/* skipping the rows of a broken grid */
	long line;		/* line of its first row */
	long count;		/* grids begun in this input */
	char cell[GRID_MAX][GRID_MAX];	/* [row from the top][x]: '0'..'9'
					   or '.' */
};

struct sg_reader {
	int fd;
	const struct sg_game *const *games;	/* what records may hold */
	const atomic_int *stop;		/* end the input when set */
	void (*idle)(void *);		/* called before a read that waits */
	void *idle_ctx;
	enum input_mode mode;
	z_stream z;
	int zinit;		/* z is set up for inflate */
	int member_end;		/* between two gzip members */
	int raw_eof;		/* read(2) said end of file */
	int fatal;		/* an I/O error or damaged stream: stop */
	char fatal_msg[SG_ERROR_MAX];

	size_t pos, end;	/* unread bytes are buf[pos..end) */
	size_t scanned;		/* of them, how many are known to hold no
				   '\n': a refill scans only what is new */
	int eof;		/* no byte is to come after buf[end] */
	int skip_line;		/* drop the rest of a too-long line */
	long lineno;		/* lines read */
	long at;		/* line of the last record or error */

	int pending;		/* the line below is to be taken again */
	char *pend_line;
	size_t pend_len;

	struct grid grid;
	unsigned char in[IN_SIZE];
	char buf[BUF_SIZE + 1];	/* + 1 for the NUL after a last line */
	char name[];
};

/* Record a fatal error: the reader returns it from now on. */
static int
fatal(struct sg_reader *r, const char *msg, const char *detail)
{
	struct sg_error e;

	if (detail)
		sg_fail(&e, "%s: %s", msg, detail);
	else
		sg_fail(&e, "%s", msg);
	memcpy(r->fatal_msg, e.msg, sizeof(e.msg));
	r->fatal = 1;
	return -1;
}

/* read(2) that retries on EINTR unless asked to stop, which ends the
 * input; -1 records a fatal error. */
static ssize_t
read_raw(struct sg_reader *r, void *dst, size_t cap)
{
	struct pollfd ready = { r->fd, POLLIN, 0 };
	ssize_t n;

	if (r->idle && poll(&ready, 1, 0) == 0)
		r->idle(r->idle_ctx);
	do
		n = read(r->fd, dst, cap);
	while (n < 0 && errno == EINTR && !(r->stop && *r->stop));
	if (n < 0 && errno == EINTR)
		return 0;
	if (n < 0)
		return fatal(r, "read error", strerror(errno));
	return n;
}

/*
 * Look at the first bytes: gzip if they are 1f 8b (or the input ends after
 * the 1f, a gzip stream cut short), plain otherwise.
 */
static int
detect(struct sg_reader *r)
{
	ssize_t n;
	size_t have = 0;

	do {
		if ((n = read_raw(r, r->in + have, IN_SIZE - have)) < 0)
			return -1;
		have += (size_t)n;
	} while (n > 0 && have == 1 && r->in[0] == 0x1f);
	r->raw_eof = n == 0;
	r->z.next_in = r->in;
	r->z.avail_in = (uInt)have;
	r->mode = have >= 1 && r->in[0] == 0x1f &&
	    (have == 1 || r->in[1] == 0x8b) ? IN_GZIP : IN_PLAIN;
	if (r->mode == IN_PLAIN)
		return 0;
	if (inflateInit2(&r->z, 16 + MAX_WBITS) != Z_OK)
		return fatal(r, "cannot start inflating", r->z.msg);
	r->zinit = 1;
	return 0;
}

/* Plain input: the bytes read by detect() first, then read(2). */
static ssize_t
plain_input(struct sg_reader *r, char *dst, size_t cap)
{
	size_t n = r->z.avail_in < cap ? r->z.avail_in : cap;

	if (n == 0)
		return r->raw_eof ? 0 : read_raw(r, dst, cap);
	memcpy(dst, r->z.next_in, n);
	r->z.next_in += n;
	r->z.avail_in -= (uInt)n;
	return (ssize_t)n;
}

/* Give inflate more compressed bytes; 0 at the end of the file. */
static int
refill(struct sg_reader *r)
{
	ssize_t n;

	if (r->raw_eof)
		return 0;
	if ((n = read_raw(r, r->in, IN_SIZE)) < 0)
		return -1;
	r->raw_eof = n == 0;
	r->z.next_in = r->in;
	r->z.avail_in = (uInt)n;
	return n > 0;
}

/*
 * Gzip input: inflate until some bytes come out, reading only when inflate
 * needs more, so that a pipe is not waited on while output is at hand.
 * Members follow one another; the file must end between two of them.
 */
static ssize_t
gzip_input(struct sg_reader *r, char *dst, size_t cap)
{
	int ret;

	r->z.next_out = (unsigned char *)dst;
	r->z.avail_out = (uInt)cap;
	while (r->z.avail_out == cap) {
		if (r->z.avail_in == 0 && (ret = refill(r)) <= 0) {
			if (ret < 0)
				return -1;
			if (r->member_end)
				return 0;
			return fatal(r, "truncated gzip stream", NULL);
		}
		ret = inflate(&r->z, Z_NO_FLUSH);
		if (ret == Z_STREAM_END) {
			r->member_end = 1;
			inflateReset(&r->z);
		} else if (ret == Z_OK) {
			r->member_end = 0;
		} else if (ret != Z_BUF_ERROR) {
			return fatal(r, "damaged gzip stream",
			    r->z.msg ? r->z.msg : zError(ret));
		}
	}
	return (ssize_t)(cap - r->z.avail_out);
}

/* Up to cap bytes of input into dst: how many, 0 at the end, -1 on error. */
static ssize_t
input(struct sg_reader *r, char *dst, size_t cap)
{
	if (r->mode == IN_UNKNOWN && detect(r) < 0)
		return -1;
	if (r->mode == IN_PLAIN)
		return plain_input(r, dst, cap);
	return gzip_input(r, dst, cap);
}

/* Move the unread bytes to the front and read more after them. */
static int
fill(struct sg_reader *r)
{
	ssize_t n;

	if (r->pos > 0) {
		memmove(r->buf, r->buf + r->pos, r->end - r->pos);
		r->end -= r->pos;
		r->pos = 0;
	}
	if ((n = input(r, r->buf + r->end, BUF_SIZE - r->end)) < 0)
		return -1;
	r->end += (size_t)n;
	r->eof = n == 0;
	return 0;
}

/* Drop input up to and including the next line end. */
static int
skip_rest(struct sg_reader *r)
{
	char *nl;

	while (!(nl = memchr(r->buf + r->pos, '\n', r->end - r->pos))) {
		r->pos = r->end = 0;
		if (r->eof)
			break;
		if (fill(r) < 0)
			return -1;
	}
	if (nl)
		r->pos = (size_t)(nl + 1 - r->buf);
	r->skip_line = 0;
	return 0;
}

static int
too_long(struct sg_reader *r, struct sg_error *err)
{
	r->at = ++r->lineno;
	sg_fail(err, "line longer than %d bytes", SG_LINE_MAX);
	return -1;
}

/* Hand out the line ending at nl (or at the end of the input). */
static int
take(struct sg_reader *r, char *nl, char **line, size_t *len,
    struct sg_error *err)
{
	*line = r->buf + r->pos;
	*len = (size_t)(nl - *line);
	*nl = '\0';
	r->pos = nl < r->buf + r->end ? (size_t)(nl + 1 - r->buf) : r->end;
	r->scanned = 0;
	if (*len > SG_LINE_MAX + (size_t)(*len > 0 && nl[-1] == '\r'))
		return too_long(r, err);
	r->lineno++;
	return 1;
}

/*
 * The next line, without its '\n', NUL-terminated, in *line and *len.
 * Returns 1, 0 at the end of the input, -1 on an error.  A line too long
 * is an error, and the rest of it is dropped on the next call.
 */
static int
read_line(struct sg_reader *r, char **line, size_t *len, struct sg_error *err)
{
	char *nl;

	*line = NULL;	/* set on every path, which gcc -O3 cannot see */
	*len = 0;
	if (r->pending) {
		r->pending = 0;
		r->lineno++;
		*line = r->pend_line;
		*len = r->pend_len;
		return 1;
	}
	if (r->skip_line && skip_rest(r) < 0)
		return -1;
	for (;;) {
		nl = memchr(r->buf + r->pos + r->scanned, '\n',
		    r->end - r->pos - r->scanned);
		if (nl)
			return take(r, nl, line, len, err);
		r->scanned = r->end - r->pos;
		if (r->end - r->pos > SG_LINE_MAX + 1) {
			r->pos = r->end;
			r->scanned = 0;
			r->skip_line = 1;
			return too_long(r, err);
		}
		if (r->eof)
			return r->pos == r->end ? 0 :
			    take(r, r->buf + r->end, line, len, err);
		if (fill(r) < 0)
			return -1;
	}
}

static int
is_blank(int c)
{
	return c == ' ' || c == '\t';
}

/* The next blank-separated token at or after *p, of length *len (0 at end). */
static const char *
next_token(const char **p, size_t *len)
{
	const char *s = *p, *t;

	while (is_blank(*s))
		s++;
	t = s;
	while (*s != '\0' && !is_blank(*s))
		s++;
	*len = (size_t)(s - t);
	*p = s;
	return t;
}

/* A cell token as a field's cell ('0'..'9' or '.'), or -1 if not a cell. */
static int
cell_token(const char *t, size_t len)
{
	if (len == 1 && t[0] >= '0' && t[0] <= '9')
		return t[0];
	if ((len == 1 && t[0] == '.') ||
	    (len == 2 && t[0] == '-' && t[1] == '1'))
		return '.';
	return -1;
}

/* 1 if t is one run of digits and dots. */
static int
is_run(const char *t, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if ((t[i] < '0' || t[i] > '9') && t[i] != '.')
			return 0;
	return 1;
}

/* Fill cells from a run of digits and dots; returns its length. */
static int
run_cells(const char *t, size_t len, char *cells)
{
	memcpy(cells, t, len < GRID_MAX ? len : GRID_MAX);
	return (int)len;
}

/*
 * Parse a grid row into cells (the first GRID_MAX of them).  Returns
 * how many cells the row has, or -1 if the line is not a grid row.
 */
static int
row_parse(const char *line, char *cells)
{
	const char *p = line, *t, *rest;
	size_t len, more;
	int n = 0, c;

	t = next_token(&p, &len);
	if (len > 1 && is_run(t, len)) {
		rest = p;
		next_token(&rest, &more);
		return more == 0 ? run_cells(t, len, cells) : -1;
	}
	for (; len > 0; t = next_token(&p, &len)) {
		if ((c = cell_token(t, len)) < 0)
			return -1;
		if (n < GRID_MAX)
			cells[n] = (char)c;
		n++;
	}
	return n;
}

/*
 * Whether a line that is not a grid row was meant as one: a single token
 * starting like a run, or a first cell followed by another (or by anything,
 * inside a grid).  Its error then names the bad cell, not a record field.
 */
static int
meant_as_row(const char *line, int in_grid)
{
	const char *p = line, *t, *t2;
	size_t len, len2;

	t = next_token(&p, &len);
	t2 = next_token(&p, &len2);
	if (len2 == 0)
		return (t[0] >= '0' && t[0] <= '9') || t[0] == '.';
	return cell_token(t, len) >= 0 &&
	    (in_grid || cell_token(t2, len2) >= 0);
}

/* Name the first bad cell of a line meant as a grid row. */
static int
row_error(const char *line, struct sg_error *err)
{
	const char *p = line, *t, *rest;
	char q[SG_QUOTE_SIZE];
	size_t len, more, i;

	t = next_token(&p, &len);
	rest = p;
	next_token(&rest, &more);
	if (more == 0) {
		for (i = 0; i < len - 1 && is_run(t + i, 1); i++)
			;
		t += i;
		len = 1;
	} else {
		while (len > 0 && cell_token(t, len) >= 0)
			t = next_token(&p, &len);
	}
	return sg_fail(err, "bad cell '%s' in grid row (expected -1, '.' or "
	    "0..9)", sg_quote(q, t, len));
}

/* Forget the open grid and skip the rest of its rows; returns -1. */
static int
drop_grid(struct sg_reader *r)
{
	r->grid.rows = 0;
	r->grid.skip = 1;
	return -1;
}

/* Add a row of n cells to the open grid, or open one. */
static int
grid_add(struct sg_reader *r, const char *cells, int n,
    struct sg_error *err)
{
	struct grid *g = &r->grid;

	r->at = r->lineno;
	if (g->rows == 0) {
		g->count++;
		g->line = r->lineno;
		g->width = n;
	}
	if (n > GRID_MAX) {
		sg_fail(err, "board too large: %d columns (at most %d)", n,
		    GRID_MAX);
		return drop_grid(r);
	}
	if (n != g->width) {
		sg_fail(err, "row %d has %d cells, expected %d", g->rows + 1,
		    n, g->width);
		return drop_grid(r);
	}
	if (g->rows == GRID_MAX) {
		sg_fail(err, "board too large: more than %d rows", GRID_MAX);
		return drop_grid(r);
	}
	memcpy(g->cell[g->rows++], cells, (size_t)n);
	return 0;
}

/*
 * The name of the open grid: "INPUT:N", the input's name made one field
 * (sg_name_clean); a name too long loses its start.
 */
static void
grid_name(const struct sg_reader *r, char *name)
{
	char num[24];
	const char *s = r->name;
	size_t len = strlen(s);
	int nlen = snprintf(num, sizeof(num), ":%ld", r->grid.count);

	if (len + (size_t)nlen > SG_NAME_MAX) {
		s += len + (size_t)nlen - SG_NAME_MAX;
		len = SG_NAME_MAX - (size_t)nlen;
	}
	memcpy(name, s, len);
	name[len] = '\0';
	sg_name_clean(name);
	memcpy(name + len, num, (size_t)nlen + 1);
}

/*
 * Close the open grid and make it a board record in rec: its rows joined
 * by '/' are a board field, of the game that takes that field.
 */
static int
grid_end(struct sg_reader *r, struct sg_record *rec, struct sg_error *err)
{
	struct grid *g = &r->grid;
	char field[GRID_MAX * (GRID_MAX + 1)], *p = field;
	const struct sg_game *game;
	int i;

	r->at = rec->line = g->line;
	grid_name(r, rec->name);
	for (i = 0; i < g->rows; i++) {
		if (i > 0)
			*p++ = '/';
		memcpy(p, g->cell[i], (size_t)g->width);
		p += g->width;
	}
	g->rows = 0;
	game = sg_game_of_field(r->games, field, (size_t)(p - field));
	if (game == NULL)
		return sg_fail(err, "no game takes bare grids");
	return sg_record_set_field(rec, game, field, (size_t)(p - field),
	    err) < 0 ? -1 : 1;
}

/* End the open grid at this line, which is taken again on the next call. */
static int
grid_end_before(struct sg_reader *r, char *line, size_t len,
    struct sg_record *rec, struct sg_error *err)
{
	r->pending = 1;
	r->pend_line = line;
	r->pend_len = len;
	r->lineno--;
	return grid_end(r, rec, err);
}

/* A line that is neither a comment nor a row, after the rows of a grid. */
static int
after_grid(struct sg_reader *r, char *line, size_t len, struct sg_record *rec,
    struct sg_error *err)
{
	if (sg_record_parse(line, rec, r->games, NULL) == 0 || !meant_as_row(line, 1))
		return grid_end_before(r, line, len, rec, err);
	r->at = r->lineno;
	row_error(line, err);
	return drop_grid(r);
}

/* A line that is neither a comment nor a row, outside a grid. */
static int
record(struct sg_reader *r, char *line, struct sg_record *rec,
    struct sg_error *err)
{
	r->at = rec->line = r->lineno;
	if (sg_record_parse(line, rec, r->games, err) == 0)
		return 1;
	if (meant_as_row(line, 0)) {
		r->grid.count++;
		row_error(line, err);
		return drop_grid(r);
	}
	return -1;
}

static int
comment(struct sg_reader *r, char *line, struct sg_record *rec)
{
	rec->kind = SG_REC_COMMENT;
	rec->text = line;
	r->at = rec->line = r->lineno;
	return 1;
}

/*
 * Take one line: 1 with a record in rec, 0 if the line was a grid row (or
 * skipped), -1 on an error.
 */
static int
take_line(struct sg_reader *r, char *line, size_t len, struct sg_record *rec,
    struct sg_error *err)
{
	char cells[GRID_MAX];
	int n;

	/* every CR before the line end goes: a comment keeping one would
	 * read back without it once written out with its '\n' */
	while (len > 0 && line[len - 1] == '\r')
		line[--len] = '\0';
	if (memchr(line, '\0', len)) {
		r->at = r->lineno;
		if (r->grid.rows > 0)
			drop_grid(r);
		return sg_fail(err, "binary data (a NUL byte) in line");
	}
	if (sg_line_is_comment(line)) {
		r->grid.skip = 0;
		if (r->grid.rows > 0)
			return grid_end_before(r, line, len, rec, err);
		return comment(r, line, rec);
	}
	if ((n = row_parse(line, cells)) >= 0)
		return r->grid.skip ? 0 : grid_add(r, cells, n, err);
	r->grid.skip = 0;
	if (r->grid.rows > 0)
		return after_grid(r, line, len, rec, err);
	return record(r, line, rec, err);
}

/* Hand out the fatal error again. */
static int
fatal_error(struct sg_reader *r, struct sg_error *err)
{
	r->at = r->lineno + 1;
	return sg_fail(err, "%s", r->fatal_msg);
}

struct sg_reader *
sg_reader_open(int fd, const char *name, const struct sg_game *const *games,
    struct sg_error *err)
{
	struct sg_reader *r;
	size_t len = strlen(name);
	int dfd;

	if ((dfd = fcntl(fd, F_DUPFD_CLOEXEC, 0)) < 0) {
		sg_fail(err, "cannot read: %s", strerror(errno));
		return NULL;
	}
	if (!(r = calloc(1, sizeof(*r) + len + 1))) {
		close(dfd);
		sg_fail(err, "out of memory");
		return NULL;
	}
	r->fd = dfd;
	r->games = games;
	memcpy(r->name, name, len + 1);
	return r;
}

int
sg_reader_next(struct sg_reader *r, struct sg_record *rec,
    struct sg_error *err)
{
	char *line;
	size_t len;
	int got;

	do {
		if (r->fatal)
			return fatal_error(r, err);
		got = read_line(r, &line, &len, err);
		if (got < 0 && r->grid.rows > 0)
			drop_grid(r);
		if (got < 0)
			return r->fatal ? fatal_error(r, err) : -1;
		if (got == 0)
			return r->grid.rows > 0 ? grid_end(r, rec, err) : 0;
		got = take_line(r, line, len, rec, err);
	} while (got == 0);
	return got;
}

const char *
sg_reader_name(const struct sg_reader *r)
{
	return r->name;
}

long
sg_reader_line(const struct sg_reader *r)
{
	return r->at;
}

int
sg_reader_close(struct sg_reader *r, struct sg_error *err)
{
	int ret = 0;

	if (!r)
		return 0;
	if (r->zinit)
		inflateEnd(&r->z);
	close(r->fd);
	if (r->fatal)
		ret = sg_fail(err, "%s", r->fatal_msg);
	free(r);
	return ret;
}

int
sg_reader_broken(const struct sg_reader *r)
{
	return r->fatal;
}

void
sg_reader_set_idle(struct sg_reader *r, void (*idle)(void *), void *ctx)
{
	r->idle = idle;
	r->idle_ctx = ctx;
}

void
sg_reader_set_stop(struct sg_reader *r, const atomic_int *stop)
{
	r->stop = stop;
}
