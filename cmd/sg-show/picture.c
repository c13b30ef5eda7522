/*
 * The pictures both games make, and the colours they are drawn in: the
 * terminal draws a picture at once, the SVG image keeps it until the input
 * ends, the replay page writes it as data for its script.
 */
#include "show.h"

const struct color palette[SGM_MAX_COLORS] = {
	{ 196, 231, "#e6194b", "red" },
	{ 40, 16, "#3cb44b", "green" },
	{ 33, 231, "#4363d8", "blue" },
	{ 226, 16, "#ffe119", "yellow" },
	{ 201, 16, "#f032e6", "magenta" },
	{ 51, 16, "#42d4f4", "cyan" },
	{ 208, 16, "#f58231", "orange" },
	{ 93, 231, "#911eb4", "purple" },
	{ 130, 231, "#9a6324", "brown" },
	{ 250, 16, "#a9a9a9", "grey" },
};

const char mark_char[] = " **ox+";

/*
 * Whether --moves leaves out the step of p; a board record is always in.
 * Steps asked for past a game's last move draw its end, as sg-show(1) says.
 */
static int
left_out(const struct show *s, const struct picture *p)
{
	const struct step *st = &p->step;

	if (st->move == 0)
		return 0;
	if (st->move == st->nmoves + 1 && s->opt.first > st->nmoves)
		return 0;
	return st->move < s->opt.first || st->move > s->opt.last;
}

int
draws_steps(const struct show *s)
{
	return !s->opt.final && (s->opt.fmt == FMT_SHOW || s->opt.fmt == FMT_SVG ||
	    s->opt.fmt == FMT_HTML);
}

void
picture(struct show *s, const struct picture *p)
{
	if (left_out(s, p))
		return;
	if (s->opt.fmt == FMT_SVG)
		svg_keep(s, p);
	else if (s->opt.fmt == FMT_HTML)
		html_keep(s, p);
	else
		term_picture(s, p);
}
