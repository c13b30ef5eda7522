#include <string.h>

#include "samegame/board.h"

/* A cell packed as x << 6 | y: flood fills work on these, not on indices,
 * so that neighbours are found without a division. */
#define XY(x, y)	((uint16_t)((x) << 6 | (y)))
#define X_OF(p)		((p) >> 6)
#define Y_OF(p)		((p) & 63)

int
sgm_board_init(struct sgm_board *b, int w, int h, struct sg_error *err)
{
	if (w < 1 || w > SGM_MAX_SIDE || h < 1 || h > SGM_MAX_SIDE)
		return sg_fail(err, "board of %dx%d is outside 1x1..%dx%d",
		    w, h, SGM_MAX_SIDE, SGM_MAX_SIDE);
	b->w = w;
	b->h = h;
	b->ncols = 0;
	b->tiles = 0;
	memset(b->height, 0, sizeof(b->height));
	memset(b->cell, SGM_EMPTY, (size_t)w * h);
	return 0;
}

/* Height of column x, or -1 if a tile stands above an empty cell at row y. */
static int
column_height(const struct sgm_board *b, int x, int *gap)
{
	const uint8_t *col = b->cell + x * b->h;
	int y = 0;

	while (y < b->h && col[y] != SGM_EMPTY)
		y++;
	for (*gap = y; *gap < b->h; (*gap)++)
		if (col[*gap] != SGM_EMPTY)
			return -1;
	return y;
}

int
sgm_board_settle_check(struct sgm_board *b, struct sg_error *err)
{
	int x, y, n;

	b->ncols = 0;
	b->tiles = 0;
	for (x = 0; x < b->w; x++) {
		if ((n = column_height(b, x, &y)) < 0)
			return sg_fail(err, "board is not settled: tile at "
			    "%d,%d stands above an empty cell", x, y);
		if (n > 0 && b->ncols < x)
			return sg_fail(err, "board is not settled: column %d "
			    "is empty but column %d is not", b->ncols, x);
		if (n > 0)
			b->ncols = x + 1;
		b->height[x] = (uint8_t)n;
		b->tiles += n;
	}
	return 0;
}

void
sgm_board_copy(struct sgm_board *dst, const struct sgm_board *src)
{
	memcpy(dst, src, (size_t)sgm_board_bytes(src));
}

int
sgm_board_equal(const struct sgm_board *a, const struct sgm_board *b)
{
	return a->w == b->w && a->h == b->h &&
	    memcmp(a->cell, b->cell, (size_t)a->w * a->h) == 0;
}

/*
 * Flood-fill the group of packed cell start, whose colour is color, marking
 * each cell of it in seen[] with mark.  Returns its size and leaves its packed
 * cells in stack[0..size).
 */
static int
flood(const struct sgm_board *b, uint16_t start, int color, int16_t *seen,
    int16_t mark, uint16_t *stack)
{
	int h = b->h, top = 0, n = 1;

	stack[0] = start;
	seen[X_OF(start) * h + Y_OF(start)] = mark;
	while (top < n) {
		int x = X_OF(stack[top]), y = Y_OF(stack[top]);
		int i = x * h + y;
		top++;
#define VISIT(cond, j, p) \
		if ((cond) && b->cell[j] == color && seen[j] != mark) { \
			seen[j] = mark; \
			stack[n++] = (p); \
		}
		VISIT(y > 0, i - 1, XY(x, y - 1));
		VISIT(y + 1 < h, i + 1, XY(x, y + 1));
		VISIT(x > 0, i - h, XY(x - 1, y));
		VISIT(x + 1 < b->ncols, i + h, XY(x + 1, y));
#undef VISIT
	}
	return n;
}

int
sgm_group_at(const struct sgm_board *b, int x, int y, uint16_t *cells)
{
	int16_t seen[SGM_MAX_CELLS];
	uint16_t stack[SGM_MAX_CELLS];
	int color, n, k;

	color = sgm_cell(b, x, y);
	if (color == SGM_EMPTY)
		return 0;
	memset(seen, 0, sizeof(seen[0]) * b->w * b->h);
	n = flood(b, XY(x, y), color, seen, 1, stack);
	if (cells)
		for (k = 0; k < n; k++)
			cells[k] = (uint16_t)(X_OF(stack[k]) * b->h +
			    Y_OF(stack[k]));
	return n;
}

int
sgm_groups(const struct sgm_board *b, struct sgm_group *out, int16_t *label)
{
	int16_t seen_local[SGM_MAX_CELLS], *seen = label ? label : seen_local;
	uint16_t stack[SGM_MAX_CELLS];
	int x, y, i, n, k, ngroups = 0, h = b->h;

	memset(seen, 0xff, sizeof(seen[0]) * b->w * h);	/* -1 */
	for (x = 0; x < b->ncols; x++) {
		for (y = 0; y < b->height[x]; y++) {
			i = x * h + y;
			if (seen[i] != -1)
				continue;
			n = flood(b, XY(x, y), b->cell[i], seen,
			    (int16_t)ngroups, stack);
			if (n == 1) {
				seen[i] = -2;	/* lone tile: seen, no group */
				continue;
			}
			out[ngroups].cell = (uint16_t)i;
			out[ngroups].size = (uint16_t)n;
			out[ngroups].color = b->cell[i];
			ngroups++;
		}
	}
	if (label)
		for (k = 0; k < b->w * h; k++)
			if (label[k] == -2)
				label[k] = -1;
	return ngroups;
}

int
sgm_has_move(const struct sgm_board *b)
{
	int x, y, h = b->h;
	const uint8_t *c = b->cell;

	for (x = 0; x < b->ncols; x++) {
		int top = b->height[x];
		int right = x + 1 < b->ncols ? b->height[x + 1] : 0;
		for (y = 0; y < top; y++) {
			int i = x * h + y;
			if (y + 1 < top && c[i] == c[i + 1])
				return 1;
			if (y < right && c[i] == c[i + h])
				return 1;
		}
	}
	return 0;
}

/* Let the tiles of column x fall onto the tiles below them. */
static void
settle_column(struct sgm_board *b, int x)
{
	uint8_t *col = b->cell + x * b->h;
	int y, top = 0;

	for (y = 0; y < b->height[x]; y++)
		if (col[y] != SGM_EMPTY)
			col[top++] = col[y];
	memset(col + top, SGM_EMPTY, (size_t)(b->height[x] - top));
	b->height[x] = (uint8_t)top;
}

/* Move the non-empty columns from first on to the left, in order. */
static void
close_columns(struct sgm_board *b, int first)
{
	int x, to = first, h = b->h;

	for (x = first; x < b->ncols; x++) {
		if (b->height[x] == 0)
			continue;
		if (to != x) {
			memcpy(b->cell + to * h, b->cell + x * h, (size_t)h);
			b->height[to] = b->height[x];
		}
		to++;
	}
	for (x = to; x < b->ncols; x++) {
		memset(b->cell + x * h, SGM_EMPTY, (size_t)h);
		b->height[x] = 0;
	}
	b->ncols = to;
}

void
sgm_remove(struct sgm_board *b, const uint16_t *cells, int n)
{
	uint64_t touched[SGM_MAX_SIDE / 64] = {0};
	int k, x, first = b->w;

	for (k = 0; k < n; k++) {
		x = cells[k] / b->h;
		b->cell[cells[k]] = SGM_EMPTY;
		touched[x / 64] |= UINT64_C(1) << (x % 64);
		if (x < first)
			first = x;
	}
	for (x = first; x < b->ncols; x++)
		if (touched[x / 64] >> (x % 64) & 1)
			settle_column(b, x);
	b->tiles -= n;
	close_columns(b, first);
}

int
sgm_play(struct sgm_board *b, int x, int y, const char **why)
{
	uint16_t cells[SGM_MAX_CELLS];
	const char *reason = NULL;
	int n = 0;

	if (x < 0 || y < 0 || x >= b->w || y >= b->h)
		reason = "off the board";
	else if (sgm_cell(b, x, y) == SGM_EMPTY)
		reason = "empty cell";
	else if ((n = sgm_group_at(b, x, y, cells)) < 2)
		reason = "single tile";
	if (reason) {
		if (why)
			*why = reason;
		return 0;
	}
	sgm_remove(b, cells, n);
	return n;
}

int
sgm_color_counts(const struct sgm_board *b, int count[SGM_MAX_COLORS])
{
	int x, y, c, seen = 0;

	memset(count, 0, sizeof(int) * SGM_MAX_COLORS);
	for (x = 0; x < b->ncols; x++)
		for (y = 0; y < b->height[x]; y++)
			count[b->cell[x * b->h + y] - 1]++;
	for (c = 0; c < SGM_MAX_COLORS; c++)
		seen += count[c] > 0;
	return seen;
}
