#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/error.h"

int
sg_fail(struct sg_error *err, const char *fmt, ...)
{
	va_list ap;

	if (err) {
		va_start(ap, fmt);
		vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
		va_end(ap);
	}
	return -1;
}

const char *
sg_quote(char q[SG_QUOTE_SIZE], const char *s, size_t len)
{
	size_t i, n = len < SG_QUOTE_MAX ? len : SG_QUOTE_MAX;

	for (i = 0; i < n; i++)
		q[i] = s[i] >= 0x20 && s[i] < 0x7f ? s[i] : '?';
	if (n < len) {
		memcpy(q + n, "...", 3);
		n += 3;
	}
	q[n] = '\0';
	return q;
}
