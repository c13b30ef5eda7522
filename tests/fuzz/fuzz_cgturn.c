/*
 * Fuzz target: the reader of the boards CodinGame's SameGame referee sends
 * (lib/samegame/cgturn.h).  The first byte picks the board size, 1..16 by
 * 1..16; the rest are the referee's lines.  Invariants:
 *
 * - a refused line comes with a message and the number of a line taken,
 *   and leaves the last board read as it was (no board is half used);
 * - a board read is settled, has a move, and holds the cells of the last
 *   h lines as a plain model reads them;
 * - that board written out by sgm_cgturn_format reads back, on its last
 *   line and not before, as the same board;
 * - the end of the text is refused exactly when it falls inside a board.
 */
#include <string.h>

#include "samegame/cgturn.h"
#include "fuzz.h"

#define SIDE_MAX	16
#define TEXT_MAX	(SGM_MAX_CELLS * 3 + 64)

/* A line of the input: where it starts and its length. */
struct span {
	const char *s;
	size_t n;
};

/* The model's cell for token s[0..n): SGM_EMPTY or colour + 1. */
static int
model_cell(const char *s, size_t n)
{
	if (n == 2 && s[0] == '-' && s[1] == '1')
		return SGM_EMPTY;
	FUZZ_CHECK(n == 1 && (s[0] == '.' || (s[0] >= '0' && s[0] <= '9')));
	return s[0] == '.' ? SGM_EMPTY : s[0] - '0' + 1;
}

/* Check row y (from the bottom) of b against line l. */
static void
model_row(const struct sgm_board *b, int y, struct span l)
{
	size_t i = 0, k, n = l.n;
	int x = 0;

	if (n > 0 && l.s[n - 1] == '\r')
		n--;
	for (;;) {
		while (i < n && (l.s[i] == ' ' || l.s[i] == '\t'))
			i++;
		if (i == n)
			break;
		for (k = i; k < n && l.s[k] != ' ' && l.s[k] != '\t'; k++)
			;
		FUZZ_CHECK(x < b->w);
		FUZZ_CHECK(sgm_cell(b, x, y) == model_cell(l.s + i, k - i));
		x++;
		i = k;
	}
	FUZZ_CHECK(x == b->w);
}

/* Check board b against the text that made it, and read it back. */
static void
board_read(const struct sgm_board *b, const struct span *rows)
{
	static char text[TEXT_MAX];
	static struct sgm_cgturn again;
	struct sgm_board settled;
	struct sg_error err;
	char *line = text, *nl;
	int y, got = 0, len;

	for (y = 0; y < b->h; y++)
		model_row(b, b->h - 1 - y, rows[y]);
	sgm_board_copy(&settled, b);
	FUZZ_CHECK(sgm_board_settle_check(&settled, &err) == 0);
	FUZZ_CHECK(sgm_board_equal(&settled, b) && sgm_has_move(b));
	len = sgm_cgturn_format(b, text, sizeof(text));
	FUZZ_CHECK(len > 0 && text[len - 1] == '\n');
	FUZZ_CHECK(sgm_cgturn_start(&again, b->w, b->h, &err) == 0);
	while ((nl = strchr(line, '\n')) != NULL) {
		FUZZ_CHECK(got == 0);
		got = sgm_cgturn_line(&again, line, (size_t)(nl - line), &err);
		line = nl + 1;
	}
	FUZZ_CHECK(got == 1 && sgm_board_equal(&again.board, b));
	FUZZ_CHECK(sgm_cgturn_end(&again, &err) == 0);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct sgm_cgturn t;
	static struct sgm_board before;
	struct span rows[SIDE_MAX];
	const char *s = (const char *)data + 1, *end = (const char *)data + size;
	const char *nl;
	struct sg_error err;
	size_t len;
	int got, inside;

	if (size < 1)
		return 0;
	FUZZ_CHECK(sgm_cgturn_start(&t, 1 + (data[0] & 15), 1 + (data[0] >> 4),
	    &err) == 0);
	while (s < end) {
		nl = memchr(s, '\n', (size_t)(end - s));
		len = (size_t)((nl ? nl : end) - s);
		rows[t.rows] = (struct span){ s, len };
		sgm_board_copy(&before, &t.board);
		err.msg[0] = '\0';
		got = sgm_cgturn_line(&t, s, len, &err);
		s += len + 1;
		if (got < 0) {
			FUZZ_CHECK(err.msg[0] != '\0');
			FUZZ_CHECK(t.bad_line >= 1 && t.bad_line <= t.line);
			FUZZ_CHECK(sgm_board_equal(&t.board, &before));
			return 0;
		}
		FUZZ_CHECK(got == 1 || sgm_board_equal(&t.board, &before));
		if (got == 1)
			board_read(&t.board, rows);
	}
	err.msg[0] = '\0';
	inside = t.rows > 0;
	got = sgm_cgturn_end(&t, &err);
	FUZZ_CHECK(got == (inside ? -1 : 0) && t.rows == 0);
	FUZZ_CHECK(got == 0 || err.msg[0] != '\0');
	return 0;
}
