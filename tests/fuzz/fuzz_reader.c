/*
 * Fuzz target: the record reader, plain and gzipped, with its input
 * arriving in chunks of varied sizes.  The first byte of an input says how
 * the rest is delivered: bit 0 gzipped by the target (bit 1: as two gzip
 * members), bits 2-4 the largest chunk (1 to 128 bytes), bit 5 a read
 * error after some chunks; the second byte seeds the chunk sizes and where
 * the error comes.  Invariants:
 *
 * - the input read in chunks reads as it does in one piece, record for
 *   record and error for error, and so does its gzipped copy;
 * - a read error ends the reading, broken, after a prefix of what the
 *   whole input gives;
 * - every record formatted and parsed again is the same record;
 * - plain input never breaks the reader (only I/O and gzip errors do),
 *   and a broken reader says so again on the next call;
 * - each line gives at most two results (a grid, then the line ending it),
 *   and the line numbers reported never go back.
 *
 * The reader's read(2) is this file's __wrap_read (the link wraps read),
 * which hands out the input a chunk a call from memory: the chunks are
 * the same on every run, and no system call is made.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "core/reader.h"
#include "games.h"
#include "fuzz.h"

#define DATA_MAX	60000

/* What a reader said, one result a line, in a growing buffer. */
struct transcript {
	char *text;
	size_t len, cap;
	size_t sound_len;	/* of it, what came before the reader broke */
	int broken;
	int failed;		/* the read error came */
};

/*
 * The bytes the reader's read(2) hands out: chunks of 1..max bytes drawn
 * from seed (as much as asked when max is 0), and after fail_after chunks
 * (when not negative) an error.
 */
static struct feed {
	const unsigned char *data;
	size_t len, at;
	unsigned max, seed;
	int fail_after;
	int failed;
} feed;

ssize_t __real_read(int fd, void *buf, size_t cap);
ssize_t __wrap_read(int fd, void *buf, size_t cap);

ssize_t
__wrap_read(int fd, void *buf, size_t cap)
{
	size_t n = feed.len - feed.at;

	if (!feed.data)
		return __real_read(fd, buf, cap);
	if (feed.fail_after >= 0 && feed.fail_after-- == 0) {
		feed.failed = 1;
		errno = EIO;
		return -1;
	}
	feed.seed = feed.seed * 1103515245u + 12345u;
	if (feed.max > 0 && n > 1 + (feed.seed >> 16) % feed.max)
		n = 1 + (feed.seed >> 16) % feed.max;
	if (n > cap)
		n = cap;
	memcpy(buf, feed.data + feed.at, n);
	feed.at += n;
	return (ssize_t)n;
}

static void
put(struct transcript *t, const char *s, size_t n)
{
	if (t->len + n + 1 > t->cap) {
		t->cap = (t->len + n + 1) * 2;
		t->text = realloc(t->text, t->cap);
		FUZZ_CHECK(t->text != NULL);
	}
	memcpy(t->text + t->len, s, n);
	t->len += n;
	t->text[t->len] = '\0';
}

/*
 * Check that rec, formatted and parsed again, formats the same.  The line
 * parsed is kept apart from the text formatted: a comment parsed points
 * into its line.
 */
static void
round_trip(const struct sg_record *rec)
{
	static char once[2 * SG_LINE_MAX], line[2 * SG_LINE_MAX];
	static char twice[2 * SG_LINE_MAX];
	static struct sg_record again;
	struct sg_error err;
	int n;

	n = sg_record_format(rec, once, sizeof(once));
	FUZZ_CHECK(n > 0 && once[n - 1] == '\n');
	memcpy(line, once, (size_t)n - 1);
	line[n - 1] = '\0';
	FUZZ_CHECK(sg_record_parse(line, &again, sg_games, &err) == 0);
	FUZZ_CHECK(again.kind == rec->kind);
	FUZZ_CHECK(sg_record_format(&again, twice, sizeof(twice)) == n);
	FUZZ_CHECK(memcmp(once, twice, (size_t)n) == 0);
}

/* One result of sg_reader_next into t. */
static void
note(struct transcript *t, struct sg_reader *r, int got,
    const struct sg_record *rec, const struct sg_error *err)
{
	static char text[2 * SG_LINE_MAX + 64];
	int n;

	if (got < 0) {
		n = snprintf(text, sizeof(text), "%ld E %s\n",
		    sg_reader_line(r), err->msg);
	} else {
		n = snprintf(text, sizeof(text), "%ld %d ", rec->line,
		    (int)rec->kind);
		n += sg_record_format(rec, text + n, sizeof(text) - (size_t)n);
	}
	put(t, text, (size_t)n);
}

/*
 * Read everything that comes on fd into t, checking as it goes; sound
 * when the input cannot break the reader (plain text, or gzip made whole),
 * lines the lines of its text (0 when not known).
 */
static void
read_all(int fd, int sound, long lines, struct transcript *t)
{
	static struct sg_record rec;
	struct sg_error err, again;
	struct sg_reader *r = sg_reader_open(fd, "in", sg_games, &err);
	long last = 0, results = 0;
	int got;

	FUZZ_CHECK(r != NULL);
	while ((got = sg_reader_next(r, &rec, &err)) != 0) {
		FUZZ_CHECK(lines == 0 || ++results <= 2 * lines);
		FUZZ_CHECK(sg_reader_line(r) >= last);
		last = sg_reader_line(r);
		t->sound_len = t->len;
		note(t, r, got, &rec, &err);
		if (got > 0) {
			FUZZ_CHECK(rec.line == sg_reader_line(r));
			round_trip(&rec);
		} else if (sg_reader_broken(r)) {
			FUZZ_CHECK(!sound);
			t->broken = 1;
			FUZZ_CHECK(sg_reader_next(r, &rec, &again) == -1);
			FUZZ_CHECK(strcmp(err.msg, again.msg) == 0);
			break;
		}
	}
	if (sg_reader_close(r, &err) < 0)
		put(t, err.msg, strlen(err.msg));
}

/* Read data, delivered as feed says, into t (sound, lines: read_all). */
static void
read_fed(struct feed how, int sound, long lines, struct transcript *t)
{
	static int fd = -1;

	if (fd < 0)
		fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
	FUZZ_CHECK(fd >= 0);
	feed = how;
	read_all(fd, sound, lines, t);
	t->failed = feed.failed;
	feed.data = NULL;
}

/* Gzip len bytes of data into out (room for cap), cut into two members
 * at cut when cut < len; returns the bytes written. */
static size_t
gzip_data(const unsigned char *data, size_t len, size_t cut,
    unsigned char *out, size_t cap)
{
	size_t done = 0, part, at = 0;
	int member;
	z_stream z;

	for (member = 0; member < 1 + (cut < len); member++) {
		part = member == 0 && cut < len ? cut : len - at;
		memset(&z, 0, sizeof(z));
		FUZZ_CHECK(deflateInit2(&z, 6, Z_DEFLATED, 16 + MAX_WBITS, 8,
		    Z_DEFAULT_STRATEGY) == Z_OK);
		z.next_in = (unsigned char *)data + at;
		z.avail_in = (uInt)part;
		z.next_out = out + done;
		z.avail_out = (uInt)(cap - done);
		FUZZ_CHECK(deflate(&z, Z_FINISH) == Z_STREAM_END);
		done = cap - z.avail_out;
		deflateEnd(&z);
		at += part;
	}
	return done;
}

/* Check that t says what whole does, or its start up to a read error. */
static void
same_reading(const struct transcript *whole, const struct transcript *t)
{
	size_t n = t->failed ? t->sound_len : t->len;

	FUZZ_CHECK(!t->failed || t->broken);
	if (!t->failed)
		FUZZ_CHECK(t->len == whole->len);
	FUZZ_CHECK(n <= whole->len);
	FUZZ_CHECK(n == 0 || memcmp(whole->text, t->text, n) == 0);
}

int
LLVMFuzzerTestOneInput(const uint8_t *in, size_t size)
{
	static unsigned char gz[2 * DATA_MAX];
	struct transcript whole = { 0 }, chunked = { 0 }, zipped = { 0 };
	struct feed how = { in + 2, 0, 0, 0, 0, -1, 0 };
	size_t i;
	long lines = 1;
	int plain;

	if (size < 2)
		return 0;
	how.len = size - 2 < DATA_MAX ? size - 2 : DATA_MAX;
	plain = how.len == 0 || how.data[0] != 0x1f ||
	    (how.len > 1 && how.data[1] != 0x8b);
	for (i = 0; i < how.len; i++)
		lines += how.data[i] == '\n';
	read_fed(how, plain, plain ? lines : 0, &whole);
	how.max = 1u << (in[0] >> 2 & 7);
	how.seed = in[1];
	if (in[0] & 0x20)
		how.fail_after = in[1] % 16;
	read_fed(how, plain && how.fail_after < 0, plain ? lines : 0,
	    &chunked);
	same_reading(&whole, &chunked);
	if (plain && (in[0] & 1)) {
		how.len = gzip_data(in + 2, how.len, in[0] & 2 ?
		    how.len * in[1] / 256 : how.len, gz, sizeof(gz));
		how.data = gz;
		how.seed = in[1];
		read_fed(how, how.fail_after < 0, lines, &zipped);
		same_reading(&whole, &zipped);
	}
	free(whole.text);
	free(chunked.text);
	free(zipped.text);
	return 0;
}
