/*
 * SplitMix64 (Steele, Lea and Flood, 2014): the random generator behind
 * sg-gen's boards and the search's playouts.  Its output for a seed is fixed
 * forever; sg(5) documents it so that other programs can make the same boards.
 */
#ifndef SG_RNG_H
#define SG_RNG_H

#include <stdint.h>

#define SG_GOLDEN	UINT64_C(0x9E3779B97F4A7C15)

/* The SplitMix64 finaliser: a bijective mix of the 64 bits of z. */
static inline uint64_t
sg_mix64(uint64_t z)
{
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

/* Next 64 random bits of the stream whose state is *s. */
static inline uint64_t
sg_rand(uint64_t *s)
{
	*s += SG_GOLDEN;
	return sg_mix64(*s);
}

/* A number in 0..n-1, n >= 1, by the top bits (no division in hot loops). */
static inline uint32_t
sg_rand_below(uint64_t *s, uint32_t n)
{
	return (uint32_t)(((sg_rand(s) >> 32) * n) >> 32);
}

#endif
