#include <stdio.h>
#include <string.h>

#include "lines/field.h"
#include "lines/game.h"

_Static_assert(sizeof(struct lines_setup) <= SG_BOARD_BYTES,
    "a record holds a Lines setup");
_Static_assert(sizeof(struct lines_move) * LINES_MAX_TURNS <= SG_MOVES_BYTES,
    "a record holds a Lines game");
/* A name, a field, a score and 1000 legal moves of " 10,10,10,10". */
_Static_assert(SG_NAME_MAX + LINES_FIELD_MAX + 32 + LINES_MAX_TURNS * 12 <=
    SG_LINE_MAX, "a line holds a Lines game");

static int
game_board_parse(const char *s, size_t len, void *board,
    struct sg_error *err)
{
	char field[LINES_FIELD_MAX], q[SG_QUOTE_SIZE];
	struct lines_setup setup;

	if (len >= sizeof(field))
		return sg_fail(err, "bad lines field '%s'", sg_quote(q, s,
		    len));
	memcpy(field, s, len);
	field[len] = '\0';
	if (lines_field_parse(field, &setup, err) < 0 ||
	    lines_setup_resolve(&setup, err) < 0)
		return -1;
	memcpy(board, &setup, sizeof(setup));
	return 0;
}

static int
game_board_format(const void *board, char *buf, size_t cap)
{
	struct lines_setup setup;

	memcpy(&setup, board, sizeof(setup));
	return lines_field_format(&setup, buf, cap);
}

static int
game_move_parse(const char *s, size_t len, void *moves, int i,
    struct sg_error *err)
{
	char token[LINES_MOVE_MAX], q[SG_QUOTE_SIZE];
	struct lines_move m;

	if (len >= sizeof(token))
		return sg_fail(err, "bad move '%s', expected r1,c1,r2,c2",
		    sg_quote(q, s, len));
	memcpy(token, s, len);
	token[len] = '\0';
	if (lines_move_parse(token, &m, err) < 0)
		return -1;
	memcpy((unsigned char *)moves + (size_t)i * sizeof(m), &m, sizeof(m));
	return 0;
}

static int
game_move_format(const void *moves, int i, char *buf, size_t cap)
{
	struct lines_move m;

	memcpy(&m, (const unsigned char *)moves + (size_t)i * sizeof(m),
	    sizeof(m));
	return lines_move_format(m, buf, cap);
}

int
lines_replay(struct lines_tester *t, const struct lines_setup *s,
    const struct lines_move *moves, int n, struct sg_outcome *out)
{
	struct lines_step step;
	struct sg_error err;
	int i;

	memset(out, 0, sizeof(*out));
	if (lines_tester_init(t, s, &err) < 0) {
		snprintf(out->reason, sizeof(out->reason), "%s", err.msg);
		snprintf(out->why, sizeof(out->why), "%s", err.msg);
		return -1;
	}
	for (i = 0; i < n; i++) {
		if (lines_tester_play(t, moves[i], &step, NULL) < 0) {
			snprintf(out->reason, sizeof(out->reason), "%s",
			    step.why);
			snprintf(out->why, sizeof(out->why),
			    "move %d (%d,%d,%d,%d): %s", i + 1, moves[i].r1,
			    moves[i].c1, moves[i].r2, moves[i].c2, step.why);
			return -1;
		}
		out->score = t->score;
		out->played = i + 1;
	}
	out->left = t->pos.balls;
	out->over = t->over;
	return 0;
}

static int
game_replay(const void *board, const void *moves, int n, int rules,
    struct sg_outcome *out, void *pos)
{
	static _Thread_local struct lines_tester own;
	struct lines_move m[LINES_MAX_TURNS];
	struct lines_setup setup;

	(void)rules;
	memcpy(&setup, board, sizeof(setup));
	memcpy(m, moves, (size_t)n * sizeof(*m));
	return lines_replay(pos ? pos : &own, &setup, m, n, out);
}

const struct sg_game lines_game_table = {
	.name = "lines",
	.field_prefix = "lines:",
	.max_moves = LINES_MAX_TURNS,
	.move_size = sizeof(struct lines_move),
	.board_parse = game_board_parse,
	.board_format = game_board_format,
	.move_parse = game_move_parse,
	.move_format = game_move_format,
	.replay = game_replay,
	.pos_size = sizeof(struct lines_tester),
};

void
lines_record_setup(const struct sg_record *rec, struct lines_setup *s)
{
	memcpy(s, rec->board, sizeof(*s));
}

void
lines_record_set_setup(struct sg_record *rec, const struct lines_setup *s)
{
	rec->game = &lines_game_table;
	memcpy(rec->board, s, sizeof(*s));
}

struct lines_move
lines_record_move(const struct sg_record *rec, int i)
{
	struct lines_move m;

	sg_record_move_at(rec, i, &m, sizeof(m));
	return m;
}

void
lines_record_set_moves(struct sg_record *rec, const struct lines_move *moves,
    int n)
{
	sg_record_put_moves(rec, moves, n, sizeof(*moves));
}
