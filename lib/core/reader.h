/*
 * Reading records from a file descriptor, gzipped or plain (told apart by
 * content), with CRLF line ends, comments and bare grids (sg(5)).
 */
#ifndef SG_READER_H
#define SG_READER_H

#include <stdatomic.h>

#include "core/record.h"

struct sg_reader;

/*
 * Start reading fd; name is what messages and grid names call the input
 * ("-" for standard input), games the games its records may hold
 * (NULL-terminated, as sg_record_parse takes them).  The reader owns a
 * dup of fd, not fd itself.
 * Returns NULL with a message on failure.
 */
struct sg_reader *sg_reader_open(int fd, const char *name,
    const struct sg_game *const *games, struct sg_error *err);

/*
 * Read the next record into rec.  Returns 1 for a record, 0 at the end of the
 * input, -1 with a message on an error.  After a malformed record the reader
 * can go on with the next line (after a broken bare grid, with the line after
 * its rows); after an I/O error or a damaged or truncated gzip stream it
 * cannot.  Bare grids come back as SG_REC_BOARD named "NAME:N", followed by
 * the line that ended them (a blank line comes back as a comment).  A
 * comment's rec->text stays valid until the next call.
 */
int sg_reader_next(struct sg_reader *r, struct sg_record *rec,
    struct sg_error *err);

/*
 * 1 once the reader has met an error it cannot read past (an I/O error, a
 * damaged or truncated gzip stream), else 0: after a -1 from sg_reader_next,
 * 0 here means that only that record was bad and the next call goes on.
 */
int sg_reader_broken(const struct sg_reader *r);

/*
 * From now on, when a signal interrupts a read(2) that waits for input and
 * *stop is then non-zero, the input ends there (a signal handler sets
 * *stop; the handler must be installed without SA_RESTART).  *stop is
 * atomic, as other threads read it too (sgm_search_opts.stop).
 */
void sg_reader_set_stop(struct sg_reader *r, const atomic_int *stop);

/*
 * From now on, call idle(ctx) before a read(2) that would wait for input
 * (none is there yet).  A filter flushes its output there: whoever waits on
 * it downstream then gets every line as soon as it is made, whatever the
 * reader is in the middle of (a grid whose end it awaits, say), and a fast
 * input costs no flushes.
 */
void sg_reader_set_idle(struct sg_reader *r, void (*idle)(void *),
    void *ctx);

/*
 * The input's name, and the line (from 1) of the last record or error: the
 * first line of a record, the first row of a grid, or the row at fault.
 */
const char *sg_reader_name(const struct sg_reader *r);
long sg_reader_line(const struct sg_reader *r);

/*
 * Close the reader and free it.  Returns -1 with a message when the input
 * ended in the middle of a gzip stream (or the stream was damaged, or could
 * not be read), else 0.
 */
int sg_reader_close(struct sg_reader *r, struct sg_error *err);

#endif
