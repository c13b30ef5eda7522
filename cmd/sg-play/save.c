/* The game played so far, written as one record to -o or standard output. */
#include <stdlib.h>

#include "play.h"
#include "util.h"

void
save_game(const struct play *p)
{
	struct sg_record *rec = record_new();
	struct sg_writer *w;

	sg_session_record(p->s, rec);
	w = open_output(&p->o->c);
	write_record(w, rec);
	close_output(w);
	free(rec);
}
