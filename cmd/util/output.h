/*
 * The output a command writes its records to, named by the common options.
 * Every write error ends the command naming the output: a full disk is an
 * error, not silent loss.
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

/* Flush w when reading on from r would wait: a pipeline downstream gets
 * each record as soon as it is made. */
void flush_if_idle(struct sg_writer *w, const struct sg_reader *r);

/* Write rec to w, or die naming the output. */
void write_record(struct sg_writer *w, const struct sg_record *rec);

/* Write a comment record's text and a line end, or die. */
void write_comment(struct sg_writer *w, const char *text);

/* Close w, or die naming the output: a full disk is an error. */
void close_output(struct sg_writer *w);

#endif
