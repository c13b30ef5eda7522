/*
 * Fuzz target: the reader of the text TopCoder's Lines tester sends (its
 * lines are the input's).  Invariants:
 *
 * - a refused line comes with a message and the number of that line;
 * - after each turn read the reader is idle, and the turn written out
 *   again by lines_proto_format reads back, header and all, as the same
 *   grid, next colours and time.
 */
#include <string.h>

#include "lines/protocol.h"
#include "fuzz.h"

#define TEXT_MAX	(LINES_MAX_CELLS * 4 + 256)

/* Check that the turn of p, formatted and read afresh, is the same. */
static void
turn_again(const struct lines_proto *p)
{
	static char text[TEXT_MAX];
	const struct lines_view *v = &p->view;
	struct lines_proto q;
	struct sg_error err;
	char *line = text, *nl;
	int got = 0, len;

	len = lines_proto_format(v, 1, p->time_ms, text, sizeof(text));
	FUZZ_CHECK(len > 0 && text[len - 1] == '\n');
	lines_proto_start(&q);
	while ((nl = strchr(line, '\n')) != NULL) {
		FUZZ_CHECK(got == 0);
		*nl = '\0';
		got = lines_proto_line(&q, line, &err);
		FUZZ_CHECK(got >= 0);
		line = nl + 1;
	}
	FUZZ_CHECK(got == 1 && lines_proto_idle(&q));
	FUZZ_CHECK(q.view.n == v->n && q.view.colors == v->colors);
	FUZZ_CHECK(memcmp(q.view.cell, v->cell, (size_t)(v->n * v->n)) == 0);
	FUZZ_CHECK(q.view.nnext == v->nnext);
	FUZZ_CHECK(memcmp(q.view.next, v->next, (size_t)v->nnext) == 0);
	FUZZ_CHECK(q.time_ms == p->time_ms);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char line[4096];
	static struct lines_proto p;
	struct sg_error err;
	const char *s = (const char *)data, *end = s + size, *nl;
	size_t len;
	int got, lines = 0;

	lines_proto_start(&p);
	FUZZ_CHECK(lines_proto_idle(&p));
	while (s < end) {
		nl = memchr(s, '\n', (size_t)(end - s));
		len = (size_t)((nl ? nl : end) - s);
		if (len >= sizeof(line) || memchr(s, '\0', len))
			return 0;
		memcpy(line, s, len);
		line[len] = '\0';
		s += len + 1;
		lines++;
		err.msg[0] = '\0';
		got = lines_proto_line(&p, line, &err);
		if (got < 0) {
			FUZZ_CHECK(err.msg[0] != '\0' && p.line == lines);
			return 0;
		}
		if (got == 1) {
			FUZZ_CHECK(lines_proto_idle(&p));
			turn_again(&p);
		}
	}
	return 0;
}
