#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "games.h"
#include "input.h"
#include "msg.h"
#include "xalloc.h"

const atomic_int *input_stop;

/* Set when a walk ends short of the end of its inputs. */
static int walk_failed;

int
input_failed(void)
{
	return walk_failed;
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
	if (status != 0)
		walk_failed = 1;
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
			walk_failed = 1;
		}
	}
	return status;
}

/* The records of the regular file open on fd, read from its start, or -1
 * when it cannot be read to its end. */
static long long
count_in_fd(int fd, const char *name, struct sg_record *rec)
{
	struct sg_error err;
	struct sg_reader *r;
	struct stat st;
	long long n = 0;
	int got;

	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) ||
	    !(r = sg_reader_open(fd, name, sg_games, &err)))
		return -1;
	while ((got = sg_reader_next(r, rec, &err)) > 0)
		if (rec->kind != SG_REC_COMMENT)
			n++;
	if (sg_reader_close(r, &err) < 0 || got < 0)
		return -1;
	return n;
}

/* The records of one operand, or -1 (standard input is read again from
 * where it stands, so it counts only when it is a regular file). */
static long long
count_in_file(const char *path, struct sg_record *rec)
{
	struct stat st;
	long long n;
	off_t at;
	int fd;

	if (strcmp(path, "-") == 0) {
		if ((at = lseek(STDIN_FILENO, 0, SEEK_CUR)) < 0)
			return -1;
		n = count_in_fd(STDIN_FILENO, path, rec);
		return lseek(STDIN_FILENO, at, SEEK_SET) == at ? n : -1;
	}
	/* opening a named pipe would take the place of its real reader */
	if (stat(path, &st) < 0 || !S_ISREG(st.st_mode) ||
	    (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	n = count_in_fd(fd, path, rec);
	close(fd);
	return n;
}

long long
count_records(int argc, char **argv)
{
	static char *stdin_only[] = { "-" };
	struct sg_record *rec = record_new();
	long long total = 0, n = 0;
	int i;

	if (argc == 0) {
		argc = 1;
		argv = stdin_only;
	}
	for (i = 0; i < argc && n >= 0; i++)
		if ((n = count_in_file(argv[i], rec)) >= 0)
			total += n;
	free(rec);
	return n < 0 ? -1 : total;
}
