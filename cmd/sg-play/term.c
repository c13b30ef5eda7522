/*
 * The terminal sg-play draws on and reads keys from: /dev/tty, whatever
 * standard input and output are, so that a record can come down a pipe
 * and the game go to standard output.  It is put back as it was on every
 * way out: the end of the game, exit (die, say) through atexit, the
 * signals that end a game, whose handler only sets a flag for the loop,
 * and the signals that end sg-play at once (SIGQUIT, a crash), whose
 * handler puts back the saved modes and screen as less(1) and vim do,
 * with async-signal-safe calls only, and lets the signal go on.
 */
#include <curses.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <termios.h>
#include <unistd.h>

#include "play.h"

static SCREEN *screen;
static FILE *tty;
static int ncolors;
static volatile sig_atomic_t signalled;
/* What a dying sg-play writes to the terminal: its modes and screen. */
static struct termios saved_modes;
static volatile sig_atomic_t modes_saved;
static char undraw[128];
static size_t undraw_len;
static int tty_fd = -1;

static void
on_signal(int sig)
{
	signalled = sig;
}

/* A signal that ends sg-play now: the terminal put back, then the signal
 * goes on to its default (installed with SA_RESETHAND and SA_NODEFER). */
static void
on_fatal(int sig)
{
	if (modes_saved) {
		tcsetattr(tty_fd, TCSANOW, &saved_modes);
		if (undraw_len > 0 && write(tty_fd, undraw, undraw_len) < 0)
			modes_saved = 0;
	}
	raise(sig);
}

/* Handle sig with fn and flags, unless it came ignored (nohup). */
static void
catch(int sig, void (*fn)(int), int flags)
{
	struct sigaction sa, old;

	if (sigaction(sig, NULL, &old) == 0 && old.sa_handler == SIG_IGN)
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = fn;
	sa.sa_flags = flags;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
}

static void
catch_signals(void)
{
	static const int ending[] = { SIGINT, SIGTERM, SIGHUP };
	static const int fatal[] = { SIGQUIT, SIGSEGV, SIGBUS, SIGFPE, SIGILL,
	    SIGABRT, SIGSYS, SIGTRAP };
	size_t i;

	for (i = 0; i < sizeof(ending) / sizeof(ending[0]); i++)
		catch(ending[i], on_signal, 0);
	for (i = 0; i < sizeof(fatal) / sizeof(fatal[0]); i++)
		catch(fatal[i], on_fatal, SA_RESETHAND | SA_NODEFER);
}

/* Add terminfo's capability cap, if the terminal has one, to undraw. */
static void
add_undraw(const char *cap)
{
	const char *seq = tigetstr(cap);
	size_t n;

	if (!seq || seq == (char *)-1)
		return;
	n = strlen(seq);
	if (undraw_len + n <= sizeof(undraw)) {
		memcpy(undraw + undraw_len, seq, n);
		undraw_len += n;
	}
}

/* Keep what a dying sg-play puts back: the modes the game found, and the
 * strings that end its screen (attributes, cursor, alternate screen). */
static void
save_modes(void)
{
	if (tcgetattr(tty_fd, &saved_modes) == 0)
		modes_saved = 1;
}

static void
save_undraw(void)
{
	add_undraw("sgr0");
	add_undraw("cnorm");
	add_undraw("rmcup");
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
	tty_fd = fileno(tty);
	save_modes();
	catch_signals();
	screen = newterm(NULL, tty, tty);
	if (!screen) {
		fclose(tty);
		tty = NULL;
		snprintf(why, cap, "terminal type '%s' unknown to terminfo",
		    term ? term : "");
		return -1;
	}
	save_undraw();
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
	modes_saved = 0;
	fclose(tty);
	tty = NULL;
}

void
term_end_signalled(void)
{
	int sig = signalled;

	if (!sig)
		return;
	signal(sig, SIG_DFL);
	raise(sig);
}
