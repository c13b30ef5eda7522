/*
 * Stopping a run of many records: the first SIGINT, SIGTERM or SIGHUP sets
 * stop_signal, and the run keeps what it finished; a second kills it,
 * leaving the output as it was.  The threads a command starts leave those
 * signals to the main thread, which may be waiting for input.
 */
#ifndef SG_CMD_STOP_H
#define SG_CMD_STOP_H

#include <pthread.h>
#include <stdatomic.h>

/* The signal that stopped the run, or 0. */
extern atomic_int stop_signal;

/*
 * Called, when set, in the handler of the second stop signal before it
 * kills the command: what must not outlive it (sg-judge's bots).  Set it
 * before catch_stop_signals; it must be safe in a signal handler.
 */
extern void (*stop_last)(void);

/*
 * Catch SIGINT, SIGTERM and SIGHUP, but leave SIGHUP ignored when the
 * parent ignores it: under nohup, logging out must not stop the run.
 * SIGINT is caught even then, as a shell script's background job starts
 * with it ignored and is still stopped by kill -INT.
 */
void catch_stop_signals(void);

/* Start a thread running fn(arg) that the stop signals never interrupt. */
void start_thread(pthread_t *tid, void *(*fn)(void *), void *arg);

#endif
