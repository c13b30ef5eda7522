/* Writing records to a file descriptor, plain or gzipped, checking errors. */
#ifndef SG_WRITER_H
#define SG_WRITER_H

#include "core/record.h"

struct sg_writer;

/* Start writing to fd (the writer owns fd), gzipped when gzip is not 0. */
struct sg_writer *sg_writer_open(int fd, int gzip, struct sg_error *err);

/* Write rec as one line. */
int sg_writer_record(struct sg_writer *w, const struct sg_record *rec,
    struct sg_error *err);

/* Write len bytes of s as they are (a comment line, say, with its '\n'). */
int sg_writer_write(struct sg_writer *w, const char *s, size_t len,
    struct sg_error *err);

/* Push what is buffered out to fd (a gzip stream gets a sync flush). */
int sg_writer_flush(struct sg_writer *w, struct sg_error *err);

/* Flush, close fd and free w; -1 with a message if any write failed. */
int sg_writer_close(struct sg_writer *w, struct sg_error *err);

#endif
