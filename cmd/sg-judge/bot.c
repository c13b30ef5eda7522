/* pipe2: the pipes close-on-exec from birth, or another thread's bot
 * would inherit them */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bot.h"
#include "cpu.h"
#include "core/clock.h"

/* Waits poll in slices this long, to see a bot that ended while a child
 * of its holds its output open, and a stop. */
#define SLICE_MS	20

const atomic_int *bot_stop;

/* The process groups of the bots running, 0 in a free slot: what
 * bot_kill_all kills, from any thread or a signal handler. */
static atomic_int live[BOT_LIVE_MAX];
_Static_assert(sizeof(pid_t) == sizeof(int), "a group id fits a slot");

/* Note the bot's group as running; a full table (more bots than -j
 * allows) only loses bot_kill_all's cover. */
static void
live_add(pid_t pid)
{
	int i, free;

	for (i = 0; i < BOT_LIVE_MAX; i++) {
		free = 0;
		if (atomic_compare_exchange_strong(&live[i], &free, pid))
			return;
	}
}

/* Its group ended and not yet reaped: its id is not reused before. */
static void
live_drop(pid_t pid)
{
	int i;

	for (i = 0; i < BOT_LIVE_MAX; i++)
		if (atomic_load(&live[i]) == pid) {
			atomic_store(&live[i], 0);
			return;
		}
}

void
bot_kill_all(void)
{
	int i, pid;

	for (i = 0; i < BOT_LIVE_MAX; i++)
		if ((pid = atomic_load(&live[i])) > 0)
			kill(-pid, SIGKILL);
}

extern char **environ;

static void
close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

/* Bytes of the bot's standard error read at a time, and its pipe's. */
#define ERR_CHUNK	65536
#define ERR_PIPE	(1 << 20)

/*
 * Where the bot's standard error goes, into *err: /dev/null, or a pipe
 * whose reading end goes to b->err_from and the file errpath, created or
 * emptied, to b->err_file.  Returns 0, or -1 with errno.
 */
static int
open_err(struct bot *b, const char *errpath, long long errcap, int *err)
{
	int fds[2], e;

	if (!errpath)
		return (*err = open("/dev/null", O_WRONLY | O_CLOEXEC)) < 0 ?
		    -1 : 0;
	if ((b->err_file = open(errpath, O_WRONLY | O_CREAT | O_TRUNC |
	    O_CLOEXEC, 0666)) < 0)
		return -1;
	if (pipe2(fds, O_CLOEXEC | O_NONBLOCK) < 0) {
		e = errno;
		close_fd(&b->err_file);
		errno = e;
		return -1;
	}
	/* the bot's end blocks, as a terminal would, but on a megabyte: the
	 * judge drains it only while it waits on the bot */
	fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) & ~O_NONBLOCK);
	fcntl(fds[1], F_SETPIPE_SZ, ERR_PIPE);
	b->err_from = fds[0];
	b->err_left = errcap > 0 ? errcap : -1;
	*err = fds[1];
	return 0;
}

/* Keep the n bytes buf of the bot's standard error, as far as the cap;
 * what the cap or the disk refused counts as dropped. */
static void
keep_err(struct bot *b, const char *buf, size_t n)
{
	size_t keep = n, done = 0;
	ssize_t k;

	if (b->err_left >= 0 && (long long)keep > b->err_left)
		keep = (size_t)b->err_left;
	/* a full disk costs the log, not the game */
	while (done < keep && ((k = write(b->err_file, buf + done,
	    keep - done)) > 0 || (k < 0 && errno == EINTR)))
		done += k > 0 ? (size_t)k : 0;
	if (b->err_left >= 0)
		b->err_left -= (long long)done;
	b->err_dropped += (long long)(n - done);
}

/* Read what the bot's standard error holds now; close it at its end. */
static void
drain_err(struct bot *b)
{
	char buf[ERR_CHUNK];
	ssize_t k;

	while (b->err_from >= 0) {
		k = read(b->err_from, buf, sizeof(buf));
		if (k > 0)
			keep_err(b, buf, (size_t)k);
		else if (k == 0 || (errno != EINTR && errno != EAGAIN))
			close_fd(&b->err_from);
		else if (errno == EAGAIN)
			return;
	}
}

/* The attributes of the bot's process: a group of its own, no signal
 * blocked, and the signals the judge catches or ignores at their default. */
static int
spawn_attr(posix_spawnattr_t *a)
{
	sigset_t none, dfl;

	sigemptyset(&none);
	sigemptyset(&dfl);
	sigaddset(&dfl, SIGPIPE);
	sigaddset(&dfl, SIGINT);
	sigaddset(&dfl, SIGTERM);
	sigaddset(&dfl, SIGHUP);
	if (posix_spawnattr_init(a) != 0)
		return -1;
	posix_spawnattr_setpgroup(a, 0);
	posix_spawnattr_setsigmask(a, &none);
	posix_spawnattr_setsigdefault(a, &dfl);
	return posix_spawnattr_setflags(a, POSIX_SPAWN_SETPGROUP |
	    POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) == 0 ? 0 : -1;
}

/* Spawn argv on in, out and err; 0, or an errno. */
static int
spawn(struct bot *b, char *const *argv, int in, int out, int err)
{
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t a;
	int e;

	if (spawn_attr(&a) < 0)
		return ENOMEM;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, in, 0);
	posix_spawn_file_actions_adddup2(&fa, out, 1);
	posix_spawn_file_actions_adddup2(&fa, err, 2);
	e = posix_spawnp(&b->pid, argv[0], &fa, &a, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	posix_spawnattr_destroy(&a);
	return e;
}

/* Close every descriptor of b but the bot's own, keeping errno. */
static void
close_all(struct bot *b)
{
	int e = errno;

	close_fd(&b->to);
	close_fd(&b->from);
	close_fd(&b->err_from);
	close_fd(&b->err_file);
	errno = e;
}

int
bot_start(struct bot *b, char *const *argv, const char *errpath,
    long long errcap)
{
	int in[2], out[2], err, e;

	memset(b, 0, sizeof(*b));
	b->to = b->from = b->err_from = b->err_file = -1;
	if (open_err(b, errpath, errcap, &err) < 0)
		return -1;
	if (pipe2(in, O_CLOEXEC) < 0) {
		close(err);
		close_all(b);
		return -1;
	}
	if (pipe2(out, O_CLOEXEC) < 0) {
		e = errno;
		close(in[0]);
		close(in[1]);
		close(err);
		close_all(b);
		errno = e;
		return -1;
	}
	e = spawn(b, argv, in[0], out[1], err);
	close(in[0]);
	close(out[1]);
	close(err);
	b->to = in[1];
	b->from = out[0];
	if (e != 0) {
		b->pid = 0;
		close_all(b);
		errno = e;
		return -1;
	}
	live_add(b->pid);
	/* a write must not wait on a bot that stops reading */
	fcntl(b->to, F_SETFL, fcntl(b->to, F_GETFL) | O_NONBLOCK);
	return 0;
}

/* 1 once the bot has ended; it stays a zombie, so that its group's id is
 * not taken by another process before bot_end kills the group. */
static int
ended(struct bot *b)
{
	siginfo_t si;

	if (b->exited)
		return 1;
	memset(&si, 0, sizeof(si));
	if (waitid(P_PID, (id_t)b->pid, &si, WEXITED | WNOHANG | WNOWAIT) <
	    0 || si.si_pid == 0)
		return 0;
	b->exited = 1;
	b->status = si.si_code == CLD_EXITED ? (si.si_status & 0xff) << 8 :
	    si.si_status & 0x7f;
	return 1;
}

/* Wait for fd to be ready for events by deadline, a slice at a time:
 * BOT_DONE, or why not. */
static enum bot_io
await(struct bot *b, int fd, short events, double deadline)
{
	struct pollfd p[2] = { { fd, events, 0 }, { -1, POLLIN, 0 } };
	double left;
	int r;

	for (;;) {
		if (bot_stop && atomic_load(bot_stop))
			return BOT_STOPPED;
		if ((left = deadline - sg_clock()) <= 0)
			return BOT_LATE;
		p[1].fd = b->err_from;
		r = poll(p, 2, left * 1e3 < SLICE_MS ? (int)(left * 1e3) + 1 :
		    SLICE_MS);
		if (r < 0 && errno != EINTR)
			return BOT_ERROR;
		if (r > 0 && p[1].revents)
			drain_err(b);
		if (r > 0 && p[0].revents)
			return BOT_DONE;
		if (ended(b))
			return BOT_ENDED;
	}
}

enum bot_io
bot_send(struct bot *b, const char *buf, size_t n, double deadline)
{
	enum bot_io got;
	size_t off = 0;
	ssize_t k;

	while (off < n) {
		if ((k = write(b->to, buf + off, n - off)) >= 0) {
			off += (size_t)k;
			continue;
		}
		/* it may have answered before it closed its input or
		 * ended: the read says */
		if (errno == EPIPE)
			return BOT_CLOSED;
		if (errno != EAGAIN && errno != EINTR)
			return BOT_ERROR;
		if ((got = await(b, b->to, POLLOUT, deadline)) != BOT_DONE)
			return got;
	}
	return BOT_DONE;
}

/*
 * Take the line at the start of b->buf into line, if there is one whole;
 * what follows it stays for the turns after.  A line that came before its
 * turn was asked answers it, as on the sites: telling it apart would hang
 * on how the bot's writes and the judge's reads fell in time.
 */
static enum bot_io
take_line(struct bot *b, char *line)
{
	char *nl = memchr(b->buf, '\n', b->n);
	size_t len;

	if (nl == NULL)
		return b->n == sizeof(b->buf) - 1 ? BOT_LONG : BOT_LATE;
	len = (size_t)(nl - b->buf);
	/* the parsers read up to a NUL: what came after it would be lost */
	if (memchr(b->buf, '\0', len))
		return BOT_NUL;
	memcpy(line, b->buf, len);
	line[len] = '\0';
	b->n -= len + 1;
	memmove(b->buf, nl + 1, b->n);
	return BOT_DONE;
}

enum bot_io
bot_read(struct bot *b, double deadline, char *line)
{
	enum bot_io got;
	ssize_t k;

	for (;;) {
		if ((got = take_line(b, line)) != BOT_LATE)
			return got;
		if ((got = await(b, b->from, POLLIN, deadline)) != BOT_DONE)
			return got;
		k = read(b->from, b->buf + b->n, sizeof(b->buf) - 1 - b->n);
		if (k < 0 && errno != EINTR)
			return BOT_ERROR;
		if (k == 0) {
			/* the end of its output: ended, or soon to */
			await(b, -1, 0, sg_clock() + 0.2);
			return ended(b) ? BOT_ENDED : BOT_CLOSED;
		}
		if (k > 0)
			b->n += (size_t)k;
	}
}

/*
 * Keep what the bot's standard error still holds (its group is gone; a
 * child that left it kept open is not waited for), and say what the cap
 * dropped.
 */
static void
end_err(struct bot *b)
{
	char note[128];
	int n;

	drain_err(b);
	if (b->err_file >= 0 && b->err_dropped > 0) {
		n = snprintf(note, sizeof(note), "\nsg-judge: %lld bytes more "
		    "of standard error dropped\n", b->err_dropped);
		if (write(b->err_file, note, (size_t)n) < 0)
			b->err_dropped = 0;	/* the log is lost anyway */
	}
	close_fd(&b->err_from);
	close_fd(&b->err_file);
}

int
bot_end(struct bot *b, double grace)
{
	int status = -1;

	close_fd(&b->to);
	if (b->pid > 0) {
		if (await(b, -1, 0, sg_clock() + grace) == BOT_ENDED ||
		    ended(b))
			status = b->status;
		kill(-b->pid, SIGKILL);
		live_drop(b->pid);
		while (waitpid(b->pid, NULL, 0) < 0 && errno == EINTR)
			;
		b->pid = 0;
	}
	close_fd(&b->from);
	end_err(b);
	return status;
}

double
bot_cpu_ms(const struct bot *b)
{
	if (b->pid <= 0 || b->exited)
		return -1;
	return group_cpu_ms(b->pid);
}

const char *
bot_status_text(int status, char *buf, size_t cap)
{
	if (WIFEXITED(status))
		snprintf(buf, cap, "exited with status %d",
		    WEXITSTATUS(status));
	else
		snprintf(buf, cap, "was killed by signal %d (%s)",
		    WTERMSIG(status), strsignal(WTERMSIG(status)));
	return buf;
}
