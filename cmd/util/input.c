#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "games.h"
#include "input.h"
#include "msg.h"
#include "xalloc.h"

const atomic_int *input_stop;

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
