#include "core/rng.h"
#include "lines/play/expecti_internal.h"

static int
future_color(void *ctx)
{
	struct lines_future *f = ctx;

	if (f->used < f->nnext)
		return f->next[f->used++];
	return 1 + (int)sg_rand_below(&f->rng, (uint32_t)f->colors);
}

static int
future_cell(void *ctx, const struct lines_pos *p)
{
	struct lines_future *f = ctx;
	lines_bits empty = p->grid & ~p->full;

	return lines_nth(empty, (int)sg_rand_below(&f->rng,
	    (uint32_t)lines_count(empty)));
}

void
lines_future_init(struct lines_future *f, const struct lines_view *v,
    uint64_t seed)
{
	f->next = v->next;
	f->nnext = v->nnext;
	f->used = 0;
	f->colors = v->colors;
	f->rng = seed;
}

struct lines_source
lines_future_source(struct lines_future *f)
{
	struct lines_source src = { future_color, future_cell, f };

	return src;
}
