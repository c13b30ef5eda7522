#include <signal.h>
#include <string.h>

#include "msg.h"
#include "output.h"
#include "stop.h"

atomic_int stop_signal;
void (*stop_last)(void);
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "the signal handler sets an atomic");

static void
on_signal(int sig)
{
	if (atomic_exchange(&stop_signal, sig)) {
		if (stop_last)
			stop_last();
		drop_output_and_raise(sig);
	}
}

/* The stop signals, in set. */
static void
stop_set(sigset_t *set)
{
	sigemptyset(set);
	sigaddset(set, SIGINT);
	sigaddset(set, SIGTERM);
	sigaddset(set, SIGHUP);
}

void
catch_stop_signals(void)
{
	struct sigaction sa, old;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	/* No SA_RESTART: a signal must end a read(2) that waits for input. */
	sa.sa_flags = 0;
	/* one signal at a time on a thread; threads share stop_signal */
	stop_set(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	if (sigaction(SIGHUP, NULL, &old) == 0 && old.sa_handler != SIG_IGN)
		sigaction(SIGHUP, &sa, NULL);
}

void
start_thread(pthread_t *tid, void *(*fn)(void *), void *arg)
{
	sigset_t stop, old;

	stop_set(&stop);
	pthread_sigmask(SIG_BLOCK, &stop, &old);
	if (pthread_create(tid, NULL, fn, arg) != 0)
		die(EXIT_ERROR, "cannot start a thread");
	pthread_sigmask(SIG_SETMASK, &old, NULL);
}
