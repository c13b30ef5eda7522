/*
 * What the fuzz targets share.  Each target is one LLVMFuzzerTestOneInput:
 * built with clang's libFuzzer (make fuzz) it is fuzzed, built with
 * regress.c (make check) it replays the seed corpus and every input that
 * once failed.  A target checks invariants, not only the absence of
 * crashes, and aborts with a message when one does not hold.
 */
#ifndef SG_FUZZ_H
#define SG_FUZZ_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Abort naming the invariant that failed and where. */
_Noreturn void fuzz_fail(const char *file, int line, const char *what);

#define FUZZ_CHECK(cond) \
	((cond) ? (void)0 : fuzz_fail(__FILE__, __LINE__, #cond))

#endif
