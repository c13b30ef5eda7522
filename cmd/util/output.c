#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "msg.h"
#include "output.h"

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
