/*
 * Records are formatted straight into one buffer, which goes out through
 * write(2), or through gzwrite() when gzipping, when it fills up or on a
 * flush.  The first error sticks: every later call returns it again, and so
 * does sg_writer_close.  SIGPIPE is left alone, so that a command writing to
 * a closed pipe ends quietly as the shell expects.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "core/writer.h"

#define WBUF_SIZE	(1 << 16)	/* holds any record line */

/*
 * Level 4: on board sets it compresses within 4% of level 6 (gzip's
 * default) and some nine times faster, which keeps "-z" at pipeline speed.
 */
#define GZ_MODE		"wb4"

struct sg_writer {
	int fd;
	gzFile gz;		/* NULL when writing plain */
	int failed;
	char msg[SG_ERROR_MAX];
	size_t len;		/* bytes waiting in buf */
	char buf[WBUF_SIZE];
};

_Static_assert(WBUF_SIZE > SG_LINE_MAX + 2, "writer buffer holds a record");

/* Remember the first error and return it. */
static int
fail(struct sg_writer *w, struct sg_error *err, const char *what,
    const char *detail)
{
	if (!w->failed) {
		struct sg_error e;

		sg_fail(&e, "%s: %s", what, detail);
		memcpy(w->msg, e.msg, sizeof(w->msg));
		w->failed = 1;
	}
	return sg_fail(err, "%s", w->msg);
}

/*
 * The error of the gzip stream.  zlib puts strerror in its message when the
 * system failed, after a "<fd:N>: " that is dropped here.
 */
static int
gz_fail(struct sg_writer *w, struct sg_error *err)
{
	int errnum;
	const char *msg = gzerror(w->gz, &errnum), *colon;

	if (strncmp(msg, "<fd:", 4) == 0 && (colon = strstr(msg, ": ")))
		msg = colon + 2;
	return fail(w, err, "write error", msg);
}

/* write(2) all of s, retrying on EINTR and short writes. */
static int
write_all(struct sg_writer *w, const char *s, size_t len, struct sg_error *err)
{
	ssize_t n;

	while (len > 0) {
		n = write(w->fd, s, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return fail(w, err, "write error", strerror(errno));
		s += n;
		len -= (size_t)n;
	}
	return 0;
}

/* Send len bytes of s on, plain or gzipped. */
static int
emit(struct sg_writer *w, const char *s, size_t len, struct sg_error *err)
{
	if (len == 0)
		return 0;
	if (!w->gz)
		return write_all(w, s, len, err);
	if (gzwrite(w->gz, s, (unsigned)len) != (int)len)
		return gz_fail(w, err);
	return 0;
}

/* Send the buffered bytes on. */
static int
drain(struct sg_writer *w, struct sg_error *err)
{
	size_t len = w->len;

	w->len = 0;
	return emit(w, w->buf, len, err);
}

struct sg_writer *
sg_writer_open(int fd, int gzip, struct sg_error *err)
{
	struct sg_writer *w;

	if (!(w = malloc(sizeof(*w)))) {
		sg_fail(err, "out of memory");
		return NULL;
	}
	w->fd = fd;
	w->gz = NULL;
	w->failed = 0;
	w->len = 0;
	if (gzip && !(w->gz = gzdopen(fd, GZ_MODE))) {
		free(w);
		sg_fail(err, "cannot start gzip output");
		return NULL;
	}
	if (w->gz)
		gzbuffer(w->gz, WBUF_SIZE);
	return w;
}

int
sg_writer_record(struct sg_writer *w, const struct sg_record *rec,
    struct sg_error *err)
{
	int n;

	if (w->failed)
		return sg_fail(err, "%s", w->msg);
	if (WBUF_SIZE - w->len < SG_LINE_MAX + 2 && drain(w, err) < 0)
		return -1;
	n = sg_record_format(rec, w->buf + w->len, WBUF_SIZE - w->len);
	if (n < 0)
		return sg_fail(err, "record '%s' does not fit on a line",
		    rec->kind == SG_REC_COMMENT ? "#" : rec->name);
	w->len += (size_t)n;
	return 0;
}

int
sg_writer_write(struct sg_writer *w, const char *s, size_t len,
    struct sg_error *err)
{
	if (w->failed)
		return sg_fail(err, "%s", w->msg);
	if (WBUF_SIZE - w->len < len && drain(w, err) < 0)
		return -1;
	if (len >= WBUF_SIZE)
		return emit(w, s, len, err);
	memcpy(w->buf + w->len, s, len);
	w->len += len;
	return 0;
}

int
sg_writer_flush(struct sg_writer *w, struct sg_error *err)
{
	if (w->failed)
		return sg_fail(err, "%s", w->msg);
	if (drain(w, err) < 0)
		return -1;
	if (w->gz && gzflush(w->gz, Z_SYNC_FLUSH) != Z_OK)
		return gz_fail(w, err);
	return 0;
}

/* Finish the output: the gzip trailer, then the descriptor. */
static void
finish(struct sg_writer *w)
{
	int ret;

	if (w->gz) {
		errno = 0;
		ret = gzclose(w->gz);
		if (ret == Z_ERRNO)
			fail(w, NULL, "write error", strerror(errno));
		else if (ret != Z_OK)
			fail(w, NULL, "write error", zError(ret));
		return;
	}
	if (close(w->fd) < 0 && errno != EINTR)
		fail(w, NULL, "write error", strerror(errno));
}

int
sg_writer_close(struct sg_writer *w, struct sg_error *err)
{
	int ret = 0;

	if (!w)
		return 0;
	if (!w->failed)
		drain(w, NULL);
	finish(w);
	if (w->failed)
		ret = sg_fail(err, "%s", w->msg);
	free(w);
	return ret;
}
