/* One function run on each part of a job, a thread a part. */
#include <pthread.h>

#include "core/team_internal.h"

struct member {
	void (*fn)(void *);
	void *part;
};

static void *
start(void *arg)
{
	struct member *m = arg;

	m->fn(m->part);
	return NULL;
}

void
team_run(void (*fn)(void *part), void *parts, size_t size, int n)
{
	struct member m[TEAM_MAX];
	pthread_t tid[TEAM_MAX];
	int started[TEAM_MAX] = {0};
	int t;

	for (t = 1; t < n && t < TEAM_MAX; t++) {
		m[t].fn = fn;
		m[t].part = (char *)parts + (size_t)t * size;
		started[t] = pthread_create(&tid[t], NULL, start, &m[t]) == 0;
	}
	if (n > 0)
		fn(parts);
	for (t = 1; t < n; t++) {
		if (t < TEAM_MAX && started[t])
			pthread_join(tid[t], NULL);
		else
			fn((char *)parts + (size_t)t * size);
	}
}
