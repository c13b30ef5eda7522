/*
 * referee: a stand-in for CodinGame's SameGame referee, for the tests of
 * sg-solve --codingame.  For every board of a file it starts the bot
 * command with pipes, sends the board each turn as rows of space-separated
 * integers (top row first, -1 for empty), reads one answer "column row
 * [message]", checks that it is well formed, legal and in time, plays it,
 * and when no move is left closes the bot's input and expects it to exit 0
 * without another word.  Each game is written to standard output as an sg
 * record (NAME BOARD SCORE MOVES) for sg-verify to judge.
 *
 * usage: referee [-f first_ms] [-l later_ms] [-t times] [-x every] boards
 *                command [arg ...]
 *
 *   -f  time allowed for the first answer, default 20000 ms
 *   -l  time allowed for every later answer, default 50 ms
 *   -t  write each answer's time to the file times, a line an answer:
 *       "NAME TURN KIND MS", KIND first (the first board), replan (a board
 *       after a move of the referee's, which the bot did not expect) or
 *       plan (a board after the bot's own move), for make bench-codingame
 *   -x  after every that many answers the referee plays one move of its
 *       own (the last group), so the board sent is not the one the bot
 *       expects and it must plan again
 *
 * A summary of each game goes to standard error.  Exit status 0 when every
 * game was played by the rules, 1 when the bot broke one, 2 on an error of
 * the referee's own.
 */
#include <errno.h>
#include <fcntl.h>
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
#include "samegame/game.h"
#include "samegame/replay.h"

#define HARD_LIMIT_MS	120000	/* stop waiting for a bot altogether */

struct game {
	const char *name;
	struct child bot;
	struct sgm_replay rp;
	struct sgm_move moves[SGM_MAX_MOVES];
	int nmoves;
	int turn;
	int surprised;		/* the board sent follows a move of ours */
	double first_ms, later_max_ms;
};

static double first_limit = 20000, later_limit = 50;
static int every;
static FILE *times;

static _Noreturn void
fatal(int status, const char *fmt, ...)
{
	va_list ap;

	fputs("referee: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(status);
}

/* The bot broke a rule: say which, kill it and exit 1. */
static _Noreturn void
foul(struct game *g, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "referee: %s: turn %d: ", g->name, g->turn);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	child_stop(&g->bot);
	exit(1);
}

static void
start_bot(struct game *g, char **argv)
{
	if (child_start(&g->bot, argv, "referee") < 0)
		fatal(2, "cannot start the bot: %s", strerror(errno));
}

/* Send the position as the referee's turn input, in one write. */
static void
send_board(struct game *g)
{
	static char buf[SGM_MAX_CELLS * 3 + SGM_MAX_SIDE + 1];
	const struct sgm_board *b = &g->rp.board;
	size_t n = 0;
	int x, y, c;

	for (y = b->h - 1; y >= 0; y--)
		for (x = 0; x < b->w; x++) {
			c = sgm_cell(b, x, y);
			n += (size_t)sprintf(buf + n, "%d%c", c - 1,
			    x + 1 < b->w ? ' ' : '\n');
		}
	if (child_send(&g->bot, buf, n) < 0)
		foul(g, "cannot send the board: %s", strerror(errno));
}

/* Read the bot's answer line into buf (without its newline); returns the
 * milliseconds it took from the end of the board. */
static double
read_answer(struct game *g, char *buf, size_t cap)
{
	double t0 = child_now_ms();

	switch (child_read_line(&g->bot, t0 + HARD_LIMIT_MS, buf, cap)) {
	case CHILD_LINE:
		break;
	case CHILD_LATE:
		foul(g, "no answer after %d ms", HARD_LIMIT_MS);
	case CHILD_CLOSED:
		foul(g, "the bot closed its output instead of answering");
	case CHILD_LINES:
		foul(g, "more than one line in one answer");
	case CHILD_LONG:
		foul(g, "answer longer than %zu bytes", cap - 2);
	case CHILD_ERROR:
		foul(g, "cannot read the answer: %s", strerror(errno));
	}
	return child_now_ms() - t0;
}

/* Parse "column row" with an optional " message" into m, or foul. */
static struct sgm_move
parse_answer(struct game *g, const char *line)
{
	struct sgm_move m;
	const char *p = line;
	long v[2];
	char *end;
	int i;

	for (i = 0; i < 2; i++) {
		if (*p < '0' || *p > '9')
			foul(g, "malformed answer '%s'", line);
		v[i] = strtol(p, &end, 10);
		if (v[i] >= SGM_MAX_SIDE)
			foul(g, "answer '%s' is off the board", line);
		p = *end == ' ' ? end + 1 : end;
	}
	if (*end != '\0' && *end != ' ')
		foul(g, "malformed answer '%s'", line);
	m.x = (uint8_t)v[0];
	m.y = (uint8_t)v[1];
	return m;
}

static void
check_time(struct game *g, double ms)
{
	double limit = g->turn == 1 ? first_limit : later_limit;

	if (g->turn == 1)
		g->first_ms = ms;
	else if (ms > g->later_max_ms)
		g->later_max_ms = ms;
	if (times)
		fprintf(times, "%s %d %s %.3f\n", g->name, g->turn,
		    g->turn == 1 ? "first" : g->surprised ? "replan" : "plan",
		    ms);
	if (ms > limit)
		foul(g, "answer took %.1f ms, allowed %.0f ms", ms, limit);
}

static void
play_move(struct game *g, struct sgm_move m, const char *line)
{
	if (sgm_replay_move(&g->rp, m, SGM_RULES_STD) == 0)
		foul(g, "illegal answer '%s': %s", line, g->rp.why);
	g->moves[g->nmoves++] = m;
}

/* The referee's own move: the last group, which the bot did not plan. */
static void
interfere(struct game *g)
{
	static struct sgm_group groups[SGM_MAX_MOVES];
	const struct sgm_board *b = &g->rp.board;
	struct sgm_move m;
	int n = sgm_groups(b, groups, NULL);

	if (n == 0)
		return;
	m.x = (uint8_t)(groups[n - 1].cell / b->h);
	m.y = (uint8_t)(groups[n - 1].cell % b->h);
	play_move(g, m, "(referee)");
	g->surprised = 1;
}

/* After the last move: the bot must read EOF, say nothing and exit 0. */
static void
finish(struct game *g)
{
	char why[64];
	int st, more;

	child_close_input(&g->bot);
	if (child_readable(&g->bot, child_now_ms() + HARD_LIMIT_MS) == 0)
		foul(g, "the bot did not end within %d ms of its input's end",
		    HARD_LIMIT_MS);
	if ((more = child_writes_more(&g->bot)) < 0)
		foul(g, "cannot read the bot's output: %s", strerror(errno));
	if (more > 0)
		foul(g, "the bot wrote after the game ended");
	switch (child_reap(&g->bot, HARD_LIMIT_MS, &st)) {
	case -1:
		fatal(2, "waitpid: %s", strerror(errno));
	case 1:
		foul(g, "the bot did not exit within %d ms of its input's end",
		    HARD_LIMIT_MS);
	}
	child_stop(&g->bot);
	if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
		fatal(1, "%s: the bot %s at the end of the game", g->name,
		    child_status_text(st, why, sizeof(why)));
}

static void
write_game(struct game *g, const struct sgm_board *b)
{
	static struct sg_record rec;
	static char line[SG_LINE_MAX + 2];

	memset(&rec, 0, sizeof(rec));
	rec.kind = SG_REC_GAME;
	snprintf(rec.name, sizeof(rec.name), "%s", g->name);
	sgm_record_set_board(&rec, b);
	sgm_record_set_moves(&rec, g->moves, g->nmoves);
	rec.has_score = 1;
	rec.score = g->rp.score;
	if (sg_record_format(&rec, line, sizeof(line)) < 0)
		fatal(2, "%s: cannot format the game", g->name);
	fputs(line, stdout);
	fflush(stdout);
}

static void
play(const char *name, const struct sgm_board *b, char **argv)
{
	static struct game g;
	char line[256];
	double ms;

	memset(&g, 0, sizeof(g));
	g.name = name;
	sgm_replay_start(&g.rp, b);
	start_bot(&g, argv);
	while (sgm_has_move(&g.rp.board)) {
		g.turn++;
		send_board(&g);
		ms = read_answer(&g, line, sizeof(line));
		check_time(&g, ms);
		play_move(&g, parse_answer(&g, line), line);
		g.surprised = 0;
		if (every > 0 && g.turn % every == 0)
			interfere(&g);
	}
	finish(&g);
	sgm_replay_end(&g.rp, SGM_RULES_STD);
	write_game(&g, b);
	fprintf(stderr, "referee: %s: %d turns, score %ld, first answer "
	    "%.1f ms, later answers at most %.1f ms\n", name, g.turn,
	    g.rp.score, g.first_ms, g.later_max_ms);
}

int
main(int argc, char **argv)
{
	static const char usage[] = "usage: referee [-f first_ms] "
	    "[-l later_ms] [-t times] [-x every] boards command [arg ...]";
	static struct sg_record rec;
	static struct sgm_board b;
	struct sg_reader *r;
	struct sg_error err;
	int c, fd, st;

	while ((c = getopt(argc, argv, "+f:l:t:x:")) != -1) {
		switch (c) {
		case 'f':
			first_limit = atof(optarg);
			break;
		case 'l':
			later_limit = atof(optarg);
			break;
		case 't':
			if ((times = fopen(optarg, "w")) == NULL)
				fatal(2, "cannot open '%s': %s", optarg,
				    strerror(errno));
			break;
		case 'x':
			every = atoi(optarg);
			break;
		default:
			fatal(2, "%s", usage);
		}
	}
	if (argc - optind < 2)
		fatal(2, "%s", usage);
	signal(SIGPIPE, SIG_IGN);
	if ((fd = open(argv[optind], O_RDONLY)) < 0)
		fatal(2, "cannot open '%s': %s", argv[optind], strerror(errno));
	if ((r = sg_reader_open(fd, argv[optind], sg_games, &err)) == NULL)
		fatal(2, "%s: %s", argv[optind], err.msg);
	close(fd);
	while ((st = sg_reader_next(r, &rec, &err)) > 0) {
		if (rec.kind == SG_REC_BOARD || rec.kind == SG_REC_GAME) {
			sgm_record_board(&rec, &b);
			play(rec.name, &b, argv + optind + 1);
		}
	}
	if (st < 0)
		fatal(2, "%s:%ld: %s", argv[optind], sg_reader_line(r),
		    err.msg);
	if (sg_reader_close(r, &err) < 0)
		fatal(2, "%s: %s", argv[optind], err.msg);
	if (times && fclose(times) == EOF)
		fatal(2, "cannot write the times: %s", strerror(errno));
	return 0;
}
