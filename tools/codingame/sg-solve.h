/*
 * What cmd/sg-solve/codingame.c takes from sg-solve.h, for the single
 * file: the options it reads and the messages it prints, without the rest
 * of sg-solve (threads, Lines, the pool of workers).
 */
#ifndef SG_CG_SOLVE_H
#define SG_CG_SOLVE_H

#include "samegame/search/search.h"
#include "msg.h"
#include "options.h"
#include "parse.h"
#include "xalloc.h"

struct options {
	struct common common;
	struct sgm_search_opts search;
	int jobs;
	int improve;
	int progress;
	int nprefix;
	int codingame;
	int cg_w, cg_h;
};

void codingame_defaults(struct options *o);
int codingame(const struct options *o);

#endif
