#include <nettle/sha1.h>
#include <string.h>

#include "lines/javarand.h"

int
lines_javarand_seed(struct lines_javarand *r, int64_t seed,
    struct sg_error *err)
{
	struct sha1_ctx ctx;
	uint8_t bytes[8];
	uint64_t u = (uint64_t)seed;
	int i;

	if (seed == 0)
		return sg_fail(err, "seed 0 leaves java's generator unseeded");
	for (i = 0; i < 8; i++) {	/* least significant byte first */
		bytes[i] = (uint8_t)u;
		u >>= 8;
	}
	sha1_init(&ctx);
	sha1_update(&ctx, sizeof(bytes), bytes);
	sha1_digest(&ctx, sizeof(r->state), r->state);
	r->used = LINES_SHA1_SIZE;
	return 0;
}

/*
 * state = state + block + 1, byte by byte from index 0 with Java's signed
 * bytes: the carry is the arithmetic shift of the signed sum, so a negative
 * byte carries -1.  When no byte changed, the first byte is incremented.
 */
static void
update_state(uint8_t state[LINES_SHA1_SIZE],
    const uint8_t block[LINES_SHA1_SIZE])
{
	int carry = 1, changed = 0, i, sum;
	int8_t now;

	for (i = 0; i < LINES_SHA1_SIZE; i++) {
		sum = (int8_t)state[i] + (int8_t)block[i] + carry;
		now = (int8_t)(uint8_t)sum;
		changed |= (int8_t)state[i] != now;
		state[i] = (uint8_t)now;
		carry = sum >> 8;	/* arithmetic on gcc and clang */
	}
	if (!changed)
		state[0]++;
}

static void
next_block(struct lines_javarand *r)
{
	struct sha1_ctx ctx;

	sha1_init(&ctx);
	sha1_update(&ctx, sizeof(r->state), r->state);
	sha1_digest(&ctx, sizeof(r->block), r->block);
	update_state(r->state, r->block);
	r->used = 0;
}

void
lines_javarand_bytes(struct lines_javarand *r, uint8_t *out, size_t len)
{
	size_t take;

	while (len > 0) {
		if (r->used == LINES_SHA1_SIZE)
			next_block(r);
		take = (size_t)(LINES_SHA1_SIZE - r->used);
		if (take > len)
			take = len;
		memcpy(out, r->block + r->used, take);
		r->used += (int)take;
		out += take;
		len -= take;
	}
}

int32_t
lines_javarand_next31(struct lines_javarand *r)
{
	uint8_t b[4];

	lines_javarand_bytes(r, b, sizeof(b));
	return (int32_t)(((uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 |
	    (uint32_t)b[2] << 8 | b[3]) >> 1);
}

int32_t
lines_javarand_below(struct lines_javarand *r, int32_t bound)
{
	int32_t bits, m = bound - 1, val;
	int64_t scaled;

	if ((bound & m) == 0) {
		scaled = (int64_t)bound * lines_javarand_next31(r);
		return (int32_t)(scaled >> 31);
	}
	/* Java rejects u when u - u % bound + m overflows an int. */
	do {
		bits = lines_javarand_next31(r);
		val = bits % bound;
	} while ((int64_t)bits - val + m > INT32_MAX);
	return val;
}
