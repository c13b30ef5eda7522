/*
 * The walk over a command's input files: every record of every operand, in
 * order, with an unreadable input reported at its place and ending the
 * walk, and a malformed record too unless the walk takes bad lines.
 */
#ifndef SG_CMD_INPUT_H
#define SG_CMD_INPUT_H

#include <stdatomic.h>

#include "core/reader.h"

/* When set, inputs end where *input_stop turns non-zero while a read waits
 * (a command that stops on a signal sets it; see sg_reader_set_stop). */
extern const atomic_int *input_stop;

/* When set, input_idle(input_idle_ctx) before a read of an input waits
 * (a filter flushes its output: see sg_reader_set_idle). */
extern void (*input_idle)(void *);
extern void *input_idle_ctx;

/*
 * A walk over the operands: each(rec, reader, ctx) for every record.  With
 * bad_line, a line the reader could not take as a record (and can read on
 * after) goes to bad_line(reader, why, ctx) and the walk goes on; without,
 * it is reported and ends the walk.  With required ("game to verify", say),
 * an operand holding no record but comments, and no bad line, is reported
 * as "progname: FILE: no REQUIRED" and ends the walk.
 */
struct walk {
	int (*each)(struct sg_record *rec, struct sg_reader *r, void *ctx);
	int (*bad_line)(struct sg_reader *r, const char *why, void *ctx);
	void *ctx;
	const char *required;
};

/* Walk argv[0..argc) ("-" or none: standard input) as wk says; 0, or
 * EXIT_ERROR (or what a callback returned) when the walk ended short. */
int walk_records(int argc, char **argv, const struct walk *wk);

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

/*
 * The boards and games (records other than comments) the operands hold,
 * read once ahead of the walk, or -1 when that cannot be known: an operand
 * that is a pipe or a terminal, or that cannot be read to its end (the
 * walk reports it then).
 */
long long count_records(int argc, char **argv);

/* 1 once a walk (each_record, each_record_required) has ended on an error
 * or a stop rather than at the end of its inputs; close_output asks. */
int input_failed(void);

#endif
