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
 * Catch SIGINT, SIGTERM and SIGHUP, but leave SIGHUP ignored when the
 * parent ignores it: under nohup, logging out must not stop the run.
 * SIGINT is caught even then, as a shell script's background job starts
 * with it ignored and is still stopped by kill -INT.
 */
void catch_stop_signals(void);

/* Start a thread running fn(arg) that the stop signals never interrupt. */
void start_thread(pthread_t *tid, void *(*fn)(void *), void *arg);

#endif
