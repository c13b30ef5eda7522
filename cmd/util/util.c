#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "games.h"
#include "util.h"

const char *progname = "sg";
const volatile sig_atomic_t *input_stop;

void
util_init(const char *argv0)
{
	const char *slash = strrchr(argv0, '/');

	progname = slash ? slash + 1 : argv0;
	/* A closed pipe ends a command quietly, even under a parent that
	 * ignores SIGPIPE (systemd services do), rather than as an error. */
	signal(SIGPIPE, SIG_DFL);
}

static void
vwarn(const char *fmt, va_list ap)
{
	fprintf(stderr, "%s: ", progname);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void
warnmsg(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
}

void
die(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
	exit(status);
}

void
warn_at(const char *file, long line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: %s:%ld: ", progname, file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

void
usage_error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
	fprintf(stderr, "Try '%s --help' for more information.\n", progname);
	exit(EXIT_ERROR);
}

long long
parse_num(const char *s, long long min, long long max, const char *option)
{
	char *end;
	long long v;

	errno = 0;
	v = strtoll(s, &end, 10);
	if (*s == '\0' || *end != '\0')
		usage_error("%s: '%s' is not a number", option, s);
	if (errno == ERANGE || v < min || v > max)
		usage_error("%s: '%s' is outside %lld..%lld", option, s,
		    min, max);
	return v;
}

uint64_t
parse_seed(const char *s, const char *option)
{
	char *end;
	unsigned long long v;

	errno = 0;
	v = strtoull(s, &end, 10);
	if (*s < '0' || *s > '9' || *end != '\0' || errno == ERANGE)
		usage_error("%s: '%s' is not a number from 0 to 2^64-1",
		    option, s);
	return (uint64_t)v;
}

double
parse_seconds(const char *s, const char *option)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (*s == '\0' || *end != '\0' || errno == ERANGE || !isfinite(v) ||
	    v < 0)
		usage_error("%s: '%s' is not a number of seconds", option, s);
	return v;
}

void
parse_size(const char *s, int *w, int *h)
{
	char buf[64], *x;

	if (strlen(s) >= sizeof(buf) || !(x = strchr(strcpy(buf, s), 'x')))
		usage_error("--size: '%s' is not WIDTHxHEIGHT", s);
	*x = '\0';
	*w = (int)parse_num(buf, 1, SG_MAX_SIDE, "--size width");
	*h = (int)parse_num(x + 1, 1, SG_MAX_SIDE, "--size height");
}

int
common_option(struct common *c, int opt, const char *arg,
    const char *usage_text)
{
	struct sg_error err;
	size_t len;

	switch (opt) {
	case 'h':
		fputs(usage_text, stdout);
		if (fflush(stdout) == EOF || ferror(stdout))
			die(EXIT_ERROR, "write error: %s", strerror(errno));
		exit(0);
	case 'V':
		printf("%s (sg) %s\n", progname, SG_VERSION);
		if (fflush(stdout) == EOF || ferror(stdout))
			die(EXIT_ERROR, "write error: %s", strerror(errno));
		exit(0);
	case 'r':
		if (sg_rules_parse(arg, &c->rules, &err) < 0)
			usage_error("%s", err.msg);
		return 1;
	case 'o':
		c->output = arg;
		len = strlen(arg);
		if (len > 3 && strcmp(arg + len - 3, ".gz") == 0)
			c->gzip = 1;
		return 1;
	case 'z':
		c->gzip = 1;
		return 1;
	case '?':
		fprintf(stderr, "Try '%s --help' for more information.\n",
		    progname);
		exit(EXIT_ERROR);
	}
	return 0;
}

/* What messages call the output: one writer a process, named here. */
static char output_label[512] = "standard output";

static const char *
output_name(const struct sg_writer *w)
{
	(void)w;
	return output_label;
}

/* 1 if path (or standard input, for "-") is the file out describes. */
static int
same_file(const char *path, const struct stat *out)
{
	struct stat st;
	int r = strcmp(path, "-") == 0 ? fstat(STDIN_FILENO, &st) :
	    stat(path, &st);

	return r == 0 && S_ISREG(st.st_mode) && st.st_dev == out->st_dev &&
	    st.st_ino == out->st_ino;
}

void
refuse_output_as_input(const struct common *c, int argc, char **argv)
{
	struct stat out;
	int i;

	if (!c->output || strcmp(c->output, "-") == 0 ||
	    stat(c->output, &out) < 0)
		return;
	if (argc == 0 && same_file("-", &out))
		usage_error("'%s' is both the input and the output", c->output);
	for (i = 0; i < argc; i++)
		if (same_file(argv[i], &out))
			usage_error("'%s' is both an input and the output",
			    argv[i]);
}

struct sg_writer *
open_output(const struct common *c)
{
	struct sg_error err;
	struct sg_writer *w;
	int fd = STDOUT_FILENO;

	if (c->output && strcmp(c->output, "-") != 0) {
		fd = open(c->output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC,
		    0666);
		if (fd < 0)
			die(EXIT_ERROR, "cannot open '%s': %s", c->output,
			    strerror(errno));
		snprintf(output_label, sizeof(output_label), "'%s'", c->output);
	}
	if (!(w = sg_writer_open(fd, c->gzip, &err)))
		die(EXIT_ERROR, "%s", err.msg);
	return w;
}

void
flush_output(struct sg_writer *w)
{
	struct sg_error err;

	if (sg_writer_flush(w, &err) < 0)
		die(EXIT_ERROR, "%s: %s", output_name(w), err.msg);
}

void
flush_if_idle(struct sg_writer *w, const struct sg_reader *r)
{
	if (!sg_reader_ready(r))
		flush_output(w);
}

void
write_record(struct sg_writer *w, const struct sg_record *rec)
{
	struct sg_error err;

	if (sg_writer_record(w, rec, &err) < 0)
		die(EXIT_ERROR, "%s: %s", output_name(w), err.msg);
}

void
write_comment(struct sg_writer *w, const char *text)
{
	struct sg_error err;

	if (sg_writer_write(w, text, strlen(text), &err) < 0 ||
	    sg_writer_write(w, "\n", 1, &err) < 0)
		die(EXIT_ERROR, "%s: %s", output_name(w), err.msg);
}

void
close_output(struct sg_writer *w)
{
	struct sg_error err;

	if (sg_writer_close(w, &err) < 0)
		die(EXIT_ERROR, "%s: %s", output_name(w), err.msg);
}

/* Read every record of one input; returns 0 or an exit status. */
static int
each_in_file(const char *path,
    int (*each)(struct sg_record *, struct sg_reader *, void *), void *ctx,
    struct sg_record *rec)
{
	struct sg_error err;
	struct sg_reader *r;
	int fd = STDIN_FILENO, status = 0, got;

	if (strcmp(path, "-") != 0 &&
	    (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		warnmsg("cannot open '%s': %s", path, strerror(errno));
		return EXIT_ERROR;
	}
	if (!(r = sg_reader_open(fd, path, sg_games, &err))) {
		warnmsg("%s: %s", path, err.msg);
		status = EXIT_ERROR;
	}
	if (r && input_stop)
		sg_reader_set_stop(r, input_stop);
	while (r && status == 0 && (got = sg_reader_next(r, rec, &err)) != 0) {
		if (got < 0) {
			warn_at(path, sg_reader_line(r), "%s", err.msg);
			status = EXIT_ERROR;
		} else {
			status = each(rec, r, ctx);
		}
	}
	if (r && sg_reader_close(r, &err) < 0 && status == 0) {
		warnmsg("%s: %s", path, err.msg);
		status = EXIT_ERROR;
	}
	if (fd != STDIN_FILENO)
		close(fd);
	return status;
}

int
each_record(int argc, char **argv,
    int (*each)(struct sg_record *, struct sg_reader *, void *), void *ctx)
{
	static char *stdin_only[] = { "-" };
	struct sg_record *rec = record_new();
	int i, status = 0;

	if (argc == 0) {
		argc = 1;
		argv = stdin_only;
	}
	for (i = 0; i < argc && status == 0; i++)
		status = each_in_file(argv[i], each, ctx, rec);
	free(rec);
	return status;
}

/* each_record's callback and context, and the records it was given. */
struct counted {
	int (*each)(struct sg_record *, struct sg_reader *, void *);
	void *ctx;
	unsigned long long records;
};

static int
count_record(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	struct counted *c = ctx;

	if (rec->kind != SG_REC_COMMENT)
		c->records++;
	return c->each(rec, r, c->ctx);
}

int
each_record_required(int argc, char **argv,
    int (*each)(struct sg_record *, struct sg_reader *, void *), void *ctx,
    const char *what)
{
	static char *stdin_only[] = { "-" };
	struct counted c = { each, ctx, 0 };
	int i, status = 0;

	if (argc == 0) {
		argc = 1;
		argv = stdin_only;
	}
	for (i = 0; i < argc && status == 0; i++) {
		c.records = 0;
		status = each_record(1, argv + i, count_record, &c);
		if (status == 0 && c.records == 0) {
			warnmsg("%s: no %s", argv[i], what);
			status = EXIT_ERROR;
		}
	}
	return status;
}

struct sg_record *
record_new(void)
{
	return xcalloc(1, sizeof(struct sg_record));
}

void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n, size);

	if (!p)
		die(EXIT_ERROR, "out of memory");
	return p;
}

void *
xrealloc(void *p, size_t size)
{
	if (!(p = realloc(p, size)))
		die(EXIT_ERROR, "out of memory");
	return p;
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xrealloc(NULL, n), s, n);
}
