#include <math.h>
#include <string.h>

#include "lines/play/player.h"

/*
 * The part of a game's time never shared out: what the moves overrun their
 * deadlines by, between two looks at the clock, and the time spent outside
 * the player, are paid from it.
 */
#define PACE_RESERVE	0.05
/*
 * What the cheapest answer of a move costs, a part of what its first ply
 * needs: greedy, which a move cut short plays, took 2-5% of it (by size and
 * colours).  Too little leaves a move cut short no time for greedy, which
 * then answers from the first cells it judged (games with 3 colours died
 * of it at a twentieth); too much moves search from early moves to late.
 */
#define PACE_FLOOR	0.1
/* What a move may leave the moves after it: this many times their need. */
#define PACE_NEEDED	2
/* The weight of the last move in the running mean of what moves need. */
#define PACE_NEEDED_WEIGHT	0.1
/* The weight of the last move in the running mean of the moves' stretch. */
#define PACE_STRETCH_WEIGHT	0.05
/*
 * Games with this many colours or fewer are paced to live all their moves:
 * with 5 colours most live on 9x9 and up, and on 8x8 they lived 340 moves
 * on average, twice what the curve below gives (on 7x7, where they die
 * young, one rule for 5 colours was kept over a second curve).
 */
#define PACE_LIVING_COLORS	5
/* The moves expected of a game with PACE_EXPECT_FROM cells a colour... */
#define PACE_EXPECT_BASE	20
#define PACE_EXPECT_FROM	5
/* ...times e for every PACE_EXPECT_SCALE cells a colour more. */
#define PACE_EXPECT_SCALE	3.8
/* A game that has lived m moves is expected to last PACE_LIVED * m more. */
#define PACE_LIVED	2

/*
 * The moves left, counted in shares: each move is expected to take the
 * mean, which lines_pace_note keeps at one or more.
 */
static double
shares_left(const struct lines_pace *p, int left)
{
	return p->stretch > 0 ? left * p->stretch : left;
}

/*
 * The moves a game of v's size and colours is expected to last: all of
 * them with 5 colours or fewer; otherwise a curve in the cells a colour
 * through the moves the player lived at -t 10 (22 with 5.4 cells a colour,
 * 35 with 7, 125 with 12, all of them with 20).
 */
static double
expected_moves(const struct lines_view *v)
{
	double cells_a_color;

	if (v->colors <= PACE_LIVING_COLORS)
		return LINES_MAX_TURNS;
	cells_a_color = (double)v->n * v->n / v->colors;
	return PACE_EXPECT_BASE * exp((cells_a_color - PACE_EXPECT_FROM) /
	    PACE_EXPECT_SCALE);
}

/*
 * The moves the game of v may still last: what is left of its 1000, or
 * fewer in a game expected to die, so that its time is spent before it
 * does.  The expected moves count as moves ahead, at every move, until
 * twice the moves lived is more: the longer a game has lived, the longer
 * it is expected to go on.
 */
static int
moves_left(const struct lines_view *v)
{
	int left = LINES_MAX_TURNS - v->moves;
	double horizon = expected_moves(v);

	if (horizon < PACE_LIVED * v->moves)
		horizon = PACE_LIVED * v->moves;
	if (horizon < left)
		left = (int)horizon;
	return left > 0 ? left : 1;
}

void
lines_pace_budget(const struct lines_pace *p, const struct lines_view *v,
    double now, struct lines_budget *b)
{
	int left = moves_left(v);
	double seconds = p->seconds * (1 - PACE_RESERVE);
	double shares = shares_left(p, left), remaining, floors;

	memset(b, 0, sizeof(*b));
	b->stop = p->stop;
	b->value = p->value;
	if (p->seconds > 0) {
		remaining = seconds > p->used ? seconds - p->used : 0;
		floors = PACE_FLOOR * p->needed * left;
		if (floors > remaining)
			floors = remaining;
		b->game_deadline = now + remaining - floors;
		b->answer_by = b->game_deadline + floors / left;
		b->deadline = now + (b->game_deadline - now) / shares;
		b->stretch_by = b->game_deadline - PACE_NEEDED * p->needed *
		    (left - 1);
		if (b->stretch_by < b->deadline)
			b->stretch_by = b->deadline;
	}
	if (p->nodes > 0) {
		b->game_nodes = p->nodes > p->spent ? p->nodes - p->spent : 0;
		b->nodes = (uint64_t)((double)b->game_nodes / shares);
	}
	if (p->nodes > 0 && b->nodes == 0)
		b->nodes = 1;	/* a share of nothing still gets a move */
}

void
lines_pace_note(struct lines_pace *p, const struct lines_budget *b,
    double seconds)
{
	double stretch;

	p->used += seconds;
	p->spent += b->spent;
	if (b->needed > 0)
		p->needed = p->needed > 0 ? p->needed + PACE_NEEDED_WEIGHT *
		    (b->needed - p->needed) : b->needed;
	stretch = b->stretch > 1 ? b->stretch : 1;
	p->stretch = p->stretch > 0 ? p->stretch + PACE_STRETCH_WEIGHT *
	    (stretch - p->stretch) : stretch;
}
