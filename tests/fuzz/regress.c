/*
 * The fuzz targets without libFuzzer: run the target on each file named,
 * once each, as libFuzzer runs it on a crash file.  make check builds the
 * targets this way with the normal compiler (and its sanitizers in the
 * sanitized pass) and replays tests/fuzz/corpus and tests/fuzz/regress.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

#define INPUT_MAX	(1 << 20)

/* Run the target on the file at path; 0, or 1 when it cannot be read. */
static int
run_file(const char *path, unsigned char *buf)
{
	FILE *f = fopen(path, "rb");
	size_t n;

	if (!f) {
		fprintf(stderr, "fuzz: cannot open '%s': %s\n", path,
		    strerror(errno));
		return 1;
	}
	n = fread(buf, 1, INPUT_MAX, f);
	if (ferror(f) || !feof(f)) {
		fprintf(stderr, "fuzz: cannot read '%s' whole\n", path);
		fclose(f);
		return 1;
	}
	fclose(f);
	LLVMFuzzerTestOneInput(buf, n);
	return 0;
}

int
main(int argc, char **argv)
{
	unsigned char *buf = malloc(INPUT_MAX + 1);
	int i, bad = 0;

	if (!buf)
		return 2;
	for (i = 1; i < argc; i++)
		bad |= run_file(argv[i], buf);
	free(buf);
	return bad ? 2 : 0;
}
