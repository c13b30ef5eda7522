/*
 * The output a command writes its records to, named by the common options.
 * Every write error ends the command naming the output: a full disk is an
 * error, not silent loss.
 *
 * A named regular file (or one not there yet) is written as a temporary
 * file beside it, .NAME.XXXXXX, put in its place by close_output: a failed
 * run leaves the file as it was, and a reader never sees half of it.  The
 * temporary file is removed at exit and on SIGINT, SIGTERM and SIGHUP when
 * it was not put in place.  Devices, pipes and what is under /dev/ or
 * /proc/ are written in place; a file the command already has open
 * (/dev/stdout, /dev/fd/N, where standard output goes) is written through
 * that descriptor.
 */
#ifndef SG_CMD_OUTPUT_H
#define SG_CMD_OUTPUT_H

#include "core/reader.h"
#include "core/writer.h"
#include "options.h"

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

/* From now on, flush w before a read of the input would wait: a pipeline
 * downstream gets each line as soon as it is made. */
void flush_when_idle(struct sg_writer *w);

/* Write rec to w, or die naming the output. */
void write_record(struct sg_writer *w, const struct sg_record *rec);

/* Write a comment record's text and a line end, or die. */
void write_comment(struct sg_writer *w, const char *text);

/*
 * For a signal handler: remove the temporary file, if any, and raise sig
 * under its default action, which ends the command once the handler
 * returns (async-signal-safe).
 */
void drop_output_and_raise(int sig);

/* Records written so far by write_record (comments not counted). */
unsigned long long output_records(void);

/*
 * Close w, or die naming the output: a full disk is an error.  A named file
 * then takes the place of the old one, unless an input walk failed
 * (input_failed): then the old file is left as it was, and a message says
 * so.
 */
void close_output(struct sg_writer *w);

/*
 * close_output, but when the command was stopped by a signal (stopped
 * nonzero) the new file takes the old one's place if it holds a record:
 * for a command whose every record costs time (sg-solve), an interrupted
 * run keeps what it finished, and says so.  A failure (bad input) still
 * leaves the old file as it was.
 */
void close_output_partial(struct sg_writer *w, int stopped);

#endif
