/*
 * lines-referee: TopCoder's Lines tester as a referee, for the tests of
 * sg-solve --topcoder.  For every Lines record of a file it starts the
 * player command with pipes and plays the tester's game of the record's
 * board: it sends the tester's text (lines/protocol.h; N and C first, then
 * each turn the grid, the next 3 colours and the time used so far), reads
 * one answer "r1 c1 r2 c2", plays it with lines_tester_play, and when the
 * game is over closes the player's input and expects it to exit 0 without
 * another word.  Each game is written to standard output as a record
 * (NAME lines:SEED:N:C SCORE MOVE...) for sg-verify to judge; an illegal
 * move is the record's last, with the score -1 the tester gives it.
 *
 * usage: lines-referee [-t limit_ms] games command [arg ...]
 *
 *   -t  time a game's answers may take together, default 10000 ms,
 *       measured on the wall clock from sending a turn to reading its answer
 *
 * Records of other games are skipped with a note on standard error.  A foul
 * (an illegal or malformed answer, the time limit, a player that dies or
 * misbehaves at the end) is reported on standard error with the game and
 * the move, and the game's record is written with the moves so far; the
 * other games are played all the same.  A summary of each game goes to
 * standard error.  Exit status 0 when every game was played by the rules,
 * 1 when the player broke one, 2 on an error of the referee's own.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "child.h"
#include "core/reader.h"
#include "games.h"
#include "lines/game.h"
#include "lines/protocol.h"
#include "lines/tester.h"

#define END_GRACE_MS	5000	/* for the player to exit after its input */
#define ANSWER_MAX	256	/* bytes of an answer line */

struct game {
	const char *name;
	struct lines_setup setup;
	struct lines_tester t;
	struct lines_move moves[LINES_MAX_TURNS];
	int nmoves;
	double used_ms;			/* the player's time so far */
	struct child player;
	int ended;			/* the last move has been played */
	int fouled;
};

static long limit_ms = 10000;

static const char usage_text[] =
    "usage: lines-referee [-t limit_ms] games command [arg ...]";

static _Noreturn void
fatal(const char *fmt, ...)
{
	va_list ap;

	fputs("lines-referee: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
}

/*
 * The player broke a rule at its answer to move g->nmoves + 1, or after
 * the game: say which and mark the game.  Returns -1, for the caller to
 * return.
 */
static int
foul(struct game *g, const char *fmt, ...)
{
	va_list ap;

	if (g->ended)
		fprintf(stderr, "lines-referee: %s: after move %d: ", g->name,
		    g->nmoves);
	else
		fprintf(stderr, "lines-referee: %s: move %d: ", g->name,
		    g->nmoves + 1);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	g->fouled = 1;
	return -1;
}

static void
start_player(struct game *g, char **argv)
{
	if (child_start(&g->player, argv, "lines-referee") < 0)
		fatal("cannot start the player: %s", strerror(errno));
}

/* Wait up to ms for the player to end: 0 with its wait status in *st, 1
 * when it is still running. */
static int
reap(struct game *g, double ms, int *st)
{
	int r = child_reap(&g->player, ms, st);

	if (r < 0)
		fatal("waitpid: %s", strerror(errno));
	return r;
}

/*
 * The player's output ended, or its input broke: tell whether it died, and
 * how, or only closed its output, for the foul.
 */
static int
gone(struct game *g, const char *what)
{
	char why[64];
	int st;

	if (reap(g, 1000, &st) == 0)
		return foul(g, "the player %s %s", child_status_text(st, why,
		    sizeof(why)), what);
	return foul(g, "the player closed its output %s", what);
}

/* Send the tester's text before the next move, in one write. */
static int
send_turn(struct game *g)
{
	static char buf[4096];
	struct lines_view v;
	int n;

	lines_tester_view(&g->t, &v);
	n = lines_proto_format(&v, g->nmoves == 0, (long)g->used_ms, buf,
	    sizeof(buf));
	if (n < 0)
		fatal("%s: the turn does not fit in %zu bytes", g->name,
		    sizeof(buf));
	if (child_send(&g->player, buf, (size_t)n) == 0)
		return 0;
	if (errno == EPIPE)
		return gone(g, "before reading its turn");
	fatal("%s: cannot send a turn: %s", g->name, strerror(errno));
}

/*
 * Read the player's answer line into buf (without its newline) by the time
 * the game's limit runs out, counting the time it takes.  Returns 0, or -1
 * after a foul.
 */
static int
read_answer(struct game *g, double sent, char *buf, size_t cap)
{
	double deadline = sent + (double)limit_ms - g->used_ms;
	enum child_line got = child_read_line(&g->player, deadline, buf,
	    cap);

	if (got == CHILD_LINE || got == CHILD_LATE || got == CHILD_LINES)
		g->used_ms += child_now_ms() - sent;
	switch (got) {
	case CHILD_LINE:
		return 0;
	case CHILD_LATE:
		return foul(g, "no answer within the time limit of %ld ms",
		    limit_ms);
	case CHILD_CLOSED:
		return gone(g, "instead of answering");
	case CHILD_LINES:
		return foul(g, "more than one line in one answer");
	case CHILD_LONG:
		return foul(g, "answer longer than %zu bytes", cap - 2);
	case CHILD_ERROR:
		break;
	}
	fatal("%s: cannot read an answer: %s", g->name, strerror(errno));
}

/*
 * Read one integer of an answer at *s, with the blanks before it: 0 with
 * *v, kept off the grid when too big to be on it (so that the tester
 * refuses it, as it refuses any other), or -1.
 */
static int
answer_number(const char **s, int8_t *v)
{
	const char *p = *s + strspn(*s, " \t");
	int neg = *p == '-';
	long n = 0;

	if (neg)
		p++;
	if (*p < '0' || *p > '9')
		return -1;
	for (; *p >= '0' && *p <= '9'; p++)
		if (n < 1000)
			n = n * 10 + (*p - '0');
	if (neg)
		n = -n;
	*v = (int8_t)(n > INT8_MAX ? INT8_MAX : n < INT8_MIN ? INT8_MIN : n);
	*s = p;
	return 0;
}

/* Parse "r1 c1 r2 c2", blanks around and between (a final CR too). */
static int
parse_answer(struct game *g, const char *line, struct lines_move *m)
{
	char q[SG_QUOTE_SIZE];
	const char *s = line;
	int8_t *v[4] = { &m->r1, &m->c1, &m->r2, &m->c2 };
	int i;

	for (i = 0; i < 4; i++)
		if ((i > 0 && *s != ' ' && *s != '\t') ||
		    answer_number(&s, v[i]) < 0)
			break;
	if (i == 4)
		s += strspn(s, " \t\r");
	if (i < 4 || *s != '\0')
		return foul(g, "malformed answer '%s', expected "
		    "'r1 c1 r2 c2'", sg_quote(q, line, strlen(line)));
	return 0;
}

/*
 * Play move m as the tester does.  An illegal move ends the game: it is
 * kept as the record's last, for sg-verify to name.
 */
static int
play_move(struct game *g, struct lines_move m, const char *line)
{
	struct lines_step step;
	char q[SG_QUOTE_SIZE];

	g->moves[g->nmoves] = m;
	if (lines_tester_play(&g->t, m, &step, NULL) < 0) {
		foul(g, "illegal move '%s': %s", sg_quote(q, line,
		    strlen(line)), step.why);
		g->nmoves++;
		return -1;
	}
	g->nmoves++;
	return 0;
}

/*
 * After the last move: the player must read the end of its input, say
 * nothing more and exit 0 soon.
 */
static int
finish(struct game *g)
{
	char why[64];
	int st, more, ready;

	g->ended = 1;
	child_close_input(&g->player);
	ready = child_readable(&g->player, child_now_ms() + END_GRACE_MS);
	if (ready < 0)
		fatal("poll: %s", strerror(errno));
	if (ready == 0)
		return foul(g, "the player did not end within %d ms of its "
		    "input's end", END_GRACE_MS);
	if ((more = child_writes_more(&g->player)) < 0)
		fatal("%s: cannot read the player's output: %s", g->name,
		    strerror(errno));
	if (more)
		return foul(g, "the player wrote after the game ended");
	if (reap(g, END_GRACE_MS, &st) > 0)
		return foul(g, "the player did not exit within %d ms of its "
		    "input's end", END_GRACE_MS);
	if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
		return foul(g, "the player %s at the end of the game",
		    child_status_text(st, why, sizeof(why)));
	return 0;
}

/* Write the game as a record: the moves played and the tester's score. */
static void
write_game(struct game *g)
{
	static struct sg_record rec;
	static char line[SG_LINE_MAX + 2];

	memset(&rec, 0, sizeof(rec));
	rec.kind = SG_REC_GAME;
	snprintf(rec.name, sizeof(rec.name), "%s", g->name);
	lines_record_set_setup(&rec, &g->setup);
	lines_record_set_moves(&rec, g->moves, g->nmoves);
	rec.has_score = 1;
	rec.score = g->t.score;
	if (sg_record_format(&rec, line, sizeof(line)) < 0)
		fatal("%s: cannot format the game", g->name);
	fputs(line, stdout);
	fflush(stdout);
}

/* The player's moves until the game is over or it breaks a rule. */
static int
play_moves(struct game *g)
{
	char line[ANSWER_MAX];
	struct lines_move m;
	double sent;

	while (!g->t.over) {
		sent = child_now_ms();
		if (send_turn(g) < 0 || read_answer(g, sent, line,
		    sizeof(line)) < 0)
			return -1;
		if (g->used_ms > (double)limit_ms)
			return foul(g, "answer past the time limit of %ld ms",
			    limit_ms);
		if (parse_answer(g, line, &m) < 0 || play_move(g, m,
		    line) < 0)
			return -1;
	}
	return finish(g);
}

/* Play the game of record rec with a new player; 0, or -1 after a foul. */
static int
play(const struct sg_record *rec, char **argv)
{
	static struct game g;
	struct sg_error err;

	memset(&g, 0, sizeof(g));
	g.name = rec->name;
	lines_record_setup(rec, &g.setup);
	if (lines_tester_init(&g.t, &g.setup, &err) < 0)
		fatal("%s: %s", g.name, err.msg);
	start_player(&g, argv);
	play_moves(&g);
	child_stop(&g.player);
	write_game(&g);
	fprintf(stderr, "lines-referee: %s: score %ld, %d move%s, %.0f ms "
	    "used%s\n", g.name, g.t.score, g.nmoves, g.nmoves == 1 ? "" : "s",
	    g.used_ms, g.fouled ? ", foul" : "");
	return g.fouled ? -1 : 0;
}

/* The option -t: a time in ms from 1 to a day. */
static long
parse_limit(const char *s)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || end == s || *end != '\0' || v < 1 || v > 86400000L)
		fatal("bad time limit '%s', expected 1..86400000 ms", s);
	return v;
}

/* Play every Lines record of file; 1 when the player broke a rule. */
static int
play_file(const char *file, char **argv)
{
	static struct sg_record rec;
	struct sg_reader *r;
	struct sg_error err;
	int fd, st, fouled = 0;

	if ((fd = open(file, O_RDONLY)) < 0)
		fatal("cannot open '%s': %s", file, strerror(errno));
	if ((r = sg_reader_open(fd, file, sg_games, &err)) == NULL)
		fatal("%s: %s", file, err.msg);
	close(fd);
	while ((st = sg_reader_next(r, &rec, &err)) > 0) {
		if (rec.kind != SG_REC_BOARD && rec.kind != SG_REC_GAME)
			continue;
		if (rec.game != &lines_game_table)
			fprintf(stderr, "lines-referee: %s:%ld: %s: not a "
			    "Lines game, skipped\n", file, sg_reader_line(r),
			    rec.name);
		else if (play(&rec, argv) < 0)
			fouled = 1;
	}
	if (st < 0)
		fatal("%s:%ld: %s", file, sg_reader_line(r), err.msg);
	if (sg_reader_close(r, &err) < 0)
		fatal("%s: %s", file, err.msg);
	return fouled;
}

int
main(int argc, char **argv)
{
	int c, fouled;

	opterr = 0;	/* the usage says it, without the path run by */
	while ((c = getopt(argc, argv, "+t:")) != -1) {
		switch (c) {
		case 't':
			limit_ms = parse_limit(optarg);
			break;
		default:
			fatal("%s", usage_text);
		}
	}
	if (argc - optind < 2)
		fatal("%s", usage_text);
	signal(SIGPIPE, SIG_IGN);
	fouled = play_file(argv[optind], argv + optind + 1);
	if (fflush(stdout) == EOF || ferror(stdout))
		fatal("cannot write the games: %s", strerror(errno));
	return fouled;
}
