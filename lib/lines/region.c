#include "lines/lines.h"

lines_bits
lines_spread(const struct lines_pos *p, lines_bits b)
{
	return b | b << p->n | b >> p->n | (b & p->not_right) << 1 |
	    (b & p->not_left) >> 1;
}

int
lines_cut_off(const struct lines_pos *p, lines_bits empty)
{
	lines_bits left = empty, seen, last;
	int total = lines_count(empty), largest = 0, size;

	while (left && largest < lines_count(left)) {
		seen = lines_bit(lines_first(left));
		do {
			last = seen;
			seen = lines_spread(p, seen) & empty;
		} while (seen != last);
		size = lines_count(seen);
		if (size > largest)
			largest = size;
		left &= ~seen;
	}
	return total - largest;
}
