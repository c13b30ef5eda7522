#include <stdio.h>
#include <string.h>

#include "samegame/field.h"
#include "samegame/game.h"
#include "samegame/replay.h"

_Static_assert(sizeof(struct sgm_board) <= SG_BOARD_BYTES,
    "a record holds a SameGame board");
_Static_assert(sizeof(struct sgm_move) * SGM_MAX_MOVES <= SG_MOVES_BYTES,
    "a record holds a SameGame game");
/* A name, a 64x64 board, a score of 20 digits and 2048 moves of " 63,63". */
_Static_assert(SG_NAME_MAX + SGM_MAX_CELLS + SGM_MAX_SIDE + 32 +
    SGM_MAX_MOVES * 6 + 64 <= SG_LINE_MAX, "a line holds a SameGame game");

/*
 * A record's bytes are not a struct sgm_board, so boards go in and out by
 * memcpy: the header, then the cells in use.
 */
static void
board_load(const unsigned char *store, struct sgm_board *b)
{
	size_t head = offsetof(struct sgm_board, cell);

	memcpy(b, store, head);
	memcpy(b->cell, store + head, (size_t)b->w * (size_t)b->h);
}

static void
board_store(unsigned char *store, const struct sgm_board *b)
{
	memcpy(store, b, (size_t)sgm_board_bytes(b));
}

static int
game_board_parse(const char *s, size_t len, void *board,
    struct sg_error *err)
{
	struct sgm_board b;

	if (sgm_board_parse_n(s, len, &b, err) < 0)
		return -1;
	board_store(board, &b);
	return 0;
}

static int
game_board_format(const void *board, char *buf, size_t cap)
{
	struct sgm_board b;

	board_load(board, &b);
	return sgm_board_format(&b, buf, cap);
}

static int
game_move_parse(const char *s, size_t len, void *moves, int i,
    struct sg_error *err)
{
	struct sgm_move m;

	if (sgm_move_parse(s, len, &m, err) < 0)
		return -1;
	memcpy((unsigned char *)moves + (size_t)i * sizeof(m), &m, sizeof(m));
	return 0;
}

static int
game_move_format(const void *moves, int i, char *buf, size_t cap)
{
	struct sgm_move m;

	memcpy(&m, (const unsigned char *)moves + (size_t)i * sizeof(m),
	    sizeof(m));
	return sgm_move_format(m, buf, cap);
}

static int
game_replay(const void *board, const void *moves, int n, int rules,
    struct sg_outcome *out, void *pos)
{
	struct sgm_replay own, *rp = pos ? pos : &own;
	struct sgm_move m[SGM_MAX_MOVES];
	struct sgm_board b;
	int ret;

	board_load(board, &b);
	memcpy(m, moves, (size_t)n * sizeof(*m));
	ret = sgm_replay(rp, &b, m, n, (enum sgm_rules)rules);
	out->score = rp->score;
	out->played = rp->played;
	out->left = rp->board.tiles;
	out->over = rp->over;
	out->why[0] = out->reason[0] = '\0';
	if (ret < 0) {
		snprintf(out->reason, sizeof(out->reason), "%s", rp->why);
		snprintf(out->why, sizeof(out->why), "move %d (%d,%d): %s",
		    rp->played + 1, m[rp->played].x, m[rp->played].y,
		    rp->why);
	}
	return ret;
}

const struct sg_game sgm_game_table = {
	.name = "samegame",
	.field_prefix = "",
	.max_moves = SGM_MAX_MOVES,
	.move_size = sizeof(struct sgm_move),
	.board_parse = game_board_parse,
	.board_format = game_board_format,
	.move_parse = game_move_parse,
	.move_format = game_move_format,
	.replay = game_replay,
	.pos_size = sizeof(struct sgm_replay),
};

void
sgm_record_board(const struct sg_record *rec, struct sgm_board *b)
{
	board_load(rec->board, b);
}

void
sgm_record_set_board(struct sg_record *rec, const struct sgm_board *b)
{
	rec->game = &sgm_game_table;
	board_store(rec->board, b);
}

int
sgm_record_moves(const struct sg_record *rec, struct sgm_move *moves)
{
	memcpy(moves, rec->moves, (size_t)rec->nmoves * sizeof(*moves));
	return rec->nmoves;
}

struct sgm_move
sgm_record_move(const struct sg_record *rec, int i)
{
	struct sgm_move m;

	sg_record_move_at(rec, i, &m, sizeof(m));
	return m;
}

void
sgm_record_set_moves(struct sg_record *rec, const struct sgm_move *moves,
    int n)
{
	sg_record_put_moves(rec, moves, n, sizeof(*moves));
}
