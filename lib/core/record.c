#include <limits.h>
#include <string.h>

#include "core/record.h"


/* A run of non-blank bytes in a line. */
struct token {
	const char *s;
	size_t len;
};

static int
is_blank(int c)
{
	return c == ' ' || c == '\t';
}

/* The next blank-separated token at or after *p; len 0 at the end. */
static struct token
next_token(const char **p)
{
	struct token t;
	const char *s = *p;

	while (is_blank(*s))
		s++;
	t.s = s;
	t.len = strcspn(s, " \t");
	*p = s + t.len;
	return t;
}

/*
 * A byte no name holds: a blank or a control byte.  Bytes from 0x80 up are
 * taken as they are, so that names in UTF-8 work.
 */
static int
name_byte_bad(char c)
{
	return (unsigned char)c < 0x21 || c == 0x7f;
}

/* A name is printable and blank-free; a bad byte is refused. */
static int
name_parse(struct token t, char *name, struct sg_error *err)
{
	size_t i;

	if (t.len > SG_NAME_MAX)
		return sg_fail(err, "name longer than %d bytes", SG_NAME_MAX);
	for (i = 0; i < t.len; i++)
		if (name_byte_bad(t.s[i]))
			return sg_fail(err, "bad byte 0x%02x in name",
			    (unsigned char)t.s[i]);
	memcpy(name, t.s, t.len);
	name[t.len] = '\0';
	return 0;
}

/* Parse a score token: a decimal integer, or "-" for none. */
static int
score_parse(struct token t, struct sg_record *rec, struct sg_error *err)
{
	char q[SG_QUOTE_SIZE];
	int neg = t.s[0] == '-';
	size_t i = (size_t)neg;
	long v = 0, d;

	rec->has_score = 0;
	rec->score = 0;
	if (t.len == 1 && neg)
		return 0;
	if (i == t.len)
		return sg_fail(err, "bad score '%s' (expected an integer "
		    "or '-')", sg_quote(q, t.s, t.len));
	for (; i < t.len; i++) {
		if (t.s[i] < '0' || t.s[i] > '9')
			return sg_fail(err, "bad score '%s' (expected an "
			    "integer or '-')", sg_quote(q, t.s, t.len));
		d = t.s[i] - '0';
		if (v > (LONG_MAX - d) / 10)
			return sg_fail(err, "score '%s' out of range",
			    sg_quote(q, t.s, t.len));
		v = v * 10 + d;
	}
	rec->has_score = 1;
	rec->score = neg ? -v : v;
	return 0;
}

int
sg_line_is_comment(const char *line)
{
	while (is_blank(*line))
		line++;
	return *line == '\0' || *line == '#';
}

void
sg_name_clean(char *s)
{
	char *p;

	for (p = s; *p; p++)
		if (name_byte_bad(*p))
			*p = '_';
	if (*s == '#')
		*s = '_';
}

int
sg_moves_parse(const struct sg_game *game, const char *text, void *moves,
    int max, struct sg_error *err)
{
	struct token t;
	int n = 0;

	for (;;) {
		t = next_token(&text);
		if (t.len == 0)
			return n;
		if (n == max)
			return sg_fail(err, "more than %d moves", max);
		if (game->move_parse(t.s, t.len, moves, n, err) < 0)
			return -1;
		n++;
	}
}

/*
 * Whether game's syntax takes every move of text, however many there are:
 * each is parsed into moves[0] alone.
 */
static int
takes_all(const struct sg_game *game, const char *text, void *moves)
{
	struct token t;

	while ((t = next_token(&text)).len > 0)
		if (game->move_parse(t.s, t.len, moves, 0, NULL) < 0)
			return 0;
	return 1;
}

/*
 * The moves of a move list, which has no board to say whose they are: the
 * first game whose syntax takes them all (its message when they are more
 * than it allows), or the default game's (the one whose board fields have
 * no prefix) when there are none; else the default game's message.
 */
static int
loose_moves_parse(const char *p, struct sg_record *rec,
    const struct sg_game *const *games, struct sg_error *err)
{
	const struct sg_game *fallback = sg_game_of_field(games, "", 0);
	const struct sg_game *const *g;
	const char *rest = p;
	int none = next_token(&rest).len == 0;

	if (!fallback)
		return sg_fail(err, "no game takes a move list alone");
	for (g = games; *g && !none; g++) {
		if (*g == fallback || !takes_all(*g, p, rec->moves))
			continue;
		rec->game = *g;
		rec->nmoves = sg_moves_parse(*g, p, rec->moves,
		    (*g)->max_moves, err);
		return rec->nmoves >= 0 ? 0 : -1;
	}
	rec->game = fallback;
	rec->nmoves = sg_moves_parse(fallback, p, rec->moves,
	    fallback->max_moves, err);
	return rec->nmoves >= 0 ? 0 : -1;
}

/* Parse the board field t into rec, by the game among games that takes it. */
static int
board_field_parse(struct token t, struct sg_record *rec,
    const struct sg_game *const *games, struct sg_error *err)
{
	char q[SG_QUOTE_SIZE];

	rec->game = sg_game_of_field(games, t.s, t.len);
	if (rec->game == NULL)
		return sg_fail(err, "bad board field '%s'",
		    sg_quote(q, t.s, t.len));
	return rec->game->board_parse(t.s, t.len, rec->board, err);
}

/* Parse the fields after the name: BOARD [SCORE MOVE...]. */
static int
fields_parse(const char *p, struct sg_record *rec,
    const struct sg_game *const *games, struct sg_error *err)
{
	struct token board = next_token(&p), score;
	int moves_alone = board.len == 1 && board.s[0] == '-';

	if (board.len == 0)
		return sg_fail(err, "record has no board field");
	score = next_token(&p);
	if (score.len == 0 && moves_alone)
		return sg_fail(err, "move list has no score field");
	rec->kind = score.len == 0 ? SG_REC_BOARD :
	    moves_alone ? SG_REC_MOVES : SG_REC_GAME;
	rec->has_score = 0;
	rec->score = 0;
	rec->nmoves = 0;
	if (!moves_alone && board_field_parse(board, rec, games, err) < 0)
		return -1;
	if (rec->kind == SG_REC_BOARD)
		return 0;
	if (score_parse(score, rec, err) < 0)
		return -1;
	if (moves_alone)
		return loose_moves_parse(p, rec, games, err);
	rec->nmoves = sg_moves_parse(rec->game, p, rec->moves,
	    rec->game->max_moves, err);
	return rec->nmoves < 0 ? -1 : 0;
}

int
sg_record_parse(char *line, struct sg_record *rec,
    const struct sg_game *const *games, struct sg_error *err)
{
	size_t len = strlen(line);
	const char *p = line;

	if (len > 0 && line[len - 1] == '\r')
		line[--len] = '\0';
	rec->text = NULL;
	if (sg_line_is_comment(line)) {
		rec->kind = SG_REC_COMMENT;
		rec->text = line;
		return 0;
	}
	if (name_parse(next_token(&p), rec->name, err) < 0)
		return -1;
	return fields_parse(p, rec, games, err);
}

int
sg_record_set_field(struct sg_record *rec, const struct sg_game *game,
    const char *s, size_t len, struct sg_error *err)
{
	rec->kind = SG_REC_BOARD;
	rec->text = NULL;
	rec->game = game;
	rec->has_score = 0;
	rec->score = 0;
	rec->nmoves = 0;
	return game->board_parse(s, len, rec->board, err);
}

/* A bounded output cursor: put() fails once cap would be passed. */
struct out {
	char *p, *end;		/* end leaves room for the final NUL */
};

static int
put(struct out *o, const char *s, size_t len)
{
	if ((size_t)(o->end - o->p) < len)
		return -1;
	memcpy(o->p, s, len);
	o->p += len;
	return 0;
}

/* Write v in decimal, at most 20 digits and a sign. */
static int
put_long(struct out *o, long v)
{
	char tmp[24], *t = tmp + sizeof(tmp);
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	do
		*--t = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--t = '-';
	return put(o, t, (size_t)(tmp + sizeof(tmp) - t));
}

/* Write " MOVE" for each move of rec. */
static int
put_moves(struct out *o, const struct sg_record *rec)
{
	int i, n;

	for (i = 0; i < rec->nmoves; i++) {
		if (put(o, " ", 1) < 0)
			return -1;
		n = rec->game->move_format(rec->moves, i, o->p,
		    (size_t)(o->end - o->p) + 1);
		if (n < 0)
			return -1;
		o->p += n;
	}
	return 0;
}

static int
put_fields(struct out *o, const struct sg_record *rec)
{
	int n;

	if (rec->kind == SG_REC_MOVES) {
		if (put(o, "-", 1) < 0)
			return -1;
	} else {
		n = rec->game->board_format(rec->board, o->p,
		    (size_t)(o->end - o->p) + 1);
		if (n < 0)
			return -1;
		o->p += n;
	}
	if (rec->kind == SG_REC_BOARD)
		return 0;
	if (put(o, " ", 1) < 0)
		return -1;
	if (rec->has_score ? put_long(o, rec->score) : put(o, "-", 1))
		return -1;
	return put_moves(o, rec);
}

int
sg_record_format(const struct sg_record *rec, char *buf, size_t cap)
{
	struct out o;
	const char *text = rec->text ? rec->text : "";

	if (cap == 0)
		return -1;
	o.p = buf;
	o.end = buf + cap - 1;
	if (rec->kind == SG_REC_COMMENT) {
		if (put(&o, text, strlen(text)) < 0)
			return -1;
	} else if (put(&o, rec->name, strlen(rec->name)) < 0 ||
	    put(&o, " ", 1) < 0 || put_fields(&o, rec) < 0) {
		return -1;
	}
	if (put(&o, "\n", 1) < 0)
		return -1;
	*o.p = '\0';
	return (int)(o.p - buf);
}

void
sg_record_move_at(const struct sg_record *rec, int i, void *move,
    size_t size)
{
	memcpy(move, rec->moves + (size_t)i * size, size);
}

void
sg_record_put_moves(struct sg_record *rec, const void *moves, int n,
    size_t size)
{
	memcpy(rec->moves, moves, (size_t)n * size);
	rec->nmoves = n;
}
