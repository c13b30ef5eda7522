/* A game in hand: moves judged by the game's replay, undone and redone. */
#include <stdlib.h>
#include <string.h>

#include "core/session.h"

/* Replay the first n moves into s->out: 0, or -1 at an illegal one. */
static int
replay(struct sg_session *s, int n)
{
	return s->game->replay(s->rec.board, s->moves, n, s->rules, &s->out,
	    s->pos.bytes);
}

/* Take the stopped hints that have ended; with wait, all of them. */
static void
reap(struct sg_session *s, int wait)
{
	int i, kept = 0;

	for (i = 0; i < s->ndropped; i++) {
		if (wait || sg_hint_done(s->dropped[i]))
			sg_hint_finish(s->dropped[i], 1, NULL, NULL);
		else
			s->dropped[kept++] = s->dropped[i];
	}
	s->ndropped = kept;
}

/*
 * Stop the hint under way, if any, and drop what it found, without
 * waiting for its solver to notice: only when SG_SESSION_DROPPED of them
 * have not yet, the oldest is waited for.
 */
static void
stop_hint(struct sg_session *s)
{
	if (!s->run)
		return;
	sg_hint_cancel(s->run);
	reap(s, 0);
	if (s->ndropped == SG_SESSION_DROPPED) {
		sg_hint_finish(s->dropped[0], 1, NULL, NULL);
		memmove(s->dropped, s->dropped + 1,
		    (SG_SESSION_DROPPED - 1) * sizeof(s->dropped[0]));
		s->ndropped--;
	}
	s->dropped[s->ndropped++] = s->run;
	s->run = NULL;
}

/*
 * The position changed to n moves played, s->out already its outcome: a
 * new version, and a hint from the position left is no use any more.
 */
static void
changed(struct sg_session *s, int n)
{
	if (!s->run_whole)
		stop_hint(s);
	s->played = n;
	s->version++;
}

/* Undo or redo to n moves played: their outcome, then changed. */
static void
moved(struct sg_session *s, int n)
{
	replay(s, n);
	changed(s, n);
}

int
sg_session_start(struct sg_session *s, const struct sg_record *rec,
    int rules, sg_hint_fn *hint_fn, double hint_seconds,
    struct sg_error *err)
{
	memset(s, 0, sizeof(*s));
	if (rec->kind != SG_REC_BOARD && rec->kind != SG_REC_GAME)
		return sg_fail(err, "%s: no board to play", rec->name);
	if (rec->game->move_size > SG_HINT_MOVE_BYTES)
		return sg_fail(err, "%s: a move of %s takes %zu bytes, more "
		    "than the %d a session holds", rec->name, rec->game->name,
		    rec->game->move_size, SG_HINT_MOVE_BYTES);
	if (rec->game->pos_size > sizeof(s->pos))
		return sg_fail(err, "%s: a position of %s takes %zu bytes, more "
		    "than the %zu a session holds", rec->name,
		    rec->game->name, rec->game->pos_size, sizeof(s->pos));
	s->game = rec->game;
	s->rules = rules;
	s->hint_fn = hint_fn;
	s->hint_seconds = hint_seconds;
	s->rec = *rec;
	s->rec.kind = SG_REC_BOARD;
	s->rec.nmoves = 0;
	s->played = s->known = rec->kind == SG_REC_GAME ? rec->nmoves : 0;
	memcpy(s->moves, rec->moves, (size_t)s->played * s->game->move_size);
	if (replay(s, s->played) < 0)
		return sg_fail(err, "%s: %s", rec->name, s->out.why);
	return 0;
}

void
sg_session_end(struct sg_session *s)
{
	stop_hint(s);
	reap(s, 1);
}

int
sg_session_play(struct sg_session *s, const void *move,
    struct sg_error *err)
{
	size_t size = s->game->move_size;
	unsigned char *at = s->moves + (size_t)s->played * size;
	unsigned char redo[SG_HINT_MOVE_BYTES];

	if (s->out.over)
		return sg_fail(err, "game over");
	if (s->played >= s->game->max_moves)
		return sg_fail(err, "no room for more moves");
	memcpy(redo, at, size);
	memcpy(at, move, size);
	if (replay(s, s->played + 1) < 0) {
		sg_fail(err, "%s", s->out.reason);
		memcpy(at, redo, size);	/* a refused move keeps the redo */
		replay(s, s->played);
		return -1;
	}
	s->known = s->played + 1;
	changed(s, s->played + 1);
	return 0;
}

int
sg_session_undo(struct sg_session *s)
{
	if (s->played == 0)
		return 0;
	moved(s, s->played - 1);
	return 1;
}

int
sg_session_redo(struct sg_session *s)
{
	if (s->played == s->known)
		return 0;
	moved(s, s->played + 1);
	return 1;
}

const void *
sg_session_pos(const struct sg_session *s)
{
	return s->pos.bytes;
}

const void *
sg_session_move(const struct sg_session *s, int i)
{
	return s->moves + (size_t)i * s->game->move_size;
}

int
sg_session_ask(struct sg_session *s, int whole, struct sg_error *err)
{
	struct sg_hint_ask *ask;

	if (!s->hint_fn)
		return sg_fail(err, "no solver for %s", s->game->name);
	if (!whole && s->out.over)
		return sg_fail(err, "game over");
	stop_hint(s);
	ask = calloc(1, sizeof(*ask));
	if (!ask)
		return sg_fail(err, "out of memory for a hint");
	ask->rec = s->rec;
	sg_record_put_moves(&ask->rec, s->moves, whole ? 0 : s->played,
	    s->game->move_size);
	ask->rec.kind = SG_REC_GAME;
	ask->rules = s->rules;
	ask->seconds = s->hint_seconds;
	ask->whole = whole;
	ask->seed = s->version;
	s->run = sg_hint_start(s->hint_fn, ask, err);
	free(ask);
	if (!s->run)
		return -1;
	s->run_whole = whole;
	s->run_version = s->version;
	return 0;
}

int
sg_session_asking(const struct sg_session *s)
{
	return s->run != NULL;
}

int
sg_session_stopping(struct sg_session *s)
{
	reap(s, 0);
	return s->ndropped;
}

int
sg_session_poll(struct sg_session *s, struct sg_error *err)
{
	struct sg_hint h;
	int status;

	reap(s, 0);
	if (!s->run || !sg_hint_done(s->run))
		return 0;
	status = sg_hint_finish(s->run, 0, &h, err);
	s->run = NULL;
	if (status < 0)
		return -1;
	if (s->run_whole) {
		s->whole = h;
		s->have_whole = 1;
	} else {
		s->hint = h;
		s->have_hint = 1;
		s->hint_version = s->run_version;
	}
	return 1;
}

int
sg_session_hint_current(const struct sg_session *s)
{
	return s->have_hint && s->hint_version == s->version;
}

void
sg_session_record(const struct sg_session *s, struct sg_record *rec)
{
	*rec = s->rec;
	sg_record_put_moves(rec, s->moves, s->played, s->game->move_size);
	rec->kind = SG_REC_GAME;
	rec->has_score = 1;
	rec->score = s->out.score;
}
