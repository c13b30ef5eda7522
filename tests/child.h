/*
 * child: a command run with pipes on its standard input and output, as the
 * referees (referee.c, lines-referee.c) run the bot they judge.  The
 * functions return what happened and leave the messages, and what counts
 * as a foul, to the referee.
 */
#ifndef SG_TESTS_CHILD_H
#define SG_TESTS_CHILD_H

#include <stddef.h>
#include <sys/types.h>

struct child {
	pid_t pid;		/* 0 once reaped */
	int to, from;		/* its standard input and output, -1 closed */
};

/* What child_read_line found. */
enum child_line {
	CHILD_LINE,		/* one line, its newline cut */
	CHILD_LATE,		/* no line by the deadline */
	CHILD_CLOSED,		/* the end of its output instead */
	CHILD_LINES,		/* more than one line in one read */
	CHILD_LONG,		/* no newline in cap - 1 bytes */
	CHILD_ERROR		/* read or poll failed: see errno */
};

/* Milliseconds on the monotonic clock. */
double child_now_ms(void);

/*
 * Start argv[0] with pipes; a command that cannot be run is reported on
 * standard error by the child, prefixed by who, which then exits 127.
 * Returns 0, or -1 with errno when a pipe or the fork failed.
 */
int child_start(struct child *c, char **argv, const char *who);

/* Write all n bytes of buf to its input: 0, or -1 with errno (EPIPE:
 * it closed its input). */
int child_send(struct child *c, const char *buf, size_t n);

/* 1 when its output is readable (or ended) before deadline_ms, 0 when the
 * deadline passed, -1 with errno when poll failed. */
int child_readable(const struct child *c, double deadline_ms);

/* Read one answer line into buf by deadline_ms. */
enum child_line child_read_line(struct child *c, double deadline_ms,
    char *buf, size_t cap);

/* After its input is closed: 1 when it writes anything more, 0 when its
 * output ends, -1 with errno. */
int child_writes_more(struct child *c);

/* Wait up to ms for it to end: 0 with its wait status in *st, 1 when it is
 * still running, -1 with errno when waitpid failed. */
int child_reap(struct child *c, double ms, int *st);

/* Close its input, so that it reads the end of it. */
void child_close_input(struct child *c);

/* Kill it if it still runs, reap it and close both pipes. */
void child_stop(struct child *c);

/* "exited with status 3" or "was killed by signal 9", for messages. */
const char *child_status_text(int st, char *buf, size_t cap);

#endif
