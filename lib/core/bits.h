/*
 * Bits of a word, for both games' code on bit masks (SameGame's search,
 * Lines' rules and players): the lowest and highest set bit, and the bits
 * set.  Counting is done without a call: __builtin_popcountll is a call
 * into libgcc unless the build targets POPCNT, which a portable build
 * cannot assume, and both games count bits in their inner loops.
 */
#ifndef SG_BITS_H
#define SG_BITS_H

#include <stdint.h>

/* The lowest and the highest set bit of v != 0: the zeros below it and
 * above it. */
#if defined(__GNUC__) || defined(__clang__)
#define sg_ctz64(v)	__builtin_ctzll(v)
#define sg_clz64(v)	__builtin_clzll(v)
#else
static inline int
sg_ctz64(uint64_t v)
{
	int n = 0;

	while (!(v & 1)) {
		v >>= 1;
		n++;
	}
	return n;
}

static inline int
sg_clz64(uint64_t v)
{
	int n = 0;

	while (!(v >> 63)) {
		v <<= 1;
		n++;
	}
	return n;
}
#endif

/* Bits set in v. */
static inline int
sg_pop64(uint64_t v)
{
	v -= v >> 1 & UINT64_C(0x5555555555555555);
	v = (v & UINT64_C(0x3333333333333333)) +
	    (v >> 2 & UINT64_C(0x3333333333333333));
	v = (v + (v >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
	return (int)((v * UINT64_C(0x0101010101010101)) >> 56);
}

/* Bits set in v < 2^16. */
static inline int
sg_pop16(unsigned v)
{
	v -= v >> 1 & 0x5555;
	v = (v & 0x3333) + (v >> 2 & 0x3333);
	v = (v + (v >> 4)) & 0x0f0f;
	return (int)((v + (v >> 8)) & 0x1f);
}

#endif
