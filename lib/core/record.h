/*
 * Records of the sg format (sg(5)): parsing one line into a record, and
 * writing a record back as one line.  Reading whole inputs, gzipped or
 * plain, with bare grids, is reader.h; writing outputs, writer.h.
 *
 * The syntax is every game's: a name, a board field, a claimed score and
 * move tokens.  What a board field and a move token say is the game's
 * (game.h): a record keeps its board and moves as bytes that only its game
 * reads, through the game's own accessors.
 */
#ifndef SG_RECORD_H
#define SG_RECORD_H

#include <stddef.h>

#include "core/game.h"

#define SG_NAME_MAX	255	/* bytes in a name */
/*
 * The longest record line read, and the room a record has for its board
 * and its moves; each game asserts that its largest record fits.
 */
#define SG_LINE_MAX	16799
#define SG_BOARD_BYTES	4224
#define SG_MOVES_BYTES	4096

enum sg_rec_kind {
	SG_REC_COMMENT,		/* empty line or '#' line: text holds it */
	SG_REC_BOARD,		/* NAME BOARD */
	SG_REC_GAME,		/* NAME BOARD SCORE MOVE... */
	SG_REC_MOVES,		/* NAME - SCORE MOVE... */
};

struct sg_record {
	enum sg_rec_kind kind;
	long line;			/* input line the record starts on */
	char name[SG_NAME_MAX + 1];
	const char *text;		/* comments: the line, less its end */
	/*
	 * The game of the board field; for a move list, the game whose move
	 * syntax its moves follow (the last game of the list when it has
	 * none), until a board joins it.
	 */
	const struct sg_game *game;
	int has_score;			/* 0 when the score is "-" */
	long score;			/* the claimed score */
	int nmoves;
	unsigned char board[SG_BOARD_BYTES];	/* the game's; not for a
						   move list */
	unsigned char moves[SG_MOVES_BYTES];	/* the game's */
};

/* 1 if line (no line end) is a comment: empty, all blank, or '#' first. */
int sg_line_is_comment(const char *line);

/*
 * Make the string s one field of a record or a verdict line (a file's name
 * in a name, say): blanks and control bytes become '_', as does a leading
 * '#'.
 */
void sg_name_clean(char *s);

/*
 * Parse one line (no line end; a final CR is ignored) into rec, its fields
 * by the game among games (NULL-terminated, sg_game_of_field) that takes
 * its board field.  Comments become SG_REC_COMMENT with rec->text pointing
 * into line.  Returns 0, or -1 with a message saying what is wrong (the
 * caller adds file and line).
 */
int sg_record_parse(char *line, struct sg_record *rec,
    const struct sg_game *const *games, struct sg_error *err);

/*
 * Make rec a board record of the given game from the board field s[0..len)
 * (bare grids come this way): 0, or -1 with a message.  Name and line are
 * left as they are.
 */
int sg_record_set_field(struct sg_record *rec, const struct sg_game *game,
    const char *s, size_t len, struct sg_error *err);

/*
 * Parse blank-separated move tokens of game into moves (room for max).
 * Returns how many, or -1 with a message naming the bad token.
 */
int sg_moves_parse(const struct sg_game *game, const char *text,
    void *moves, int max, struct sg_error *err);

/*
 * Copy move i of rec, of size bytes, to move; give rec the n moves of size
 * bytes each at moves.  For the games' own accessors: a record's bytes are
 * not the game's types, so moves go in and out by copy.
 */
void sg_record_move_at(const struct sg_record *rec, int i, void *move,
    size_t size);
void sg_record_put_moves(struct sg_record *rec, const void *moves, int n,
    size_t size);

/* Write rec as one line with its '\n' into buf; returns its length or -1. */
int sg_record_format(const struct sg_record *rec, char *buf, size_t cap);

#endif
