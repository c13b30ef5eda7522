/*
 * Counting bits of a word, for the search's code on bit masks: group
 * finding (spbits_internal.h), the walk over a track's groups and tile
 * names.  Internal to lib/samegame/search/.
 */
#ifndef SGM_BITOPS_H
#define SGM_BITOPS_H

#include <stdint.h>

#if defined(__GNUC__) || defined(__clang__)
#define bit_ctz64(v)	__builtin_ctzll(v)
#define bit_clz64(v)	__builtin_clzll(v)
#else
static inline int
bit_ctz64(uint64_t v)
{
	int n = 0;

	while (!(v & 1)) {
		v >>= 1;
		n++;
	}
	return n;
}

static inline int
bit_clz64(uint64_t v)
{
	int n = 0;

	while (!(v >> 63)) {
		v <<= 1;
		n++;
	}
	return n;
}
#endif
#define bit_ctz32(v)	bit_ctz64(v)

/* Bits set in v < 2^16 (__builtin_popcount is a call without -mpopcnt). */
static inline int
bit_pop16(unsigned v)
{
	v -= v >> 1 & 0x5555;
	v = (v & 0x3333) + (v >> 2 & 0x3333);
	v = (v + (v >> 4)) & 0x0f0f;
	return (int)((v + (v >> 8)) & 0x1f);
}

#endif
