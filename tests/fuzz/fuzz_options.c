/*
 * Fuzz target: the command lines of the commands (cmd/NAME/opts.c) but
 * sg-play's, which deals as sg-gen does (cmd/util/deal.c).  The first
 * byte picks the command, the rest, split at NUL bytes, are its
 * arguments.  Each line is parsed twice, from fresh copies of argv, with
 * getopt's messages off (opterr 0).  Invariants:
 *
 * - both parses end the same way, with the same options or error;
 * - a refused line has a message and exit status 2;
 * - options taken are sane: sizes, counts, budgets and jobs within their
 *   bounds and finite, the options that exclude each other not together,
 *   the names and operands given non-NULL.
 */
#include <limits.h>
#include <math.h>
#include <string.h>

#include "sg-apply/opts.h"
#include "sg-gen/opts.h"
#include "sg-judge/judge.h"
#include "sg-show/opts.h"
#include "sg-solve/sg-solve.h"
#include "sg-verify/opts.h"
#include "fuzz.h"

#define ARGS_MAX	64
#define TEXT_MAX	4096

/* Each command's options, parsed twice. */
union opts {
	struct gen_opts gen;
	struct options solve;
	struct apply_opts apply;
	struct verify_opts verify;
	struct show_opts show;
	struct judge_opts judge;
};

static const char *const names[] = {
	"sg-gen", "sg-solve", "sg-apply", "sg-verify", "sg-show", "sg-judge"
};
#define NCMDS	(int)(sizeof(names) / sizeof(names[0]))

/* The operands: as many as the arguments allow, none NULL. */
static void
check_files(int nfiles, char **files, int argc)
{
	int i;

	FUZZ_CHECK(nfiles >= 0 && nfiles < argc);
	for (i = 0; i < nfiles; i++)
		FUZZ_CHECK(files[i] != NULL);
}

static void
check_common(const struct common *c)
{
	size_t n;

	FUZZ_CHECK(c->rules == SGM_RULES_STD || c->rules == SGM_RULES_TILES ||
	    c->rules == SGM_RULES_PENALTY);
	FUZZ_CHECK(c->gzip == 0 || c->gzip == 1);
	if (c->output && (n = strlen(c->output)) > 3 &&
	    strcmp(c->output + n - 3, ".gz") == 0)
		FUZZ_CHECK(c->gzip);
}

/* Moves given on the command line: read as some game's moves, if any, and
 * within each game's bounds. */
static void
check_moves(const struct game_moves *m)
{
	int id, read = 0;

	FUZZ_CHECK(m->n >= 0);
	for (id = 0; id < SG_GAMES; id++) {
		FUZZ_CHECK(m->as[id].nmoves >= -1 &&
		    m->as[id].nmoves <= game_table(id)->max_moves);
		FUZZ_CHECK(m->as[id].nmoves < 0 || m->as[id].nmoves == m->n);
		read |= m->as[id].nmoves >= 0;
	}
	FUZZ_CHECK(read);
}

/* A deal's options, read as its game's. */
static void
check_deal(const struct deal *d)
{
	int c, sum = 0;

	FUZZ_CHECK(d->game >= 0 && d->game < SG_GAMES);
	if (d->game == SG_GAME_LINES) {
		FUZZ_CHECK(d->setup.seed != 0 && !d->balanced && !d->ncounts);
		FUZZ_CHECK(d->setup.n == 0 || (d->setup.n >= LINES_MIN_SIDE &&
		    d->setup.n <= LINES_MAX_SIDE));
		FUZZ_CHECK(d->setup.colors == 0 || (d->setup.colors >=
		    LINES_MIN_COLORS && d->setup.colors <= LINES_MAX_COLORS));
		return;
	}
	FUZZ_CHECK(d->w >= 1 && d->w <= SGM_MAX_SIDE);
	FUZZ_CHECK(d->h >= 1 && d->h <= SGM_MAX_SIDE);
	FUZZ_CHECK(d->colors >= 1 && d->colors <= SGM_MAX_COLORS);
	FUZZ_CHECK(d->have_seed == (d->seed_text != NULL));
	if (!d->ncounts)
		return;
	FUZZ_CHECK(!d->balanced && d->colors == d->ncounts);
	for (c = 0; c < d->ncounts; c++) {
		FUZZ_CHECK(d->count_of[c] >= 0);
		sum += d->count_of[c];
	}
	FUZZ_CHECK(sum == d->w * d->h);
}

static void
check_gen(const struct gen_opts *g)
{
	check_common(&g->c);
	FUZZ_CHECK(!(g->set && (g->random_option ||
	    g->deal.game != SG_GAME_SAMEGAME)));
	FUZZ_CHECK(!g->set || strcmp(g->set, "standard") == 0);
	FUZZ_CHECK(g->count <= INT64_MAX);
	check_deal(&g->deal);
}

static void
check_solve(const struct options *o, int argc)
{
	const struct sgm_search_opts *s = &o->search;
	enum sgm_algo algo;

	check_common(&o->common);
	check_files(o->nfiles, o->files, argc);
	FUZZ_CHECK(o->jobs >= 1 && o->jobs <= 256);
	FUZZ_CHECK(isfinite(s->seconds) && s->seconds >= 0);
	FUZZ_CHECK(s->memory > 0 && s->memory % (1 << 20) == 0);
	FUZZ_CHECK(s->nodes <= INT64_MAX);
	FUZZ_CHECK(s->level >= 0 && s->level <= 6);
	FUZZ_CHECK(s->width >= 0 && s->width <= 100000000);
	check_moves(&o->prefix);
	FUZZ_CHECK(!o->algo_name || sgm_algo_parse(o->algo_name, &algo,
	    NULL) == 0 || lines_player_find(o->algo_name));
	FUZZ_CHECK(!(o->codingame && o->topcoder));
	if (o->codingame)
		FUZZ_CHECK(o->cg_w >= 1 && o->cg_w <= SGM_MAX_SIDE &&
		    o->cg_h >= 1 && o->cg_h <= SGM_MAX_SIDE);
	if (o->codingame || o->topcoder)
		FUZZ_CHECK(o->nfiles == 0 && !o->common.output &&
		    !o->common.gzip && !o->improve && o->prefix.n == 0);
	if (o->topcoder)
		FUZZ_CHECK(lines_player_find(o->algo_name ? o->algo_name :
		    "auto") != NULL);
}

static void
check_apply(const struct apply_opts *a, int argc)
{
	check_common(&a->c);
	check_files(a->nfiles, a->files, argc);
	check_moves(&a->extra);
}

static void
check_show(const struct show_opts *s, int argc)
{
	check_common(&s->c);
	check_files(s->nfiles, s->files, argc);
	FUZZ_CHECK(s->fmt >= FMT_SHOW && s->fmt <= FMT_HTML);
	FUZZ_CHECK(s->when && (strcmp(s->when, "auto") == 0 ||
	    strcmp(s->when, "always") == 0 || strcmp(s->when, "never") == 0));
	FUZZ_CHECK(s->first >= 1 && s->first <= s->last);
	FUZZ_CHECK(s->columns >= 0 && s->columns <= 10000);
	FUZZ_CHECK(!s->final || (s->first == 1 && s->last == INT_MAX));
}

/* sg-judge's limits finite and within a day, scaled by a finite factor;
 * a bot to run unless the operands are runs for the scoreboard. */
static void
check_judge(const struct judge_opts *j, int argc)
{
	int i;

	check_common(&j->c);
	check_files(j->nfiles, j->files, argc);
	FUZZ_CHECK(j->jobs >= 1 && j->jobs <= 1024);
	FUZZ_CHECK(j->first_s > 0 && j->first_s <= 86400);
	FUZZ_CHECK(j->turn_s > 0 && j->turn_s <= 86400);
	FUZZ_CHECK(j->game_s > 0 && j->game_s <= 86400);
	FUZZ_CHECK(isfinite(j->factor) && j->factor > 0);
	FUZZ_CHECK(j->top >= 0 && j->meddle >= 0);
	if (j->scoreboard) {
		FUZZ_CHECK(j->nfiles >= 1 && j->command == NULL);
		return;
	}
	FUZZ_CHECK(j->command != NULL && j->command[0] != NULL);
	for (i = 0; j->command[i] != NULL; i++)
		FUZZ_CHECK(i < argc);
}

/* Parse argv (argc arguments) as command cmd into o. */
static int
parse(int cmd, int argc, char **argv, union opts *o, struct opt_error *e)
{
	switch (cmd) {
	case 0:
		return gen_opts(argc, argv, &o->gen, e);
	case 1:
		return solve_opts(argc, argv, &o->solve, e);
	case 2:
		return apply_opts(argc, argv, &o->apply, e);
	case 3:
		return verify_opts(argc, argv, &o->verify, e);
	case 4:
		return show_opts(argc, argv, &o->show, e);
	}
	return judge_opts(argc, argv, &o->judge, e);
}

/* Check the options o parsed from argc arguments as command cmd. */
static void
check(int cmd, const union opts *o, int argc)
{
	switch (cmd) {
	case 0:
		check_gen(&o->gen);
		break;
	case 1:
		check_solve(&o->solve, argc);
		break;
	case 2:
		check_apply(&o->apply, argc);
		break;
	case 3:
		check_common(&o->verify.c);
		check_files(o->verify.nfiles, o->verify.files, argc);
		break;
	case 4:
		check_show(&o->show, argc);
		break;
	default:
		check_judge(&o->judge, argc);
	}
}

/* The operands of command cmd in o, their number in *n; NULL for sg-gen,
 * which takes none. */
static char ***
operands(int cmd, union opts *o, int **n)
{
	switch (cmd) {
	case 1:
		*n = &o->solve.nfiles;
		return &o->solve.files;
	case 2:
		*n = &o->apply.nfiles;
		return &o->apply.files;
	case 3:
		*n = &o->verify.nfiles;
		return &o->verify.files;
	case 4:
		*n = &o->show.nfiles;
		return &o->show.files;
	case 5:
		*n = &o->judge.nfiles;
		return &o->judge.files;
	}
	return NULL;
}

/*
 * Check that o and p, parsed from the same line as cmd, are the same: the
 * same operand strings (each parse's own argv), then byte for byte with
 * the operands' pointers cleared.
 */
static void
check_same(int cmd, union opts *o, union opts *p)
{
	int *on, *pn, i;
	char ***of = operands(cmd, o, &on), ***pf = operands(cmd, p, &pn);

	if (of != NULL) {
		FUZZ_CHECK(*on == *pn);
		for (i = 0; i < *on; i++)
			FUZZ_CHECK(strcmp((*of)[i], (*pf)[i]) == 0);
		*of = *pf = NULL;
	}
	if (cmd == 5 && o->judge.command) {
		FUZZ_CHECK(p->judge.command != NULL);
		for (i = 0; o->judge.command[i]; i++)
			FUZZ_CHECK(p->judge.command[i] &&
			    strcmp(o->judge.command[i],
			    p->judge.command[i]) == 0);
		FUZZ_CHECK(p->judge.command[i] == NULL);
		o->judge.command = p->judge.command = NULL;
	}
	FUZZ_CHECK(memcmp(o, p, sizeof(*o)) == 0);
}

/* Split data into args at NUL bytes after argv[0], the command's name;
 * returns argc, or 0 when there are too many. */
static int
split(int cmd, const uint8_t *data, size_t size, char *text, char **args)
{
	size_t i;
	int argc = 1;

	args[0] = (char *)names[cmd];
	memcpy(text, data, size);
	text[size] = '\0';
	if (size == 0)
		return argc;
	args[argc++] = text;
	for (i = 0; i < size; i++)
		if (text[i] == '\0') {
			if (argc == ARGS_MAX)
				return 0;
			args[argc++] = text + i + 1;
		}
	return argc;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char text[TEXT_MAX + 1];
	static union opts o, p;
	/* each parse its own argv, which getopt permutes: the operands
	 * compared are then two parses' own, not one array seen twice */
	char *args[ARGS_MAX + 1], *argv[ARGS_MAX + 1], *again[ARGS_MAX + 1];
	struct opt_error e, f;
	int cmd, argc, end;

	if (size < 1 || size - 1 > TEXT_MAX)
		return 0;
	cmd = data[0] % NCMDS;
	if ((argc = split(cmd, data + 1, size - 1, text, args)) == 0)
		return 0;
	args[argc] = NULL;
	opterr = 0;
	memcpy(argv, args, sizeof(argv));
	/* each command clears its own member only: the rest of the union
	 * would hold the last input's, argv pointers included */
	memset(&o, 0, sizeof(o));
	memset(&p, 0, sizeof(p));
	memset(&e, 0, sizeof(e));
	end = parse(cmd, argc, argv, &o, &e);
	memcpy(again, args, sizeof(again));
	memset(&f, 0, sizeof(f));
	FUZZ_CHECK(parse(cmd, argc, again, &p, &f) == end);
	FUZZ_CHECK(end >= OPT_ERROR && end <= OPT_VERSION);
	if (end == OPT_ERROR) {
		FUZZ_CHECK(e.status == 2 && e.msg[0] != '\0');
		FUZZ_CHECK(memchr(e.msg, '\0', sizeof(e.msg)) != NULL);
		FUZZ_CHECK(f.status == e.status && f.said == e.said &&
		    strcmp(f.msg, e.msg) == 0);
		return 0;
	}
	if (end == OPT_RUN)
		check(cmd, &o, argc);
	check_same(cmd, &o, &p);
	return 0;
}
