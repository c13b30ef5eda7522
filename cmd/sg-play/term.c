/*
 * The terminal sg-play draws on and reads keys from: /dev/tty, whatever
 * standard input and output are, so that a record can come down a pipe
 * and the game go to standard output.  It is put back as it was on every
 * way out: the end of the game, exit (die, say) through atexit, and the
 * signals that end a game, whose handler only sets a flag for the loop.
 */
#include <curses.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "play.h"

static SCREEN *screen;
static FILE *tty;
static int ncolors;
static volatile sig_atomic_t signalled;

static void
on_signal(int sig)
{
	signalled = sig;
}

static void
catch_signals(void)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP };
	struct sigaction sa;
	size_t i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		sigaction(sigs[i], &sa, NULL);
}

int
term_signalled(void)
{
	return signalled;
}

void
term_check_hangup(void)
{
	struct pollfd pfd;

	if (!tty)
		return;
	pfd.fd = fileno(tty);
	pfd.events = POLLIN;
	pfd.revents = 0;
	if (poll(&pfd, 1, 0) > 0 &&
	    (pfd.revents & (POLLHUP | POLLERR | POLLNVAL)))
		signalled = SIGHUP;
}

/*
 * Background colours of the tiles, 1 to 10: on 256 colours ten that are
 * told apart at a glance, else the eight of every colour terminal (the
 * last two again, in bold text).
 */
static const short rich[10] = { 196, 34, 33, 226, 201, 51, 208, 129, 250,
    94 };
static const short plain[10] = { COLOR_RED, COLOR_GREEN, COLOR_BLUE,
    COLOR_YELLOW, COLOR_MAGENTA, COLOR_CYAN, COLOR_WHITE, COLOR_RED,
    COLOR_GREEN, COLOR_BLUE };

static void
start_colors(int digits)
{
	const char *no = getenv("NO_COLOR");
	short c;

	ncolors = 0;
	if (digits || (no && *no) || !has_colors() || start_color() == ERR)
		return;
	use_default_colors();
	for (c = 0; c < 10; c++)
		init_pair(c + 1, COLOR_BLACK, COLORS >= 256 ? rich[c] :
		    plain[c]);
	ncolors = COLORS >= 256 ? 256 : 8;
}

int
term_colors(void)
{
	return ncolors;
}

int
term_open(int digits, char *why, size_t cap)
{
	const char *term = getenv("TERM");

	setlocale(LC_CTYPE, "");	/* line drawing in UTF-8 terminals */
	tty = fopen("/dev/tty", "r+");
	if (!tty) {
		snprintf(why, cap, "none to read keys from or draw on");
		return -1;
	}
	catch_signals();
	screen = newterm(NULL, tty, tty);
	if (!screen) {
		fclose(tty);
		tty = NULL;
		snprintf(why, cap, "terminal type '%s' unknown to terminfo",
		    term ? term : "");
		return -1;
	}
	atexit(term_close);
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	curs_set(0);
	set_escdelay(25);
	mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED, NULL);
	mouseinterval(0);
	start_colors(digits);
	return 0;
}

void
term_close(void)
{
	if (!screen)
		return;
	endwin();
	delscreen(screen);
	screen = NULL;
	fclose(tty);
	tty = NULL;
}
