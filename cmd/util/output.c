/* mkostemp: the temporary output close-on-exec from birth, or sg-judge's
 * bots would inherit it */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "input.h"
#include "msg.h"
#include "output.h"

/* What messages call the output: one writer a process, named here. */
static char output_label[PATH_MAX + 8] = "standard output";

/* The file the output replaces, and the temporary file beside it that is
 * written meanwhile; temp_live says the temporary file exists. */
static char final_path[PATH_MAX];
static char temp_path[PATH_MAX + 16];
static volatile sig_atomic_t temp_live;

/* The temporary file again, to fsync once the writer has closed its fd:
 * after a crash the file is then whole or as it was, never empty. */
static int temp_sync_fd = -1;

/* Records written, for what a stopped command reports. */
static unsigned long long records_written;

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

/* Remove the temporary file: at exit before the rename (die, an error),
 * and on a signal that would otherwise kill the command with it left. */
static void
remove_temp(void)
{
	if (temp_live) {
		temp_live = 0;
		unlink(temp_path);
	}
}

/* At exit with the temporary file not put in place (die: a write error,
 * bad input): remove it, and say the output was not touched. */
static void
remove_temp_at_exit(void)
{
	if (temp_live) {
		remove_temp();
		warnmsg("%s left as it was", output_label);
	}
}

void
drop_output_and_raise(int sig)
{
	remove_temp();
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Catch sig to remove the temporary file, unless the command has its own
 * handler (sg-solve does: it finishes and keeps what it has). */
static void
remove_temp_on(int sig)
{
	struct sigaction old, sa;

	if (sigaction(sig, NULL, &old) < 0 || old.sa_handler != SIG_DFL)
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = drop_output_and_raise;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
}

/* 1 if st is the file fd is open on. */
static int
open_on(int fd, const struct stat *st)
{
	struct stat fst;

	return fstat(fd, &fst) == 0 && fst.st_dev == st->st_dev &&
	    fst.st_ino == st->st_ino;
}

/* N when path is /dev/fd/N or /proc/self/fd/N, else -1. */
static int
fd_number(const char *path)
{
	static const char *const dirs[] = { "/dev/fd/", "/proc/self/fd/" };
	char *end;
	long n;
	size_t i, len;

	for (i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
		len = strlen(dirs[i]);
		if (strncmp(path, dirs[i], len) != 0 || !isdigit(
		    (unsigned char)path[len]))
			continue;
		n = strtol(path + len, &end, 10);
		return *end == '\0' && n <= INT_MAX ? (int)n : -1;
	}
	return -1;
}

/*
 * The descriptor this process already has open on path (/dev/stdout,
 * /dev/fd/N, /proc/self/fd/N, or the file standard output or error is
 * redirected to), else -1.  It is written through: opening path again would
 * truncate what the shell opened with ">>", and replacing it would take the
 * file from under the shell.
 */
static int
open_already(const char *path)
{
	struct stat st;
	int n = fd_number(path);

	if (stat(path, &st) < 0)
		return -1;
	if (open_on(STDOUT_FILENO, &st))
		return STDOUT_FILENO;
	if (open_on(STDERR_FILENO, &st))
		return STDERR_FILENO;
	return n >= 0 && open_on(n, &st) ? n : -1;
}

/*
 * Where path names a regular file or nothing yet, set final_path to the
 * file to replace (a symbolic link's target: the link stays) and return 1;
 * return 0 for what must be written in place (a device, a pipe, a link to
 * nowhere, what is under /dev/ or /proc/).
 */
static int
replaceable(const char *path)
{
	struct stat st;

	/* devices, and what /proc names, are never renamed over */
	if (strncmp(path, "/dev/", 5) == 0 || strncmp(path, "/proc/", 6) == 0)
		return 0;
	if (lstat(path, &st) < 0)
		return errno == ENOENT &&
		    snprintf(final_path, sizeof(final_path), "%s", path) <
		    (int)sizeof(final_path);
	if (S_ISLNK(st.st_mode))
		return stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
		    realpath(path, final_path) != NULL;
	return S_ISREG(st.st_mode) &&
	    snprintf(final_path, sizeof(final_path), "%s", path) <
	    (int)sizeof(final_path);
}

/*
 * Give the new file on fd the old file's owner, group and mode, else the
 * mode open would give; -1 on an error.  A user who may not give a file
 * away keeps it (EPERM), with the old group when that one is allowed.
 */
static int
take_old_attributes(int fd)
{
	struct stat st;
	mode_t mask;

	if (stat(final_path, &st) < 0) {
		mask = umask(0);
		umask(mask);
		return fchmod(fd, 0666 & ~mask);
	}
	/* chown first: it can clear the set-id bits fchmod then sets */
	if (fchown(fd, st.st_uid, st.st_gid) < 0) {
		if (errno != EPERM)
			return -1;
		(void)fchown(fd, (uid_t)-1, st.st_gid);
	}
	return fchmod(fd, st.st_mode & 07777);
}

/* Create the temporary file beside final_path (".NAME.XXXXXX", as rsync
 * names its own), or die. */
static int
open_temp(const char *name)
{
	const char *slash = strrchr(final_path, '/');
	int dirlen = slash ? (int)(slash - final_path + 1) : 0;
	int fd;

	snprintf(temp_path, sizeof(temp_path), "%.*s.%s.XXXXXX", dirlen,
	    final_path, final_path + dirlen);
	if (atexit(remove_temp_at_exit) != 0)
		die(EXIT_ERROR, "cannot arrange to remove a temporary file");
	remove_temp_on(SIGINT);
	remove_temp_on(SIGTERM);
	remove_temp_on(SIGHUP);
	if ((fd = mkostemp(temp_path, O_CLOEXEC)) < 0)
		die(EXIT_ERROR, "cannot open '%s': %s", name, strerror(errno));
	temp_live = 1;
	if (take_old_attributes(fd) < 0 ||
	    (temp_sync_fd = fcntl(fd, F_DUPFD_CLOEXEC, 0)) < 0)
		die(EXIT_ERROR, "cannot open '%s': %s", name, strerror(errno));
	return fd;
}

struct sg_writer *
open_output(const struct common *c)
{
	struct sg_error err;
	struct sg_writer *w;
	int fd = STDOUT_FILENO;

	if (c->output && strcmp(c->output, "-") != 0) {
		if ((fd = open_already(c->output)) >= 0) {
			/* the writer closes its fd; stdout is its own */
			if (fd != STDOUT_FILENO &&
			    (fd = fcntl(fd, F_DUPFD_CLOEXEC, 0)) < 0)
				die(EXIT_ERROR, "cannot open '%s': %s",
				    c->output, strerror(errno));
		} else if (replaceable(c->output)) {
			fd = open_temp(c->output);
		} else if ((fd = open(c->output, O_WRONLY | O_CREAT |
		    O_TRUNC | O_CLOEXEC, 0666)) < 0) {
			die(EXIT_ERROR, "cannot open '%s': %s", c->output,
			    strerror(errno));
		}
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

static void
flush_idle(void *w)
{
	flush_output(w);
}

void
flush_when_idle(struct sg_writer *w)
{
	input_idle = flush_idle;
	input_idle_ctx = w;
}

void
write_record(struct sg_writer *w, const struct sg_record *rec)
{
	struct sg_error err;

	if (sg_writer_record(w, rec, &err) < 0)
		die(EXIT_ERROR, "%s: %s", output_name(w), err.msg);
	records_written++;
}

void
write_comment(struct sg_writer *w, const char *text)
{
	struct sg_error err;

	if (sg_writer_write(w, text, strlen(text), &err) < 0 ||
	    sg_writer_write(w, "\n", 1, &err) < 0)
		die(EXIT_ERROR, "%s: %s", output_name(w), err.msg);
}

unsigned long long
output_records(void)
{
	return records_written;
}

/* Close w, then put the temporary file in place of the output when keep
 * says so, else remove it and say the output was left as it was. */
static void
finish_output(struct sg_writer *w, int keep)
{
	struct sg_error err;

	if (sg_writer_close(w, &err) < 0)
		die(EXIT_ERROR, "%s: %s", output_name(w), err.msg);
	if (!temp_live)
		return;
	if (!keep) {
		remove_temp();
		warnmsg("%s left as it was", output_label);
	} else if (fsync(temp_sync_fd) < 0) {
		die(EXIT_ERROR, "%s: %s", output_label, strerror(errno));
	} else if (rename(temp_path, final_path) < 0) {
		die(EXIT_ERROR, "cannot rename '%s' to %s: %s", temp_path,
		    output_label, strerror(errno));
	} else {
		temp_live = 0;
	}
	close(temp_sync_fd);
	temp_sync_fd = -1;
}

void
close_output(struct sg_writer *w)
{
	finish_output(w, !input_failed());
}

void
close_output_partial(struct sg_writer *w, int stopped)
{
	finish_output(w, stopped ? records_written > 0 : !input_failed());
}
