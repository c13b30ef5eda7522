/*
 * Fuzz target: a record line, its board and its moves parsed, and the game
 * replayed under every rule set, SameGame's or Lines'.  Invariants:
 *
 * - SameGame: the replay agrees, move by move, with a plain model of the
 *   rules kept here (the board, each move's verdict and reason, the score
 *   under std, tiles and penalty, whether the game is over);
 * - Lines: each move is refused exactly when a plain model of the tester's
 *   rule (on the grid, from a ball, to an empty cell, along a free path)
 *   refuses it, for the same reason; a refused move leaves the grid as it
 *   was;
 * - an illegal move changes nothing (SameGame), and the game's own replay
 *   (sg_game.replay) says what the step by step replay says;
 * - a legal game given its replayed score as its claim, formatted and
 *   parsed again, replays to that score.
 */
#include <stdio.h>
#include <string.h>

#include "core/record.h"
#include "games.h"
#include "lines/game.h"
#include "lines/tester.h"
#include "samegame/game.h"
#include "samegame/replay.h"
#include "fuzz.h"

#define RULES	3	/* SameGame's std, tiles and penalty */

/* SameGame as the rules say it, on a plain grid: [x][y], y from the
 * bottom, 0 for empty or the colour + 1. */
struct model {
	int w, h;
	int cell[SGM_MAX_SIDE][SGM_MAX_SIDE];
};

static struct sg_record rec, again;

static void
model_start(struct model *m, const struct sgm_board *b)
{
	int x, y;

	m->w = b->w;
	m->h = b->h;
	for (x = 0; x < b->w; x++)
		for (y = 0; y < b->h; y++)
			m->cell[x][y] = sgm_cell(b, x, y);
}

/* Mark the group of (x, y) in seen with mark; returns its size. */
static int
model_group(const struct model *m, int x, int y, int mark,
    int seen[SGM_MAX_SIDE][SGM_MAX_SIDE])
{
	static const int dx[] = { 1, -1, 0, 0 }, dy[] = { 0, 0, 1, -1 };
	int n = 1, k, c = m->cell[x][y];

	seen[x][y] = mark;
	for (k = 0; k < 4; k++) {
		int nx = x + dx[k], ny = y + dy[k];

		if (nx >= 0 && ny >= 0 && nx < m->w && ny < m->h &&
		    seen[nx][ny] != mark && m->cell[nx][ny] == c)
			n += model_group(m, nx, ny, mark, seen);
	}
	return n;
}

/* Tiles fall, and empty columns close up to the left. */
static void
model_settle(struct model *m)
{
	int x, y, to, keep = 0;

	for (x = 0; x < m->w; x++) {
		for (y = to = 0; y < m->h; y++)
			if (m->cell[x][y])
				m->cell[x][to++] = m->cell[x][y];
		for (; to < m->h; to++)
			m->cell[x][to] = 0;
		if (m->cell[x][0]) {
			memmove(m->cell[keep], m->cell[x], sizeof(m->cell[x]));
			keep++;
		}
	}
	for (x = keep; x < m->w; x++)
		memset(m->cell[x], 0, sizeof(m->cell[x]));
}

/* Play (x, y): the tiles removed, or 0 with *why as the rules say. */
static int
model_play(struct model *m, int x, int y, const char **why)
{
	static int seen[SGM_MAX_SIDE][SGM_MAX_SIDE];
	int n, i, j;

	if (x >= m->w || y >= m->h) {
		*why = "off the board";
		return 0;
	}
	if (!m->cell[x][y]) {
		*why = "empty cell";
		return 0;
	}
	memset(seen, 0, sizeof(seen));
	if ((n = model_group(m, x, y, 1, seen)) < 2) {
		*why = "single tile";
		return 0;
	}
	for (i = 0; i < m->w; i++)
		for (j = 0; j < m->h; j++)
			if (seen[i][j])
				m->cell[i][j] = 0;
	model_settle(m);
	return n;
}

/* The tiles left, and whether a group of two or more is left. */
static int
model_tiles(const struct model *m, int *has_move)
{
	int x, y, n = 0;

	*has_move = 0;
	for (x = 0; x < m->w; x++) {
		for (y = 0; y < m->h; y++) {
			if (!m->cell[x][y])
				continue;
			n++;
			if ((x + 1 < m->w && m->cell[x + 1][y] == m->cell[x][y])
			    || (y + 1 < m->h &&
			    m->cell[x][y + 1] == m->cell[x][y]))
				*has_move = 1;
		}
	}
	return n;
}

static long
model_move_score(int rules, int n)
{
	return rules == SGM_RULES_TILES ? n : (long)(n - 2) * (n - 2);
}

static long
model_end_score(int rules, int left)
{
	if (rules == SGM_RULES_TILES)
		return 0;
	if (left == 0)
		return 1000;
	return rules == SGM_RULES_PENALTY ? -(long)(left - 2) * (left - 2) : 0;
}

/* Check that the model's board is rp's. */
static void
same_board(const struct model *m, const struct sgm_replay *rp)
{
	int x, y;

	for (x = 0; x < m->w; x++)
		for (y = 0; y < m->h; y++)
			FUZZ_CHECK(m->cell[x][y] == sgm_cell(&rp->board, x, y));
}

/* Replay SameGame record r under rules against the model; its outcome in
 * *out as the game's own replay gives it. */
static void
samegame_check(const struct sg_record *r, int rules, struct sg_outcome *out)
{
	static struct sgm_board b, before;
	static struct sgm_move moves[SGM_MAX_MOVES];
	static struct model m;
	struct sgm_replay rp;
	const char *why = NULL;
	long score = 0;
	int n = sgm_record_moves(r, moves), i, got, want, left, has_move;

	sgm_record_board(r, &b);
	model_start(&m, &b);
	sgm_replay_start(&rp, &b);
	for (i = 0; i < n; i++) {
		sgm_board_copy(&before, &rp.board);
		got = sgm_replay_move(&rp, moves[i], (enum sgm_rules)rules);
		want = model_play(&m, moves[i].x, moves[i].y, &why);
		FUZZ_CHECK(got == want);
		same_board(&m, &rp);
		if (got == 0) {
			FUZZ_CHECK(strcmp(rp.why, why) == 0);
			FUZZ_CHECK(sgm_board_equal(&rp.board, &before));
			break;
		}
		score += model_move_score(rules, got);
	}
	sgm_replay_end(&rp, (enum sgm_rules)rules);
	left = model_tiles(&m, &has_move);
	FUZZ_CHECK(rp.over == !has_move);
	FUZZ_CHECK(rp.board.tiles == left);
	if (!has_move)
		score += model_end_score(rules, left);
	FUZZ_CHECK(rp.score == score);
	FUZZ_CHECK(r->game->replay(r->board, r->moves, n, rules, out, NULL) ==
	    (i == n ? 0 : -1));
	FUZZ_CHECK(out->played == i && out->score == score);
	FUZZ_CHECK(out->over == rp.over);
}

/* The tester's rule as a plain search over the grid: why m is refused. */
static const char *
lines_model(const struct lines_pos *p, struct lines_move m)
{
	static int seen[LINES_MAX_CELLS], queue[LINES_MAX_CELLS];
	int n = p->n, from, to, head = 0, tail = 0, i, k;

	if (m.r1 < 0 || m.c1 < 0 || m.r2 < 0 || m.c2 < 0 || m.r1 >= n ||
	    m.c1 >= n || m.r2 >= n || m.c2 >= n)
		return "off the grid";
	if (m.r1 == m.r2 && m.c1 == m.c2)
		return "to the same cell";
	from = m.r1 * n + m.c1;
	to = m.r2 * n + m.c2;
	if (!p->cell[from])
		return "from an empty cell";
	if (p->cell[to])
		return "to a full cell";
	memset(seen, 0, sizeof(seen));
	queue[tail++] = from;
	seen[from] = 1;
	while (head < tail) {
		i = queue[head++];
		for (k = 0; k < 4; k++) {
			int r = i / n + (k == 0) - (k == 1);
			int c = i % n + (k == 2) - (k == 3);

			if (r < 0 || c < 0 || r >= n || c >= n ||
			    seen[r * n + c] || p->cell[r * n + c])
				continue;
			seen[r * n + c] = 1;
			queue[tail++] = r * n + c;
		}
	}
	return seen[to] ? NULL : "no free path";
}

/* Replay Lines record r step by step against the model; its outcome in
 * *out as the game's own replay gives it. */
static void
lines_check(const struct sg_record *r, struct sg_outcome *out)
{
	static struct lines_tester t;
	static uint8_t grid[LINES_MAX_CELLS];
	struct lines_setup s;
	struct lines_step step;
	struct lines_move m;
	struct sg_error err;
	const char *why;
	int i, ok = 1, ret;

	lines_record_setup(r, &s);
	ret = r->game->replay(r->board, r->moves, r->nmoves, 0, out, NULL);
	if (lines_tester_init(&t, &s, &err) < 0) {
		FUZZ_CHECK(ret < 0 && out->played == 0);
		return;
	}
	for (i = 0; i < r->nmoves && ok; i++) {
		m = lines_record_move(r, i);
		memcpy(grid, t.pos.cell, sizeof(grid));
		why = t.over ? "game over" : lines_model(&t.pos, m);
		ok = lines_tester_play(&t, m, &step, NULL) == 0;
		FUZZ_CHECK(ok == (why == NULL));
		if (!ok) {
			FUZZ_CHECK(strcmp(step.why, why) == 0);
			FUZZ_CHECK(memcmp(grid, t.pos.cell, sizeof(grid)) == 0);
		}
	}
	FUZZ_CHECK(ret == (ok ? 0 : -1));
	FUZZ_CHECK(out->played == (ok ? i : i - 1));
	if (ok)
		FUZZ_CHECK(out->score == t.score && out->over == t.over);
}

/* Give r its replayed score as its claim, format and parse it again, and
 * check that it replays to that score. */
static void
claim_check(const struct sg_record *r, int rules, const struct sg_outcome *o)
{
	static char line[2 * SG_LINE_MAX];
	struct sg_outcome o2;
	struct sg_error err;
	int n;

	again = *r;
	again.kind = SG_REC_GAME;
	again.has_score = 1;
	again.score = o->score;
	n = sg_record_format(&again, line, sizeof(line));
	FUZZ_CHECK(n > 0);
	line[n - 1] = '\0';
	FUZZ_CHECK(sg_record_parse(line, &again, sg_games, &err) == 0);
	FUZZ_CHECK(again.game == r->game && again.score == o->score);
	FUZZ_CHECK(again.game->replay(again.board, again.moves,
	    again.nmoves, rules, &o2, NULL) == 0);
	FUZZ_CHECK(o2.score == o->score && o2.over == o->over);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char line[SG_LINE_MAX + 1];
	struct sg_outcome out;
	struct sg_error err;
	const char *nl = memchr(data, '\n', size);
	size_t len = nl ? (size_t)(nl - (const char *)data) : size;
	int rules;

	if (len > SG_LINE_MAX)
		return 0;
	memcpy(line, data, len);
	line[len] = '\0';
	if (sg_record_parse(line, &rec, sg_games, &err) < 0) {
		FUZZ_CHECK(err.msg[0] != '\0');
		return 0;
	}
	if (rec.kind != SG_REC_BOARD && rec.kind != SG_REC_GAME)
		return 0;
	if (rec.game == &sgm_game_table) {
		for (rules = 0; rules < RULES; rules++) {
			samegame_check(&rec, rules, &out);
			if (out.played == rec.nmoves)
				claim_check(&rec, rules, &out);
		}
	} else {
		lines_check(&rec, &out);
		if (out.played == rec.nmoves)
			claim_check(&rec, 0, &out);
	}
	return 0;
}
