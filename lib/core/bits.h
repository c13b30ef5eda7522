/*
 * Counting the bits of a word without a call: __builtin_popcountll is a
 * call into libgcc unless the build targets POPCNT, which a portable build
 * cannot assume, and both games' searches count bits in their inner loops.
 */
#ifndef SG_BITS_H
#define SG_BITS_H

#include <stdint.h>

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

#endif
