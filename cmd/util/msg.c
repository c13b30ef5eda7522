#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msg.h"

const char *progname = "sg";

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
