/*
 * The bot of one game: a command run in a process group of its own, with
 * pipes on its standard input and output, so that the whole group (the bot
 * and any child it left holding the pipes) can be ended, and no read or
 * write of the judge ever waits past a deadline.  Its standard error, when
 * kept, comes through a pipe the judge drains into a file while it waits,
 * up to a cap: a bot that floods it fills no disk.
 */
#ifndef SG_JUDGE_BOT_H
#define SG_JUDGE_BOT_H

#include <stdatomic.h>
#include <stddef.h>
#include <sys/types.h>

#define BOT_LINE_MAX	256	/* bytes of an answer line */
#define BOT_LIVE_MAX	1024	/* bots running at once: -j's most */

struct bot {
	pid_t pid;		/* also the group's id; 0 when none */
	int exited;		/* the bot has ended (not yet reaped) */
	int status;		/* its wait status, once exited */
	int to, from;		/* its input and output, -1 closed */
	char buf[BOT_LINE_MAX];	/* output read and not yet taken */
	size_t n;
	int err_from, err_file;	/* its standard error and where it is kept,
				   -1 when not */
	long long err_left;	/* bytes the file may still take; -1: any */
	long long err_dropped;	/* bytes past the cap */
};

/* What bot_send and bot_read found. */
enum bot_io {
	BOT_DONE,		/* sent; or one line read, its end cut */
	BOT_LATE,		/* the deadline passed first */
	BOT_ENDED,		/* the bot ended (crashed, or exited) */
	BOT_CLOSED,		/* it closed its output, or its input */
	BOT_LONG,		/* no line end in BOT_LINE_MAX - 1 bytes */
	BOT_NUL,		/* a NUL byte in the answer */
	BOT_STOPPED,		/* the judge was stopped (Ctrl-C) */
	BOT_ERROR		/* a system call failed: see errno */
};

/* Set when the judge is to stop: waits end at once (BOT_STOPPED). */
extern const atomic_int *bot_stop;

/*
 * Start argv with its standard error kept in the file errpath (NULL: none),
 * created or emptied, up to errcap bytes (0: all of it), then a line that
 * says how much more was dropped.  Returns 0, or -1 with errno (the command
 * cannot be run, say).
 */
int bot_start(struct bot *b, char *const *argv, const char *errpath,
    long long errcap);

/* Send all n bytes of buf by deadline (sg_clock seconds); BOT_CLOSED when
 * the bot no longer reads its input. */
enum bot_io bot_send(struct bot *b, const char *buf, size_t n,
    double deadline);

/*
 * Read one answer line into line (BOT_LINE_MAX bytes) by deadline: the
 * next line the bot wrote, whenever it wrote it, as the sites read them.
 */
enum bot_io bot_read(struct bot *b, double deadline, char *line);

/*
 * After the game: close its input, give it grace seconds to exit, then end
 * its whole group and reap it.  Returns the wait status when it exited by
 * itself within the grace, else -1.
 */
int bot_end(struct bot *b, double grace);

/* The CPU time the bot's process group has used (cpu.h), in ms, or -1
 * when it cannot be read (the bot has ended). */
double bot_cpu_ms(const struct bot *b);

/*
 * Kill the process group of every bot running: for a judge about to end
 * with games in flight (an error, a second stop signal), which would
 * otherwise leave them running.  Safe in a signal handler.
 */
void bot_kill_all(void);

/* "exited with status 3" or "was killed by signal 9", for messages. */
const char *bot_status_text(int status, char *buf, size_t cap);

#endif
