/*
 * What the commands share: messages and exit statuses, number parsing, the
 * options every command takes, and the walk over input files.  Only cmd/
 * prints or exits; lib/ returns errors as values.
 */
#ifndef SG_UTIL_H
#define SG_UTIL_H

#include <getopt.h>
#include <signal.h>
#include <stdint.h>

#include "core/reader.h"
#include "samegame/rules.h"
#include "core/writer.h"

/* Exit statuses of FORMAT.md. */
#define EXIT_NO		1	/* a negative answer: an invalid game, say */
#define EXIT_ERROR	2	/* usage, input or output error */

extern const char *progname;	/* "sg-gen" and so on, set by util_init */

/* When set, inputs end where *input_stop turns non-zero while a read waits
 * (a command that stops on a signal sets it; see sg_reader_set_stop). */
extern const volatile sig_atomic_t *input_stop;

/* Set progname from argv[0], and SIGPIPE to its default action. */
void util_init(const char *argv0);

/* Print "progname: message" to stderr. */
void warnmsg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Print "progname: message" and exit with status. */
_Noreturn void die(int status, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Print "progname: file:line: message" (the place of a record). */
void warn_at(const char *file, long line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Print a usage error and "Try 'progname --help'." then exit 2. */
_Noreturn void usage_error(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));

/* Parse s as a decimal integer in min..max or die naming the option. */
long long parse_num(const char *s, long long min, long long max,
    const char *option);

/* Parse s as a seed: decimal digits alone, 0 to 2^64-1, or die. */
uint64_t parse_seed(const char *s, const char *option);

/* Parse s as a non-negative decimal number (seconds, say) or die. */
double parse_seconds(const char *s, const char *option);

/* Parse "WxH" into w and h within 1..SG_MAX_SIDE or die. */
void parse_size(const char *s, int *w, int *h);

/* The options every command takes: -h -V -r -o -z. */
struct common {
	enum sg_rules rules;	/* -r, --rules; std by default */
	const char *output;	/* -o, --output; NULL for stdout */
	int gzip;		/* -z, --gzip, or an output name ending ".gz" */
};

/* getopt_long entries and short letters of the common options, to splice
 * into each command's own tables. */
#define COMMON_SHORTOPTS "hVr:o:z"
#define COMMON_LONGOPTS \
	{ "help", no_argument, NULL, 'h' }, \
	{ "version", no_argument, NULL, 'V' }, \
	{ "rules", required_argument, NULL, 'r' }, \
	{ "output", required_argument, NULL, 'o' }, \
	{ "gzip", no_argument, NULL, 'z' }

/*
 * Handle opt if it is a common option: -h prints usage_text to stdout and
 * exits 0, -V prints the version and exits 0, '?' is a usage error.  Returns
 * 1 if handled, 0 if opt is the command's own.
 */
int common_option(struct common *c, int opt, const char *arg,
    const char *usage_text);

/*
 * Refuse (a usage error) an output file that is also one of the inputs
 * (argv[0..argc), none or "-" meaning standard input): opening it for
 * writing would empty it before it is read.  Call before open_output.
 */
void refuse_output_as_input(const struct common *c, int argc, char **argv);

/* Open the output the common options name (stdout by default), or die. */
struct sg_writer *open_output(const struct common *c);

/* Flush w or die naming the output (after each record a pipe waits on). */
void flush_output(struct sg_writer *w);

/* Flush w when reading on from r would wait: a pipeline downstream gets
 * each record as soon as it is made. */
void flush_if_idle(struct sg_writer *w, const struct sg_reader *r);

/* Write rec to w, or die naming the output. */
void write_record(struct sg_writer *w, const struct sg_record *rec);

/* Write a comment record's text and a line end, or die. */
void write_comment(struct sg_writer *w, const char *text);

/* Close w, or die naming the output: a full disk is an error. */
void close_output(struct sg_writer *w);

/*
 * Call each(rec, reader, ctx) for every record of the operands (argv[0..argc),
 * "-" or none meaning standard input).  A malformed record or an input that
 * cannot be read is reported as "progname: file:line: what" and stops the walk.
 * each returns 0 to go on, or non-zero to stop.  Returns 0 when every input
 * was read to its end, else EXIT_ERROR (or what each returned).
 */
int each_record(int argc, char **argv,
    int (*each)(struct sg_record *rec, struct sg_reader *r, void *ctx),
    void *ctx);

/*
 * each_record, where every input must hold at least one board or game: an
 * input of comments only, or empty, is reported as "progname: FILE: no
 * WHAT" (what: "board or game to play", say), as a pipeline that lost its
 * data would be.
 */
int each_record_required(int argc, char **argv,
    int (*each)(struct sg_record *rec, struct sg_reader *r, void *ctx),
    void *ctx, const char *what);

/* A record buffer on the heap (records are too large for the stack), or die. */
struct sg_record *record_new(void);

/* Like calloc, realloc and strdup, but die with a message when memory runs
 * out. */
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t size);
char *xstrdup(const char *s);

#endif
