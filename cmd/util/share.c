#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "share.h"

/* 1 if dir holds name: its path is then in buf. */
static int
share_in(const char *dir, const char *name, char *buf, size_t cap)
{
	size_t n = (size_t)snprintf(buf, cap, "%s/%s", dir, name);

	return n < cap && access(buf, R_OK) == 0;
}

/* 1 if dir + sub holds name: its path is then in buf. */
static int
share_below(const char *dir, const char *sub, const char *name, char *buf,
    size_t cap)
{
	char path[4096];

	if ((size_t)snprintf(path, sizeof(path), "%s%s", dir, sub) >=
	    sizeof(path))
		return 0;
	return share_in(path, name, buf, cap);
}

const char *
share_path(const char *name, char *buf, size_t cap)
{
	const char *dir = getenv("SG_SHAREDIR");
	char exe[4096], *slash;
	ssize_t n;
	int up;

	if (dir && *dir) {
		snprintf(buf, cap, "%s/%s", dir, name);
		return buf;
	}
	if (share_in(SG_SHAREDIR, name, buf, cap))
		return buf;
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	exe[n > 0 ? n : 0] = '\0';
	for (up = 0; up < 4 && (slash = strrchr(exe, '/')); up++) {
		*slash = '\0';
		if (share_below(exe, "/share/sg", name, buf, cap) ||
		    share_below(exe, "/share", name, buf, cap))
			return buf;
	}
	snprintf(buf, cap, "%s/%s", SG_SHAREDIR, name);
	return buf;
}
