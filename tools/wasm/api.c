#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "core/clock.h"
#include "core/record.h"
#include "games.h"
#include "lines/field.h"
#include "lines/game.h"
#include "lines/play/player.h"
#include "lines/tester.h"
#include "samegame/field.h"
#include "samegame/game.h"
#include "samegame/gen.h"
#include "samegame/replay.h"
#include "samegame/search/search.h"

/* A search in the page may use this much: the tab's memory is the user's. */
#define SGW_MEMORY	((size_t)256 << 20)

static char buf[SGW_BUF];
static struct sg_record rec;		/* the game in hand */
static struct sg_outcome out;		/* of its moves, after replay() */
static union {
	max_align_t align;
	struct sgm_replay samegame;
	struct lines_tester lines;
} pos;					/* the position they reach */
static struct sgm_solution sol;		/* too big for the stack */

/* Append to buf at *at (the answer being written); -1 once it is full. */
static int
put(int *at, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (*at < 0)
		return -1;
	va_start(ap, fmt);
	n = vsnprintf(buf + *at, SGW_BUF - (size_t)*at, fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= SGW_BUF - (size_t)*at)
		return *at = -1;
	*at += n;
	return 0;
}

static int
fail(const char *msg)
{
	snprintf(buf, SGW_BUF, "%s", msg);
	return -1;
}

static int
is_samegame(void)
{
	return rec.game && rec.game == sg_games[SG_GAME_SAMEGAME];
}

/* Replay the moves in hand into out and pos: 0, or -1 at an illegal one. */
static int
replay(int n)
{
	if (!rec.game) {
		snprintf(out.why, sizeof(out.why), "no game in hand");
		return -1;
	}
	return rec.game->replay(rec.board, rec.moves, n, 0, &out, &pos);
}

static int
done(int at)
{
	return at < 0 ? fail("answer too long") : 0;
}

char *
sgw_buf(void)
{
	return buf;
}

int
sgw_load(void)
{
	static struct sg_record r;
	struct sg_error err;

	if (sg_record_parse(buf, &r, sg_games, &err) < 0)
		return fail(err.msg);
	if (r.kind == SG_REC_COMMENT || r.kind == SG_REC_MOVES)
		return fail("no board in the record");
	if (r.game->replay(r.board, r.moves, r.nmoves, 0, &out, NULL) < 0)
		return fail(out.why);
	rec = r;
	buf[0] = '\0';
	return 0;
}

int
sgw_new_samegame(int w, int h, int colors, double seed)
{
	struct sgm_board b;

	if (w < 1 || w > SGM_MAX_SIDE || h < 1 || h > SGM_MAX_SIDE)
		return fail("sizes are 1 to 64");
	if (colors < 1 || colors > SGM_MAX_COLORS)
		return fail("colours are 1 to 10");
	if (seed < 0)
		return fail("the seed is 0 or more");
	sgm_gen_board(&b, w, h, colors, (uint64_t)seed, 1);
	memset(&rec, 0, sizeof(rec));
	rec.kind = SG_REC_BOARD;
	snprintf(rec.name, sizeof(rec.name), "s%.0f-%dx%d-%d", seed, w, h,
	    colors);
	sgm_record_set_board(&rec, &b);
	buf[0] = '\0';
	return 0;
}

int
sgw_new_lines(double seed, int n, int colors)
{
	struct lines_setup s = { .seed = (int64_t)seed, .n = n,
	    .colors = colors };
	struct lines_tester *t = &pos.lines;
	struct sg_error err;

	if (lines_tester_init(t, &s, &err) < 0)
		return fail(err.msg);
	memset(&rec, 0, sizeof(rec));
	rec.kind = SG_REC_BOARD;
	snprintf(rec.name, sizeof(rec.name), "lines-%.0f", seed);
	lines_record_set_setup(&rec, &s);
	buf[0] = '\0';
	return 0;
}

int
sgw_record(void)
{
	if (replay(rec.nmoves) < 0)
		return fail(out.why);
	rec.kind = rec.nmoves > 0 ? SG_REC_GAME : SG_REC_BOARD;
	rec.has_score = rec.nmoves > 0;
	rec.score = out.score;
	if (sg_record_format(&rec, buf, SGW_BUF) < 0)
		return fail("record too long");
	buf[strcspn(buf, "\n")] = '\0';
	return 0;
}

static void
put_common(int *at)
{
	put(at, "{\"game\":\"%s\",\"name\":\"%s\",\"score\":%ld,"
	    "\"played\":%d,\"left\":%d,\"over\":%d,\"max\":%d,",
	    rec.game->name, rec.name, out.score, out.played, out.left,
	    out.over, rec.game->max_moves);
}

static int
state_samegame(int at)
{
	const struct sgm_board *b = &pos.samegame.board;
	int i;

	put(&at, "\"w\":%d,\"h\":%d,\"cells\":[", b->w, b->h);
	for (i = 0; i < b->w * b->h; i++)
		put(&at, "%s%d", i ? "," : "", b->cell[i]);
	put(&at, "]}");
	return done(at);
}

static int
state_lines(int at)
{
	const struct lines_tester *t = &pos.lines;
	struct lines_view v;
	int i;

	lines_tester_view(t, &v);
	put(&at, "\"n\":%d,\"colors\":%d,\"cells\":[", v.n, v.colors);
	for (i = 0; i < v.n * v.n; i++)
		put(&at, "%s%d", i ? "," : "", v.cell[i]);
	put(&at, "],\"next\":[");
	for (i = 0; i < v.nnext; i++)
		put(&at, "%s%d", i ? "," : "", v.next[i]);
	put(&at, "]}");
	return done(at);
}

int
sgw_state(void)
{
	int at = 0;

	if (replay(rec.nmoves) < 0)
		return fail(out.why);
	put_common(&at);
	return is_samegame() ? state_samegame(at) : state_lines(at);
}

/* Parse the token in buf as move n of rec: 0, or -1 with the message. */
static int
parse_move(int n)
{
	struct sg_error err;

	if (n >= rec.game->max_moves)
		return fail("no room for another move");
	if (rec.game->move_parse(buf, strlen(buf), rec.moves, n, &err) < 0)
		return fail(err.msg);
	return 0;
}

/* Play the token in buf after the moves in hand: what it paid, or -1. */
static int
try_move(long *paid)
{
	long before;

	if (replay(rec.nmoves) < 0)
		return fail(out.why);
	if (out.over)
		return fail("game over");
	before = out.score;
	if (parse_move(rec.nmoves) < 0)
		return -1;
	if (replay(rec.nmoves + 1) < 0)
		return fail(out.reason[0] ? out.reason : out.why);
	*paid = out.score - before;
	return 0;
}

static int
answer_move(long paid)
{
	char tok[64];
	int at = 0;

	rec.game->move_format(rec.moves, rec.nmoves, tok, sizeof(tok));
	put(&at, "{\"move\":\"%s\",\"pays\":%ld,\"over\":%d,\"score\":%ld}",
	    tok, paid, out.over, out.score);
	return done(at);
}

int
sgw_play(void)
{
	long paid;

	if (try_move(&paid) < 0)
		return -1;
	answer_move(paid);
	rec.nmoves++;
	return 0;
}

int
sgw_preview(void)
{
	long paid;

	if (try_move(&paid) < 0)
		return -1;
	return answer_move(paid);
}

int
sgw_keep(int n)
{
	if (n < 0 || n > rec.nmoves)
		return fail("no such move");
	rec.nmoves = n;
	buf[0] = '\0';
	return 0;
}

int
sgw_group(int x, int y)
{
	uint16_t cells[SGM_MAX_CELLS];
	char tok[32];
	long paid = 0;
	int n, i, at = 0;

	if (!is_samegame())
		return fail("not a samegame board");
	if (replay(rec.nmoves) < 0)
		return fail(out.why);
	n = sgm_group_at(&pos.samegame.board, x, y, cells);
	sgm_move_format((struct sgm_move){ (uint8_t)x, (uint8_t)y }, tok,
	    sizeof(tok));
	if (n >= 2) {
		snprintf(buf, SGW_BUF, "%s", tok);
		if (try_move(&paid) < 0)
			return -1;
	}
	put(&at, "{\"move\":\"%s\",\"pays\":%ld,\"cells\":[", tok, paid);
	for (i = 0; i < n; i++)
		put(&at, "%s%d", i ? "," : "", cells[i]);
	put(&at, "]}");
	return done(at);
}

int
sgw_reach(int r, int c)
{
	const struct lines_pos *p = &pos.lines.pos;
	lines_bits reach;
	int i, at = 0;

	if (is_samegame())
		return fail("not a lines game");
	if (replay(rec.nmoves) < 0)
		return fail(out.why);
	if (r < 0 || c < 0 || r >= p->n || c >= p->n ||
	    !lines_at(p, r, c))
		return fail("no ball there");
	reach = lines_reach(p, lines_index(p, r, c));
	put(&at, "{\"cells\":[");
	for (i = 0; i < p->n * p->n; i++)
		if (reach & lines_bit(i))
			put(&at, "%s%d", at > 10 ? "," : "", i);
	put(&at, "]}");
	return done(at);
}

/* The answer of a solve: moves[0..n) of the game's, from the position. */
static int
answer_line(const void *moves, int n, long final, uint64_t nodes)
{
	char tok[64];
	int i, at = 0;

	put(&at, "{\"score\":%ld,\"nodes\":%llu,\"moves\":[", final,
	    (unsigned long long)nodes);
	for (i = 0; i < n; i++) {
		rec.game->move_format(moves, i, tok, sizeof(tok));
		put(&at, "%s\"%s\"", i ? "," : "", tok);
	}
	put(&at, "]}");
	return done(at);
}

/* The score of the moves in hand followed by line's n moves. */
static long
final_score(struct sg_record *line, int n)
{
	static struct sg_record whole;

	whole = rec;
	memcpy(whole.moves + (size_t)rec.nmoves * rec.game->move_size,
	    line->moves, (size_t)n * rec.game->move_size);
	whole.game->replay(whole.board, whole.moves, rec.nmoves + n, 0,
	    &out, NULL);
	return out.score;
}

static int
solve_samegame(const char *algo, double seconds, double nodes, double seed)
{
	static struct sg_record line;
	struct sgm_search_opts o = { 0 };
	struct sgm_search_stats st;
	struct sg_error err;

	if (sgm_algo_parse(*algo ? algo : "auto", &o.algo, &err) < 0)
		return fail(err.msg);
	o.rules = SGM_RULES_STD;
	o.seconds = seconds;
	o.nodes = (uint64_t)nodes;
	o.seed = (uint64_t)seed;
	o.threads = 1;
	o.memory = SGW_MEMORY;
	if (!pos.samegame.board.tiles || !sgm_has_move(&pos.samegame.board))
		return answer_line(line.moves, 0, out.score, 0);
	if (sgm_search(&pos.samegame.board, &o, &sol, &st, &err) < 0)
		return fail(err.msg);
	line.game = rec.game;
	sgm_record_set_moves(&line, sol.moves, sol.nmoves);
	return answer_line(line.moves, sol.nmoves, final_score(&line,
	    sol.nmoves), st.nodes);
}

static int
solve_lines(const char *name, double seconds, double nodes, double seed,
    int whole)
{
	static struct lines_game g;
	static struct sg_record line;
	const struct lines_player *pl = lines_player_find(*name ? name :
	    "auto");
	struct lines_tester *t = &pos.lines;
	struct lines_pace pace = { .seconds = seconds,
	    .nodes = (uint64_t)nodes };
	struct lines_budget b;
	struct lines_view v;
	struct lines_step step;
	struct sg_error err;
	uint64_t rng, spent = 0;
	double t0;

	if (!pl)
		return fail("no such lines player");
	lines_tester_view(t, &v);
	rng = lines_player_seed((uint64_t)seed, &v);
	g.moves = 0;
	while (!t->over && (whole || g.moves == 0)) {
		lines_tester_view(t, &v);
		t0 = sg_clock();
		lines_pace_budget(&pace, &v, t0, &b);
		if (!whole) {
			b.deadline = seconds > 0 ? t0 + seconds : 0;
			b.nodes = (uint64_t)nodes;
		}
		if (pl->choose(&v, &rng, &b, &g.move[g.moves]) < 0)
			return fail("the player found no move");
		lines_pace_note(&pace, &b, sg_clock() - t0);
		spent += b.spent;
		if (lines_tester_play(t, g.move[g.moves++], &step, &err) < 0)
			return fail(err.msg);
	}
	line.game = rec.game;
	lines_record_set_moves(&line, g.move, g.moves);
	return answer_line(line.moves, g.moves, final_score(&line, g.moves),
	    spent);
}

int
sgw_solve(double seconds, double nodes, double seed, int whole)
{
	char name[64];

	snprintf(name, sizeof(name), "%.63s", buf);
	if (replay(rec.nmoves) < 0)
		return fail(out.why);
	if (is_samegame())
		return solve_samegame(name, seconds, nodes, seed);
	return solve_lines(name, seconds, nodes, seed, whole);
}
