/*
 * The three calls of nettle's SHA-1 that lib/lines makes, for the wasm
 * build only (tools/wasm/sha1.c): Debian ships no nettle for wasm32, and
 * the tester's generator is SHA-1 through and through.  tests/unit checks
 * it against nettle's digests.
 */
#ifndef SGW_NETTLE_SHA1_H
#define SGW_NETTLE_SHA1_H

#include <stddef.h>
#include <stdint.h>

#define SHA1_DIGEST_SIZE	20
#define SHA1_BLOCK_SIZE		64

struct sha1_ctx {
	uint32_t state[5];
	uint64_t count;			/* bytes hashed */
	unsigned index;			/* bytes in block */
	uint8_t block[SHA1_BLOCK_SIZE];
};

void sha1_init(struct sha1_ctx *ctx);
void sha1_update(struct sha1_ctx *ctx, size_t length, const uint8_t *data);
/* The digest's first length bytes; ctx starts again, as nettle's does. */
void sha1_digest(struct sha1_ctx *ctx, size_t length, uint8_t *digest);

#endif
