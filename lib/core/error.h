/* Errors as values: the library reports what went wrong in a struct sg_error
 * and a return value; it never prints and never exits. */
#ifndef SG_ERROR_H
#define SG_ERROR_H

#define SG_ERROR_MAX 256

struct sg_error {
	char msg[SG_ERROR_MAX];	/* lowercase, no final full stop */
};

/*
 * Format a message into err (which may be NULL) and return -1, so that a
 * failing function can end with "return sg_fail(err, ...);".
 */
int sg_fail(struct sg_error *err, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#include <stddef.h>

#define SG_QUOTE_MAX	40	/* bytes of bad input quoted in a message */
#define SG_QUOTE_SIZE	(SG_QUOTE_MAX + 4)

/*
 * Copy len bytes of bad input s into q (room for SG_QUOTE_SIZE) to quote in
 * a message: at most SG_QUOTE_MAX bytes, "..." when cut, and bytes that a
 * terminal would not show as '?'.  Returns q.
 */
const char *sg_quote(char q[SG_QUOTE_SIZE], const char *s, size_t len);

#endif
