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
void (*input_idle)(void *);
void *input_idle_ctx;

/* Set when a walk ends short of the end of its inputs. */
static int walk_failed;

int
input_failed(void)
{
	return walk_failed;
}

/* Operands as given, or standard input when there is none. */
static char **
operands(int *argc, char **argv)
{
	static char *stdin_only[] = { "-" };

	if (*argc > 0)
		return argv;
	*argc = 1;
	return stdin_only;
}

/* A line r could not take as a record: the walk's bad_line when it has one
 * and r can read on, else a message and the end of the walk. */
static int
on_bad_line(const struct walk *wk, struct sg_reader *r, const char *why,
    unsigned long long *records)
{
	if (wk->bad_line && !sg_reader_broken(r)) {
		++*records;
		return wk->bad_line(r, why, wk->ctx);
	}
	warn_at(sg_reader_name(r), sg_reader_line(r), "%s", why);
	return EXIT_ERROR;
}

/* Read every record of one input; returns 0 or an exit status.  *records
 * counts its records other than comments, and its bad lines. */
static int
each_in_file(const char *path, const struct walk *wk, struct sg_record *rec,
    unsigned long long *records)
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
	if (r && input_idle)
		sg_reader_set_idle(r, input_idle, input_idle_ctx);
	while (r && status == 0 && (got = sg_reader_next(r, rec, &err)) != 0) {
		if (got < 0) {
			status = on_bad_line(wk, r, err.msg, records);
		} else {
			if (rec->kind != SG_REC_COMMENT)
				++*records;
			status = wk->each(rec, r, wk->ctx);
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
walk_records(int argc, char **argv, const struct walk *wk)
{
	struct sg_record *rec = record_new();
	unsigned long long records;
	int i, status = 0;

	argv = operands(&argc, argv);
	for (i = 0; i < argc && status == 0; i++) {
		records = 0;
		status = each_in_file(argv[i], wk, rec, &records);
		if (status == 0 && wk->required && records == 0) {
			warnmsg("%s: no %s", argv[i], wk->required);
			status = EXIT_ERROR;
		}
	}
	free(rec);
	if (status != 0)
		walk_failed = 1;
	return status;
}

int
each_record(int argc, char **argv,
    int (*each)(struct sg_record *, struct sg_reader *, void *), void *ctx)
{
	struct walk wk = { .each = each, .ctx = ctx };

	return walk_records(argc, argv, &wk);
}

int
each_record_required(int argc, char **argv,
    int (*each)(struct sg_record *, struct sg_reader *, void *), void *ctx,
    const char *what)
{
	struct walk wk = { .each = each, .ctx = ctx, .required = what };

	return walk_records(argc, argv, &wk);
}

static int
stopped(void)
{
	return input_stop && atomic_load(input_stop);
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
	int got = 0;

	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) ||
	    !(r = sg_reader_open(fd, name, sg_games, &err)))
		return -1;
	if (input_stop)
		sg_reader_set_stop(r, input_stop);
	/* a stop (Ctrl-C on a long count) ends the count as unknown */
	while (!stopped() && (got = sg_reader_next(r, rec, &err)) > 0)
		if (rec->kind != SG_REC_COMMENT)
			n++;
	if (sg_reader_close(r, &err) < 0 || got < 0 || stopped())
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
	struct sg_record *rec = record_new();
	long long total = 0, n = 0;
	int i;

	argv = operands(&argc, argv);
	for (i = 0; i < argc && n >= 0; i++)
		if ((n = count_in_file(argv[i], rec)) >= 0)
			total += n;
	free(rec);
	return n < 0 ? -1 : total;
}
