/*
 * sg-show -f html --play: the page to play both games in, the solver as
 * coach.  The page (share/play.html) runs the library compiled to
 * WebAssembly (share's sg.wasm, made by make where clang can target
 * wasm32-wasi), embedded in base64 so that the one file works opened from
 * a disk; the first record of the input, when given, is its start.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "input.h"
#include "msg.h"
#include "output.h"
#include "share.h"
#include "show.h"
#include "xalloc.h"

#define WASM_FILE	"sg.wasm"
#define PAGE_FILE	"play.html"
#define WASM_PACKAGES	"clang-14 lld-14 wasi-libc libclang-rt-14-dev-wasm32"

/* The whole file at path, NUL-terminated, its size in *len; NULL if it
 * cannot be read. */
static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *p = NULL;
	size_t cap = 0, n = 0, got;

	if (!f)
		return NULL;
	do {
		if (n + 65536 + 1 > cap)
			p = xrealloc(p, cap = (n + 65536 + 1) * 2);
		got = fread(p + n, 1, 65536, f);
		n += got;
	} while (got > 0);
	if (ferror(f)) {
		fclose(f);
		free(p);
		return NULL;
	}
	fclose(f);
	p[n] = '\0';
	*len = n;
	return p;
}

static void
base64(struct buf *o, const unsigned char *p, size_t n)
{
	static const char set[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789+/";
	char q[4];
	size_t i;
	unsigned long v;

	for (i = 0; i < n; i += 3) {
		v = (unsigned long)p[i] << 16;
		if (i + 1 < n)
			v |= (unsigned long)p[i + 1] << 8;
		if (i + 2 < n)
			v |= p[i + 2];
		q[0] = set[v >> 18 & 63];
		q[1] = set[v >> 12 & 63];
		q[2] = i + 1 < n ? set[v >> 6 & 63] : '=';
		q[3] = i + 2 < n ? set[v & 63] : '=';
		bput(o, q, 4);
		if (i % 57 == 54)
			bputs(o, "\n");
	}
}

/* The data file name of share/, or the exit after saying what is missing. */
static char *
share_file(const char *name, const char *what, size_t *len)
{
	char path[4096];
	char *p;

	share_path(name, path, sizeof(path));
	if (!(p = slurp(path, len)))
		die(EXIT_ERROR, "--play: cannot read '%s', %s: install %s, "
		    "then make (and make install)", path, what, WASM_PACKAGES);
	return p;
}

/* Keep the first board or game of the input as the page's start; the
 * input is read to its end all the same, as an output file is only
 * replaced after a whole walk. */
static int
take_first(struct sg_record *rec, struct sg_reader *r, void *ctx)
{
	char *line = ctx;

	(void)r;
	if (rec->kind == SG_REC_COMMENT || line[0] != '\0')
		return 0;
	if (rec->kind == SG_REC_MOVES)
		die(EXIT_ERROR, "--play: %s: a move list without its board",
		    rec->name);
	if (sg_record_format(rec, line, SG_LINE_MAX + 2) < 0)
		die(EXIT_ERROR, "--play: %s: record too long", rec->name);
	line[strcspn(line, "\n")] = '\0';
	return 0;
}

/* Write page with the marker named in it replaced by what o holds. */
static const char *
put_until(struct show *s, const char *page, const char *marker)
{
	const char *at = strstr(page, marker);

	if (!at)
		die(EXIT_ERROR, "--play: '%s' lacks '%s'", PAGE_FILE, marker);
	bput(&s->out, page, (size_t)(at - page));
	return at + strlen(marker);
}

int
play_page(struct show *s)
{
	static char start[SG_LINE_MAX + 2];
	size_t wasm_len, page_len;
	char *wasm = share_file(WASM_FILE, "the rules as WebAssembly",
	    &wasm_len);
	char *page = share_file(PAGE_FILE, "the page", &page_len);
	const char *rest;
	int status = 0;

	if (s->opt.nfiles == 1 && (status = each_record_required(1,
	    s->opt.files, take_first, start, "board or game to play")) != 0)
		return status;
	s->w = open_output(&s->opt.c);
	rest = put_until(s, page, "@WASM@");
	base64(&s->out, (const unsigned char *)wasm, wasm_len);
	rest = put_until(s, rest, "@START@");
	js_string(&s->out, start);
	bputs(&s->out, rest);
	emit(s);
	close_output(s->w);
	free(wasm);
	free(page);
	return 0;
}
