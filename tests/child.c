#include <errno.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "child.h"
#include "core/clock.h"

double
child_now_ms(void)
{
	return sg_clock() * 1e3;
}

static void
close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

/* The child's side: its pipes on 0 and 1, and SIGPIPE back to its default,
 * which a referee ignores for itself and exec would pass on. */
static _Noreturn void
run(int in[2], int out[2], char **argv, const char *who)
{
	signal(SIGPIPE, SIG_DFL);
	dup2(in[0], 0);
	dup2(out[1], 1);
	close(in[0]);
	close(in[1]);
	close(out[0]);
	close(out[1]);
	execvp(argv[0], argv);
	fprintf(stderr, "%s: cannot run '%s': %s\n", who, argv[0],
	    strerror(errno));
	_exit(127);
}

int
child_start(struct child *c, char **argv, const char *who)
{
	int in[2], out[2];

	c->pid = 0;
	c->to = c->from = -1;
	if (pipe(in) < 0)
		return -1;
	if (pipe(out) < 0) {
		close(in[0]);
		close(in[1]);
		return -1;
	}
	fflush(NULL);	/* or the child's exit error would flush ours */
	if ((c->pid = fork()) < 0) {
		c->pid = 0;
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		return -1;
	}
	if (c->pid == 0)
		run(in, out, argv, who);
	close(in[0]);
	close(out[1]);
	c->to = in[1];
	c->from = out[0];
	return 0;
}

int
child_send(struct child *c, const char *buf, size_t n)
{
	size_t off = 0;
	ssize_t k;

	while (off < n) {
		if ((k = write(c->to, buf + off, n - off)) < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		off += (size_t)k;
	}
	return 0;
}

int
child_readable(const struct child *c, double deadline_ms)
{
	struct pollfd p = { c->from, POLLIN, 0 };
	double left;

	for (;;) {
		if ((left = deadline_ms - child_now_ms()) <= 0)
			return 0;
		if (poll(&p, 1, (int)ceil(left)) < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		if (p.revents)
			return 1;
	}
}

enum child_line
child_read_line(struct child *c, double deadline_ms, char *buf, size_t cap)
{
	size_t n = 0;
	ssize_t k;
	char *nl;
	int ready;

	for (;;) {
		if ((ready = child_readable(c, deadline_ms)) <= 0)
			return ready == 0 ? CHILD_LATE : CHILD_ERROR;
		if ((k = read(c->from, buf + n, cap - 1 - n)) < 0) {
			if (errno == EINTR)
				continue;
			return CHILD_ERROR;
		}
		if (k == 0)
			return CHILD_CLOSED;
		n += (size_t)k;
		if ((nl = memchr(buf, '\n', n)) != NULL) {
			/* a line sent ahead of its turn answers a position
			 * the bot has not seen */
			if (nl != buf + n - 1)
				return CHILD_LINES;
			*nl = '\0';
			return CHILD_LINE;
		}
		if (n == cap - 1)
			return CHILD_LONG;
	}
}

int
child_writes_more(struct child *c)
{
	char ch;
	ssize_t k;

	while ((k = read(c->from, &ch, 1)) < 0 && errno == EINTR)
		;
	return k < 0 ? -1 : k > 0;
}

int
child_reap(struct child *c, double ms, int *st)
{
	struct timespec nap = { 0, 2000000 };
	double end = child_now_ms() + ms;
	pid_t k;

	for (;;) {
		if ((k = waitpid(c->pid, st, WNOHANG)) == c->pid) {
			c->pid = 0;
			return 0;
		}
		if (k < 0 && errno != EINTR)
			return -1;
		if (child_now_ms() >= end)
			return 1;
		nanosleep(&nap, NULL);
	}
}

void
child_close_input(struct child *c)
{
	close_fd(&c->to);
}

void
child_stop(struct child *c)
{
	close_fd(&c->to);
	close_fd(&c->from);
	if (c->pid > 0) {
		kill(c->pid, SIGKILL);
		while (waitpid(c->pid, NULL, 0) < 0 && errno == EINTR)
			;
		c->pid = 0;
	}
}

const char *
child_status_text(int st, char *buf, size_t cap)
{
	if (WIFEXITED(st))
		snprintf(buf, cap, "exited with status %d", WEXITSTATUS(st));
	else
		snprintf(buf, cap, "was killed by signal %d", WTERMSIG(st));
	return buf;
}
