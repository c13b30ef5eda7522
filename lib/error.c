#include <stdarg.h>
#include <stdio.h>

#include "error.h"

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
