/* SHA-1 (FIPS 180-4) behind nettle's calls, for the wasm build. */
#include <string.h>

#include "sys/nettle/sha1.h"

static uint32_t
rol(uint32_t x, int n)
{
	return x << n | x >> (32 - n);
}

static void
compress(uint32_t h[5], const uint8_t block[SHA1_BLOCK_SIZE])
{
	uint32_t w[80], a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f,
	    k, t;
	int i;

	for (i = 0; i < 16; i++)
		w[i] = (uint32_t)block[4 * i] << 24 |
		    (uint32_t)block[4 * i + 1] << 16 |
		    (uint32_t)block[4 * i + 2] << 8 | block[4 * i + 3];
	for (i = 16; i < 80; i++)
		w[i] = rol(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
	for (i = 0; i < 80; i++) {
		if (i < 20) {
			f = (b & c) | (~b & d);
			k = 0x5A827999;
		} else if (i < 40) {
			f = b ^ c ^ d;
			k = 0x6ED9EBA1;
		} else if (i < 60) {
			f = (b & c) | (b & d) | (c & d);
			k = 0x8F1BBCDC;
		} else {
			f = b ^ c ^ d;
			k = 0xCA62C1D6;
		}
		t = rol(a, 5) + f + e + k + w[i];
		e = d;
		d = c;
		c = rol(b, 30);
		b = a;
		a = t;
	}
	h[0] += a;
	h[1] += b;
	h[2] += c;
	h[3] += d;
	h[4] += e;
}

void
sha1_init(struct sha1_ctx *ctx)
{
	static const uint32_t start[5] = { 0x67452301, 0xEFCDAB89,
	    0x98BADCFE, 0x10325476, 0xC3D2E1F0 };

	memcpy(ctx->state, start, sizeof(start));
	ctx->count = 0;
	ctx->index = 0;
}

void
sha1_update(struct sha1_ctx *ctx, size_t length, const uint8_t *data)
{
	size_t take;

	ctx->count += length;
	while (length > 0) {
		take = SHA1_BLOCK_SIZE - ctx->index;
		if (take > length)
			take = length;
		memcpy(ctx->block + ctx->index, data, take);
		ctx->index += (unsigned)take;
		data += take;
		length -= take;
		if (ctx->index == SHA1_BLOCK_SIZE) {
			compress(ctx->state, ctx->block);
			ctx->index = 0;
		}
	}
}

void
sha1_digest(struct sha1_ctx *ctx, size_t length, uint8_t *digest)
{
	uint64_t bits = ctx->count * 8;
	uint8_t full[SHA1_DIGEST_SIZE];
	int i;

	ctx->block[ctx->index++] = 0x80;
	if (ctx->index > SHA1_BLOCK_SIZE - 8) {
		memset(ctx->block + ctx->index, 0,
		    SHA1_BLOCK_SIZE - ctx->index);
		compress(ctx->state, ctx->block);
		ctx->index = 0;
	}
	memset(ctx->block + ctx->index, 0, SHA1_BLOCK_SIZE - 8 - ctx->index);
	for (i = 0; i < 8; i++)
		ctx->block[SHA1_BLOCK_SIZE - 1 - i] = (uint8_t)(bits >> 8 * i);
	compress(ctx->state, ctx->block);
	for (i = 0; i < SHA1_DIGEST_SIZE; i++)
		full[i] = (uint8_t)(ctx->state[i / 4] >> (24 - 8 * (i % 4)));
	memcpy(digest, full, length < sizeof(full) ? length : sizeof(full));
	sha1_init(ctx);
}
