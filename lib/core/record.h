/*
 * Records of the sg format (sg(5), FORMAT.md): parsing one line into a
 * record, and writing a record back as one line.  Reading whole inputs,
 * gzipped or plain, with bare grids, is reader.h; writing outputs, writer.h.
 *
 * The record types are open to other games: a record carries a name, an
 * optional board, an optional claimed score and a list of moves; only the
 * board's cell alphabet and the move syntax are SameGame's.
 */
#ifndef SG_RECORD_H
#define SG_RECORD_H

#include <stddef.h>

#include "samegame/board.h"

#define SG_NAME_MAX	255	/* bytes in a name */
/* Longest valid record line: name, a 64x64 board, a score, 2048 moves. */
#define SG_LINE_MAX	(SG_NAME_MAX + SG_MAX_CELLS + SG_MAX_SIDE + 32 + \
			 SG_MAX_MOVES * 6 + 64)

enum sg_rec_kind {
	SG_REC_COMMENT,		/* empty line or '#' line: text holds it */
	SG_REC_BOARD,		/* NAME BOARD */
	SG_REC_GAME,		/* NAME BOARD SCORE MOVE... */
	SG_REC_MOVES,		/* NAME - SCORE MOVE... */
};

struct sg_move {
	uint8_t x, y;		/* column from the left, row from the bottom */
};

struct sg_record {
	enum sg_rec_kind kind;
	long line;			/* input line the record starts on */
	char name[SG_NAME_MAX + 1];
	const char *text;		/* comments: the line, less its end */
	int has_score;			/* 0 when the score is "-" */
	long score;			/* the claimed score */
	int nmoves;
	struct sg_board board;		/* for SG_REC_BOARD and SG_REC_GAME */
	struct sg_move moves[SG_MAX_MOVES];
};

/* 1 if line (no line end) is a comment: empty, all blank, or '#' first. */
int sg_line_is_comment(const char *line);

/*
 * Parse one line (no line end; a final CR is ignored) into rec.  Comments
 * become SG_REC_COMMENT with rec->text pointing into line.  Returns 0, or -1
 * with a message saying what is wrong (the caller adds file and line).
 */
int sg_record_parse(char *line, struct sg_record *rec, struct sg_error *err);

/*
 * Parse a board field ("0.../01.2/1122") into b, checking that rows have one
 * width, cells are colours or '.', and the board is settled.
 */
int sg_board_parse(const char *field, struct sg_board *b, struct sg_error *err);

/*
 * Parse blank-separated moves "c,r c,r ..." into moves (room for max).
 * Returns how many, or -1 with a message naming the bad token.
 */
int sg_moves_parse(const char *text, struct sg_move *moves, int max,
    struct sg_error *err);

/* Write the board field of b into buf (room for cap bytes, NUL included).
 * Returns its length, or -1 if it does not fit. */
int sg_board_format(const struct sg_board *b, char *buf, size_t cap);

/* Write rec as one line with its '\n' into buf; returns its length or -1. */
int sg_record_format(const struct sg_record *rec, char *buf, size_t cap);

#endif
