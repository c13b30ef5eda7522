#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cpu.h"

/* The fields of /proc/PID/stat after the command's name, from 0: the
 * process group, and the CPU of the children waited for, in clock ticks. */
#define STAT_PGRP	2
#define STAT_CUTIME	13
#define STAT_CSTIME	14

/* The CPU clock of process pid, in ms, or -1 when it is gone. */
static double
clock_ms(pid_t pid)
{
	struct timespec t;
	clockid_t c;

	if (clock_getcpuclockid(pid, &c) != 0 || clock_gettime(c, &t) != 0)
		return -1;
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/*
 * Read /proc/pid/stat's process group into *pgrp and its children's CPU
 * in ticks into *children; 0, or -1 when it is gone.
 */
static int
stat_of(pid_t pid, long *pgrp, long long *children)
{
	char path[64], buf[1024], *p;
	long long field[STAT_CSTIME + 1];
	ssize_t n;
	int fd, k;

	snprintf(path, sizeof(path), "/proc/%ld/stat", (long)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	/* the name may hold blanks and parentheses: it ends at the last ')' */
	if ((p = strrchr(buf, ')')) == NULL)
		return -1;
	for (p++, k = 0; k <= STAT_CSTIME; k++) {
		while (*p == ' ')
			p++;
		field[k] = strtoll(p, &p, 10);
		if (*p != ' ' && *p != '\0' && k > 0)
			return -1;
		if (k == 0)
			p += strcspn(p, " ");	/* the state, a letter */
	}
	*pgrp = (long)field[STAT_PGRP];
	*children = field[STAT_CUTIME] + field[STAT_CSTIME];
	return 0;
}

/*
 * The CPU of live process pid and of the children it waited for, in ms,
 * given their ticks; -1 when it is gone.
 */
static double
process_ms(pid_t pid, long long children)
{
	double own = clock_ms(pid);

	if (own < 0)
		return -1;
	return own + (double)children * 1e3 / (double)sysconf(_SC_CLK_TCK);
}

double
group_cpu_ms(pid_t pgid)
{
	DIR *d = opendir("/proc");
	struct dirent *e;
	long long children;
	long pgrp;
	double ms = 0, one, leader = -1;
	pid_t pid;

	if (d == NULL)
		return -1;
	while ((e = readdir(d)) != NULL) {
		if (!isdigit((unsigned char)e->d_name[0]))
			continue;
		pid = (pid_t)atol(e->d_name);
		if (stat_of(pid, &pgrp, &children) < 0 || pgrp != (long)pgid ||
		    (one = process_ms(pid, children)) < 0)
			continue;
		ms += one;
		if (pid == pgid)
			leader = one;
	}
	closedir(d);
	return leader < 0 ? -1 : ms;
}
