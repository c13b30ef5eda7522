#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <zlib.h>

#include "core/reader.h"
#include "games.h"
#include "samegame/game.h"
#include "samegame_unit.h"
#include "unit.h"

#define TRANSCRIPT_MAX	(1 << 20)
#define CALLS_MAX	1000000

static struct sg_record rec;
static struct sg_error err;
static char transcript[TRANSCRIPT_MAX];

/* A descriptor reading len bytes of data, from an unlinked temporary file. */
static int
data_fd(const void *data, size_t len)
{
	char path[] = "/tmp/sg-test-reader.XXXXXX";
	int fd = mkstemp(path);

	ck_assert_int_ge(fd, 0);
	unlink(path);
	ck_assert(write(fd, data, len) == (ssize_t)len);
	ck_assert_int_eq((int)lseek(fd, 0, SEEK_SET), 0);
	return fd;
}

static struct sg_reader *
open_data(const void *data, size_t len, const char *name)
{
	int fd = data_fd(data, len);
	struct sg_reader *r = sg_reader_open(fd, name, sg_games, &err);

	ck_assert_ptr_nonnull(r);
	close(fd);	/* the reader holds a dup */
	return r;
}

static size_t tlen;

static void __attribute__((format(printf, 1, 2)))
append(const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(transcript + tlen, sizeof(transcript) - tlen, fmt, ap);
	va_end(ap);
	if (n > 0 && tlen + (size_t)n < sizeof(transcript))
		tlen += (size_t)n;
}

/*
 * Read everything from r into the transcript, one line per call: "LINE K
 * RECORD" with K the kind (C, B, G, M), or "LINE E MESSAGE" for an error,
 * then "close: MESSAGE" if closing fails.  Stops when an error repeats.
 */
static const char *
read_reader(struct sg_reader *r)
{
	static const char kinds[] = "CBGM";
	static char line[SG_LINE_MAX + 2];
	char last[SG_ERROR_MAX] = "";
	long last_line = -1;
	int got, calls = 0;

	transcript[0] = '\0';
	tlen = 0;
	while ((got = sg_reader_next(r, &rec, &err)) != 0) {
		ck_assert_int_lt(++calls, CALLS_MAX);
		if (got < 0) {
			if (strcmp(err.msg, last) == 0 &&
			    sg_reader_line(r) == last_line)
				break;
			snprintf(last, sizeof(last), "%s", err.msg);
			last_line = sg_reader_line(r);
			append("%ld E %s\n", last_line, err.msg);
			continue;
		}
		ck_assert_int_eq(got, 1);
		ck_assert_int_eq(rec.line, sg_reader_line(r));
		ck_assert_int_gt(sg_record_format(&rec, line, sizeof(line)), 0);
		append("%ld %c %s", rec.line, kinds[rec.kind], line);
	}
	if (sg_reader_close(r, &err) < 0)
		append("close: %s\n", err.msg);
	return transcript;
}

static const char *
read_str(const char *data)
{
	return read_reader(open_data(data, strlen(data), "in"));
}

/* Gzip len bytes of data into out (room for cap) as one member. */
static size_t
gzip_bytes(const void *data, size_t len, unsigned char *out, size_t cap,
    int flush)
{
	z_stream z;

	memset(&z, 0, sizeof(z));
	ck_assert_int_eq(deflateInit2(&z, 6, Z_DEFLATED, 16 + MAX_WBITS, 8,
	    Z_DEFAULT_STRATEGY), Z_OK);
	z.next_in = (unsigned char *)data;
	z.avail_in = (uInt)len;
	z.next_out = out;
	z.avail_out = (uInt)cap;
	ck_assert_int_eq(deflate(&z, flush), flush == Z_FINISH ?
	    Z_STREAM_END : Z_OK);
	deflateEnd(&z);
	return cap - z.avail_out;
}

START_TEST(records_and_comments)
{
	ck_assert_str_eq(read_str(
	    "# h\n"
	    "a 01/12\n"
	    "\n"
	    "g 01/12 5 0,0\r\n"
	    "m - 3 1,1\n"
	    "  \t\n"
	    "x 0"),
	    "1 C # h\n"
	    "2 B a 01/12\n"
	    "3 C \n"
	    "4 G g 01/12 5 0,0\n"
	    "5 M m - 3 1,1\n"
	    "6 C   \t\n"
	    "7 B x 0\n");
}
END_TEST

START_TEST(empty_input)
{
	ck_assert_str_eq(read_str(""), "");
	ck_assert_str_eq(read_str("\n"), "1 C \n");
}
END_TEST

START_TEST(errors_go_on)
{
	ck_assert_str_eq(read_str(
	    "a 01/123\n"
	    "b 0 x\n"
	    "c 0 1 0,-1\n"
	    "d 0\n"),
	    "1 E row 2 has 3 cells, expected 2\n"
	    "2 E bad score 'x' (expected an integer or '-')\n"
	    "3 E bad move '0,-1' (expected column,row)\n"
	    "4 B d 0\n");
}
END_TEST

START_TEST(grids)
{
	ck_assert_str_eq(read_str(
	    "3 1\n"
	    "0 2\n"
	    "\n"
	    "0.\n"
	    "12\n"),
	    "1 B in:1 31/02\n"
	    "3 C \n"
	    "4 B in:2 0./12\n");
	/* -1 and '.' are empty; the two row styles mix */
	ck_assert_str_eq(read_str(
	    "-1 . 2 \n"
	    "012\n"
	    "\n"
	    "\n"),
	    "1 B in:1 ..2/012\n"
	    "3 C \n"
	    "4 C \n");
	/* a record or a comment ends a grid, and comes after it */
	ck_assert_str_eq(read_str(
	    "01\n"
	    "12\n"
	    "a 0\n"
	    "1\n"
	    "# c\n"
	    "7\r\n"
	    "7\r\n"),
	    "1 B in:1 01/12\n"
	    "3 B a 0\n"
	    "4 B in:2 1\n"
	    "5 C # c\n"
	    "6 B in:3 7/7\n");
	/* a record may be named like a cell when it is not all cells */
	ck_assert_str_eq(read_str("0 1\n1 1 0 0,0\n"),
	    "1 B in:1 01\n"
	    "2 G 1 1 0 0,0\n");
}
END_TEST

START_TEST(grid_errors)
{
	ck_assert_str_eq(read_str(
	    "0 1 2\n"
	    "0 1\n"
	    "0 1 2\n"
	    "\n"
	    "a 0\n"),
	    "2 E row 2 has 2 cells, expected 3\n"
	    "4 C \n"
	    "5 B a 0\n");
	ck_assert_str_eq(read_str(
	    "0 1\n"
	    "0 x\n"
	    "1 1\n"
	    "\n"
	    "1 1\n"),
	    "2 E bad cell 'x' in grid row (expected -1, '.' or 0..9)\n"
	    "4 C \n"
	    "5 B in:2 11\n");
	ck_assert_str_eq(read_str(
	    "3 1 x 4\n"
	    "3 1 2 4\n"
	    "\n"
	    "01x2\n"
	    "12 1\n"),
	    "1 E bad cell 'x' in grid row (expected -1, '.' or 0..9)\n"
	    "3 C \n"
	    "4 E bad cell 'x' in grid row (expected -1, '.' or 0..9)\n"
	    "5 B 12 1\n");
	ck_assert_str_eq(read_str(
	    "0 1\n"
	    ". 2\n"
	    "# next\n"),
	    "1 E board is not settled: tile at 0,1 stands above an empty "
	    "cell\n"
	    "3 C # next\n");
	ck_assert_str_eq(read_str(". 1\n. 2\n"),
	    "1 E board is not settled: column 0 is empty but column 1 is "
	    "not\n");
}
END_TEST

START_TEST(grid_sizes)
{
	static char data[64 * 200];
	char *p = data;
	int i;

	for (i = 0; i < 65; i++)
		p += sprintf(p, "1 ");
	strcpy(p, "\n");
	ck_assert_str_eq(read_str(data),
	    "1 E board too large: 65 columns (at most 64)\n");
	for (p = data, i = 0; i < 65; i++)
		p += sprintf(p, "2 -1\n");
	ck_assert_str_eq(read_str(data),
	    "65 E board too large: more than 64 rows\n");
	data[64 * 5] = '\0';
	ck_assert_ptr_nonnull(strstr(read_str(data), "1 B in:1 2./2./"));
}
END_TEST

/* Fifteen rows as in the academic files: "3 1 ... 3 " with a final blank. */
START_TEST(standard_style)
{
	char data[4096], *p = data, *q;
	int g, y, x;

	for (g = 0; g < 3; g++) {
		for (y = 0; y < 15; y++) {
			for (x = 0; x < 15; x++)
				p += sprintf(p, "%d ", y < g ? -1 : (x + y) % 5);
			p += sprintf(p, "\n");
		}
		p += sprintf(p, "\n");
	}
	q = strstr(read_reader(open_data(data, strlen(data), "-")),
	    "33 B -:3 ");
	ck_assert_ptr_nonnull(q);
	ck_assert(strncmp(q + 9, ".............../.............../2340123",
	    39) == 0);
	ck_assert_ptr_nonnull(strstr(transcript, "17 B -:2 ..............."
	    "/123401234012340/"));
	ck_assert_ptr_nonnull(strstr(transcript, "16 C \n"));
}
END_TEST

/* The real benchmark file, found in the source tree that SRCDIR names
 * (tests/run-unit.sh sets it), or in the current directory. */
START_TEST(standard20)
{
	const char *srcdir = getenv("SRCDIR");
	char path[4096];
	struct sg_reader *r;
	int n = 0, got, fd;

	snprintf(path, sizeof(path), "%s/share/standard20.txt",
	    srcdir ? srcdir : ".");
	fd = open(path, O_RDONLY);
	ck_assert_msg(fd >= 0, "cannot open %s: set SRCDIR to the source tree",
	    path);
	r = sg_reader_open(fd, "std", sg_games, &err);
	close(fd);
	while ((got = sg_reader_next(r, &rec, &err)) > 0) {
		if (rec.kind == SG_REC_COMMENT)
			continue;
		n++;
		ck_assert_int_eq(rec.kind, SG_REC_BOARD);
		ck_assert_int_eq(rb(&rec)->w, 15);
		ck_assert_int_eq(rb(&rec)->h, 15);
		ck_assert_int_eq(rec.line, 16 * (n - 1) + 1);
		snprintf(err.msg, sizeof(err.msg), "std:%d", n);
		ck_assert_str_eq(rec.name, err.msg);
	}
	ck_assert_int_eq(got, 0);
	ck_assert_int_eq(n, 20);
	ck_assert_int_eq(sg_reader_close(r, &err), 0);
}
END_TEST

START_TEST(grid_names)
{
	struct sg_reader *r;
	char name[400];

	r = open_data("1\n", 2, "my file\t#.txt");
	ck_assert_str_eq(read_reader(r), "1 B my_file_#.txt:1 1\n");
	r = open_data("1\n", 2, "#x");
	ck_assert_str_eq(read_reader(r), "1 B _x:1 1\n");
	memset(name, 'd', sizeof(name) - 1);
	name[sizeof(name) - 1] = '\0';
	name[sizeof(name) - 2] = 'e';
	r = open_data("1\n", 2, name);
	ck_assert_int_eq(sg_reader_next(r, &rec, &err), 1);
	ck_assert_int_eq((int)strlen(rec.name), SG_NAME_MAX);
	ck_assert_str_eq(rec.name + SG_NAME_MAX - 3, "e:1");
	ck_assert_str_eq(sg_reader_name(r), name);
	sg_reader_close(r, NULL);
}
END_TEST

START_TEST(crlf)
{
	ck_assert_str_eq(read_str(
	    "0 1\r\n"
	    "1 1\r\n"
	    "\r\n"
	    "# c\r\n"
	    "a 0 7 0,0\r\n"
	    "# d\r\r\n"
	    "b 0\r\r\r\n"),
	    "1 B in:1 01/11\n"
	    "3 C \n"
	    "4 C # c\n"
	    "5 G a 0 7 0,0\n"
	    "6 C # d\n"
	    "7 B b 0\n");
}
END_TEST

/* A line of len bytes: "a " and zeros. */
static char *
long_line(size_t len)
{
	char *s = malloc(len + 16);

	ck_assert_ptr_nonnull(s);
	memset(s, '0', len);
	memcpy(s, "a ", 2);
	s[len] = '\0';
	return s;
}

START_TEST(long_lines)
{
	char *s = long_line(10 * 1024 * 1024);
	size_t len = strlen(s);
	char want[128];

	snprintf(want, sizeof(want), "1 E line longer than %d bytes\n",
	    SG_LINE_MAX);
	ck_assert_str_eq(read_reader(open_data(s, len, "in")), want);
	strcpy(s + len, "\nb 0\n");
	snprintf(want, sizeof(want), "1 E line longer than %d bytes\n"
	    "2 B b 0\n", SG_LINE_MAX);
	ck_assert_str_eq(read_reader(open_data(s, len + 5, "in")), want);
	/* in a grid, the grid is lost and its rows are skipped */
	memcpy(s + len - 6, "\n1 1\n1", 6);
	memcpy(s, "0 1\n0 ", 6);
	snprintf(want, sizeof(want), "2 E line longer than %d bytes\n"
	    "5 B b 0\n", SG_LINE_MAX);
	ck_assert_str_eq(read_reader(open_data(s, len + 5, "in")), want);
	free(s);
}
END_TEST

START_TEST(line_limit)
{
	char *s = long_line(SG_LINE_MAX + 8);

	/* SG_LINE_MAX bytes, with or without a CR, is a line */
	s[0] = '#';
	strcpy(s + SG_LINE_MAX, "\n");
	ck_assert_int_eq(strncmp(read_str(s), "1 C #", 5), 0);
	strcpy(s + SG_LINE_MAX, "\r\n");
	ck_assert_int_eq(strncmp(read_str(s), "1 C #", 5), 0);
	strcpy(s + SG_LINE_MAX, "0\n");
	ck_assert_ptr_nonnull(strstr(read_str(s), "1 E line longer"));
	strcpy(s + SG_LINE_MAX, "0\r\n");
	ck_assert_ptr_nonnull(strstr(read_str(s), "1 E line longer"));
	strcpy(s + SG_LINE_MAX, "0");
	ck_assert_ptr_nonnull(strstr(read_str(s), "1 E line longer"));
	free(s);
}
END_TEST

START_TEST(nul_bytes)
{
	static const char data[] = "a 0\0\nb 0\n0 1\n1\0\n1 1\n\nc 0\n";

	ck_assert_str_eq(read_reader(open_data(data, sizeof(data) - 1, "in")),
	    "1 E binary data (a NUL byte) in line\n"
	    "2 B b 0\n"
	    "4 E binary data (a NUL byte) in line\n"
	    "6 C \n"
	    "7 B c 0\n");
}
END_TEST

/* Random bytes: errors, never a crash, and the reader comes to an end. */
START_TEST(binary_garbage)
{
	static unsigned char data[1 << 18];
	uint64_t x = 88172645463325252ULL;
	size_t i;
	int round;

	for (round = 0; round < 4; round++) {
		for (i = 0; i < sizeof(data); i++) {
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			data[i] = (unsigned char)(x >> 24);
			if (round == 1 && data[i] > 0x80)
				data[i] = '\n';
		}
		if (round >= 2) {	/* gzip magic, then garbage */
			data[0] = 0x1f;
			data[1] = 0x8b;
			data[2] = round == 2 ? 8 : 99;
		}
		read_reader(open_data(data, sizeof(data), "in"));
		ck_assert_ptr_nonnull(strstr(transcript, " E "));
		if (round >= 2)
			ck_assert_ptr_nonnull(strstr(transcript,
			    "close: damaged gzip stream"));
	}
}
END_TEST

static const char *const games =
    "# a set\n"
    "a 01/12 5 0,0\n"
    "0 1\n"
    "1 1\n"
    "\n"
    "b 0123/0123 - 0,0 1,1 2,2\n";

START_TEST(gzip_input)
{
	unsigned char gz[4096];
	size_t n, len = strlen(games);
	char plain[4096];

	strcpy(plain, read_str(games));
	n = gzip_bytes(games, len, gz, sizeof(gz), Z_FINISH);
	ck_assert_str_eq(read_reader(open_data(gz, n, "in")), plain);
	/* members cut anywhere, even inside a line, read as one */
	n = gzip_bytes(games, 20, gz, sizeof(gz), Z_FINISH);
	n += gzip_bytes(games + 20, 1, gz + n, sizeof(gz) - n, Z_FINISH);
	n += gzip_bytes(games + 21, 0, gz + n, sizeof(gz) - n, Z_FINISH);
	n += gzip_bytes(games + 21, len - 21, gz + n, sizeof(gz) - n,
	    Z_FINISH);
	ck_assert_str_eq(read_reader(open_data(gz, n, "in")), plain);
	/* an empty stream is an empty input */
	n = gzip_bytes("", 0, gz, sizeof(gz), Z_FINISH);
	ck_assert_str_eq(read_reader(open_data(gz, n, "in")), "");
}
END_TEST

START_TEST(gzip_damage)
{
	unsigned char gz[4096];
	size_t n, len = strlen(games);

	n = gzip_bytes(games, len, gz, sizeof(gz), Z_FINISH);
	memcpy(gz + n, "trailing", 8);
	ck_assert_ptr_nonnull(strstr(read_reader(open_data(gz, n + 8, "in")),
	    "E damaged gzip stream: incorrect header check\n"
	    "close: damaged gzip stream"));
	gz[n - 6] ^= 0x55;	/* the CRC */
	ck_assert_ptr_nonnull(strstr(read_reader(open_data(gz, n, "in")),
	    "E damaged gzip stream: incorrect data check\n"));
}
END_TEST

/* Every record read from a cut stream is whole; the cut is an error. */
START_TEST(gzip_truncated)
{
	static char data[1 << 16];
	static unsigned char gz[1 << 16];
	char *p = data, line[64];
	size_t n, cut;
	int i;

	for (i = 0; i < 1000; i++)
		p += sprintf(p, "g%d 0123/0123 %d 0,0 1,1 2,%d\n", i, i, i % 60);
	n = gzip_bytes(data, strlen(data), gz, sizeof(gz), Z_FINISH);
	for (cut = 1; cut < n; cut += cut < 40 ? 1 : 997) {
		read_reader(open_data(gz, cut, "in"));
		ck_assert_msg(strstr(transcript, "E truncated gzip stream\n"
		    "close: truncated gzip stream\n") != NULL,
		    "cut %zu: %s", cut, transcript + (tlen > 300 ? tlen - 300 : 0));
		for (p = transcript; (p = strstr(p, " G ")) != NULL; p++) {
			sscanf(p + 3, "%63[^\n]", line);
			strcat(line, "\n");
			ck_assert_msg(strstr(data, line) != NULL, "cut: %s",
			    line);
		}
	}
	/* cut after the last line: still an error */
	read_reader(open_data(gz, n - 1, "in"));
	ck_assert_ptr_nonnull(strstr(transcript, "999 G g998"));
	ck_assert_ptr_nonnull(strstr(transcript, "1001 E truncated"));
}
END_TEST

START_TEST(read_error)
{
	int fd = open(".", O_RDONLY);
	struct sg_reader *r;

	ck_assert_int_ge(fd, 0);
	r = sg_reader_open(fd, ".", sg_games, &err);
	close(fd);
	ck_assert_int_eq(sg_reader_next(r, &rec, &err), -1);
	ck_assert_str_eq(err.msg, "read error: Is a directory");
	ck_assert_int_eq(sg_reader_next(r, &rec, &err), -1);
	ck_assert_int_eq(sg_reader_close(r, &err), -1);
	ck_assert_ptr_null(sg_reader_open(-1, "bad", sg_games, &err));
	ck_assert_ptr_nonnull(strstr(err.msg, "Bad file descriptor"));
}
END_TEST

/*
 * A record comes back as soon as its line is in, plain or gzipped, without
 * waiting for more input (the test would hang, and time out, if it did).
 */
START_TEST(pipe_streaming)
{
	unsigned char gz[256];
	struct sg_reader *r;
	int p[2], round;
	size_t n;

	for (round = 0; round < 2; round++) {
		ck_assert_int_eq(pipe(p), 0);
		r = sg_reader_open(p[0], "-", sg_games, &err);
		close(p[0]);
		if (round == 0) {
			ck_assert_int_eq(write(p[1], "a 0\n", 4), 4);
		} else {
			n = gzip_bytes("a 0\n", 4, gz, sizeof(gz), Z_SYNC_FLUSH);
			ck_assert_int_eq(write(p[1], gz, n), (ssize_t)n);
		}
		ck_assert_int_eq(sg_reader_next(r, &rec, &err), 1);
		ck_assert_str_eq(rec.name, "a");
		if (round == 0) {
			ck_assert_int_eq(write(p[1], "0\n1\n\n", 5), 5);
			ck_assert_int_eq(sg_reader_next(r, &rec, &err), 1);
			ck_assert_str_eq(rec.name, "-:1");
			ck_assert_int_eq(sg_reader_next(r, &rec, &err), 1);
			ck_assert_int_eq(rec.kind, SG_REC_COMMENT);
		}
		close(p[1]);
		ck_assert_int_eq(sg_reader_next(r, &rec, &err),
		    round == 0 ? 0 : -1);	/* the gzip stream never ended */
		ck_assert_int_eq(sg_reader_close(r, &err), round == 0 ? 0 : -1);
	}
}
END_TEST

/*
 * A descriptor that delivers len bytes of data a few at a time: a child
 * writes them into a pipe in chunks of 1 to 7 bytes, yielding after each,
 * so that the reader mostly finds one chunk per read(2).  *writer is the
 * child, for writer_done.
 */
static int
chunked_fd(const void *data, size_t len, pid_t *writer)
{
	const char *p = data;
	unsigned seed = 1;
	size_t at = 0, n;
	int fds[2];
	pid_t pid;

	ck_assert_int_eq(pipe(fds), 0);
	ck_assert_int_ge(pid = fork(), 0);
	if (pid > 0) {
		close(fds[1]);
		*writer = pid;
		return fds[0];
	}
	close(fds[0]);
	for (; at < len; at += n) {
		seed = seed * 1103515245 + 12345;
		n = 1 + (seed >> 16) % 7;
		if (n > len - at)
			n = len - at;
		if (write(fds[1], p + at, n) != (ssize_t)n)
			_exit(1);
		sched_yield();
	}
	_exit(0);
}

/* Reap chunked_fd's child: it must have written every byte. */
static void
writer_done(pid_t writer)
{
	int status;

	ck_assert_int_eq(waitpid(writer, &status, 0), writer);
	ck_assert(WIFEXITED(status));
	ck_assert_int_eq(WEXITSTATUS(status), 0);
}

/* A full-size game line, a line too long, CRLF, grids and comments. */
static char *
chunk_data(size_t *len)
{
	size_t cap = 4 * SG_LINE_MAX, n = 0;
	char *s = malloc(cap);
	int i;

	ck_assert_ptr_nonnull(s);
	n += (size_t)sprintf(s + n, "# head\r\nbig ");
	for (i = 0; i < SGM_MAX_SIDE; i++) {
		memset(s + n, '0' + i % 2, SGM_MAX_SIDE);
		n += SGM_MAX_SIDE;
		s[n++] = i + 1 < SGM_MAX_SIDE ? '/' : ' ';
	}
	n += (size_t)sprintf(s + n, "0");
	for (i = 0; i < 1000; i++)
		n += (size_t)sprintf(s + n, " %d,%d", i % 64, i / 64);
	n += (size_t)sprintf(s + n, "\r\n0 1\n1 0\n\nc 0 0\nlong ");
	memset(s + n, '1', SG_LINE_MAX + 10);
	n += SG_LINE_MAX + 10;
	n += (size_t)sprintf(s + n, "\nd 01/01 - 0,0\n0 1\n1 1");
	*len = n;
	return s;
}

/* Lines arriving a few bytes at a time, plain or gzipped, read as from a
 * file at once. */
START_TEST(tiny_chunks)
{
	static unsigned char gz[4 * SG_LINE_MAX];
	static char whole[TRANSCRIPT_MAX];
	size_t len, n;
	char *data = chunk_data(&len);
	pid_t writer;
	int fd;

	snprintf(whole, sizeof(whole), "%s",
	    read_reader(open_data(data, len, "in")));
	ck_assert_ptr_nonnull(strstr(whole, "2 G big 0"));
	ck_assert_ptr_nonnull(strstr(whole, "E line longer"));
	ck_assert_ptr_nonnull(strstr(whole,
	    "8 G d 01/01 - 0,0\n9 B in:2 01/11\n"));
	fd = chunked_fd(data, len, &writer);
	ck_assert_str_eq(read_reader(sg_reader_open(fd, "in", sg_games,
	    &err)), whole);
	close(fd);
	writer_done(writer);
	n = gzip_bytes(data, len, gz, sizeof(gz), Z_FINISH);
	fd = chunked_fd(gz, n, &writer);
	ck_assert_str_eq(read_reader(sg_reader_open(fd, "in", sg_games,
	    &err)), whole);
	close(fd);
	writer_done(writer);
	free(data);
}
END_TEST

/* Many records through the buffer refills, every one read back. */
START_TEST(many_records)
{
	static char data[1 << 22];
	char *p = data;
	struct sg_reader *r;
	int i, got;

	for (i = 0; i < 60000; i++)
		p += sprintf(p, "n%d 01234/01234 %d 0,0\n", i, i);
	r = open_data(data, (size_t)(p - data), "in");
	for (i = 0; (got = sg_reader_next(r, &rec, &err)) == 1; i++) {
		ck_assert_int_eq(rec.kind, SG_REC_GAME);
		ck_assert_int_eq(rec.score, i);
		ck_assert_int_eq(rec.line, i + 1);
	}
	ck_assert_int_eq(got, 0);
	ck_assert_int_eq(i, 60000);
	ck_assert_int_eq(sg_reader_close(r, &err), 0);
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("reader");
	TCase *tc = tcase_create("reader");

	signal(SIGPIPE, SIG_IGN);
	tcase_set_timeout(tc, 20);
	tcase_add_test(tc, records_and_comments);
	tcase_add_test(tc, empty_input);
	tcase_add_test(tc, errors_go_on);
	tcase_add_test(tc, grids);
	tcase_add_test(tc, grid_errors);
	tcase_add_test(tc, grid_sizes);
	tcase_add_test(tc, standard_style);
	tcase_add_test(tc, standard20);
	tcase_add_test(tc, grid_names);
	tcase_add_test(tc, crlf);
	tcase_add_test(tc, long_lines);
	tcase_add_test(tc, line_limit);
	tcase_add_test(tc, nul_bytes);
	tcase_add_test(tc, binary_garbage);
	tcase_add_test(tc, gzip_input);
	tcase_add_test(tc, gzip_damage);
	tcase_add_test(tc, gzip_truncated);
	tcase_add_test(tc, read_error);
	tcase_add_test(tc, pipe_streaming);
	tcase_add_test(tc, tiny_chunks);
	tcase_add_test(tc, many_records);
	suite_add_tcase(s, tc);
	return s;
}
