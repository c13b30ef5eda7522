/*
 * sg-show's output: text gathers in a buffer, a block at a time, and goes
 * to the output in one write, so that a failed write is found at once.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "show.h"

void
bput(struct buf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		b->cap = (b->len + n + 1) * 2;
		b->p = xrealloc(b->p, b->cap);
	}
	memcpy(b->p + b->len, s, n);
	b->len += n;
	b->p[b->len] = '\0';
}

void
bputs(struct buf *b, const char *s)
{
	bput(b, s, strlen(s));
}

void
bprintf(struct buf *b, const char *fmt, ...)
{
	char tmp[1024];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	bput(b, tmp, n < 0 ? 0 : (size_t)n >= sizeof(tmp) ?
	    sizeof(tmp) - 1 : (size_t)n);
}

/* Write the buffered text to the output, or die naming the output. */
void
emit(struct show *s)
{
	struct sg_error err;

	if (s->out.len == 0 || sg_writer_write(s->w, s->out.p, s->out.len,
	    &err) >= 0) {
		s->out.len = 0;
		return;
	}
	if (s->opt.c.output && strcmp(s->opt.c.output, "-") != 0)
		die(EXIT_ERROR, "'%s': %s", s->opt.c.output, err.msg);
	die(EXIT_ERROR, "standard output: %s", err.msg);
}

/* Start a block of text, after a blank line if one came before. */
void
block(struct show *s)
{
	if (s->blocks++ > 0)
		bputs(&s->out, "\n");
}

/* "s" after a count other than 1. */
const char *
plural(long n)
{
	return n == 1 ? "" : "s";
}
