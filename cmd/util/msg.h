/*
 * Messages and exit statuses: every message a command prints starts with its
 * name, and the errors that end a command go through die or usage_error.
 */
#ifndef SG_CMD_MSG_H
#define SG_CMD_MSG_H

/* Exit statuses of sg(5). */
#define EXIT_NO		1	/* a negative answer: an invalid game, say */
#define EXIT_ERROR	2	/* usage, input or output error */

extern const char *progname;	/* "sg-gen" and so on, set by util_init */

/* Set progname from argv[0], and SIGPIPE to its default action. */
void util_init(const char *argv0);

/* Print "progname: message" to stderr. */
void warnmsg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Print "progname: message" and exit with status. */
_Noreturn void die(int status, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Print "progname: file:line: message" (the place of a record). */
void warn_at(const char *file, long line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Print a usage error and "Try 'progname --help'." then exit 2. */
_Noreturn void usage_error(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));

#endif
