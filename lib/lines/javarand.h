/*
 * Java's SecureRandom.getInstance("SHA1PRNG") seeded by setSeed(long), and
 * java.util.Random's nextInt(bound) on top of it: the generator of TopCoder's
 * Lines tester, bit for bit (tests/data/lines/ holds streams from the JDK).
 * Internal to lib/lines; the tests include it too.
 */
#ifndef LINES_JAVARAND_H
#define LINES_JAVARAND_H

#include <stddef.h>
#include <stdint.h>

#include "core/error.h"

#define LINES_SHA1_SIZE	20

struct lines_javarand {
	uint8_t state[LINES_SHA1_SIZE];	/* hashed to make each block */
	uint8_t block[LINES_SHA1_SIZE];	/* the last block made */
	int used;			/* bytes of block handed out */
};

/*
 * Seed r as setSeed(seed) seeds a fresh SHA1PRNG.  Any seed but 0: Java
 * ignores setSeed(0) and would seed itself from the system, which no test
 * could repeat.  Returns 0, or -1 with a message for seed 0.
 */
int lines_javarand_seed(struct lines_javarand *r, int64_t seed,
    struct sg_error *err);

/* The next len bytes of the stream, as SecureRandom.nextBytes gives them. */
void lines_javarand_bytes(struct lines_javarand *r, uint8_t *out, size_t len);

/* SecureRandom.next(31): four bytes big-endian, shifted right by one. */
int32_t lines_javarand_next31(struct lines_javarand *r);

/*
 * java.util.Random.nextInt(bound): a number in 0..bound-1, bound >= 1, by
 * multiply-shift for a power of two and otherwise by modulo with rejection.
 */
int32_t lines_javarand_below(struct lines_javarand *r, int32_t bound);

/* A number in lo..hi as the tester draws it: nextInt(hi - lo + 1) + lo. */
static inline int
lines_javarand_range(struct lines_javarand *r, int lo, int hi)
{
	return lines_javarand_below(r, hi - lo + 1) + lo;
}

#endif
