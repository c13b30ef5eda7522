/*
 * The part of <pthread.h> the library uses on one thread, for the single
 * file: CodinGame links no thread library, and the bot searches on one
 * thread, so a once is a flag.
 */
#ifndef SG_CG_PTHREAD_H
#define SG_CG_PTHREAD_H

typedef int pthread_once_t;
#define PTHREAD_ONCE_INIT	0

static inline int
pthread_once(pthread_once_t *once, void (*fn)(void))
{
	if (!*once) {
		*once = 1;
		fn();
	}
	return 0;
}

#endif
