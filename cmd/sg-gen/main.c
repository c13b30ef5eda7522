/*
 * sg-gen: make board sets, random and reproducible from a seed, or the 20
 * standard boards of the literature.
 */
#include "sg-gen.h"
#include "util.h"

static const char usage_text[] =
"usage: sg-gen [-hVz] [-c colors] [-n count] [-o file] [-s seed]\n"
"              [--balanced] [--counts N,N,...] [--set standard]\n"
"              [--size WxH]\n"
"       sg-gen --game lines [-hVz] [-c colors] [-n count] [-o file]\n"
"              [-s seed] [--size N]\n"
"Make SameGame boards, random or the standard set, and Lines games.\n"
"\n"
"      --balanced      as many tiles of each colour (boards b<seed>-<n>)\n"
"  -c, --colors N      colours, 1 to 10 (default 5); Lines: 3 to 9, as\n"
"                      the tester's parameter (default: drawn)\n"
"      --counts LIST   tiles of each colour, as 65,40,40,40,40, summing to\n"
"                      W x H (boards c<seed>-<n>)\n"
"      --game GAME     samegame (the default) or lines (games\n"
"                      lines-<seed>, seeds SEED to SEED+N-1)\n"
"  -h, --help          print this help and exit\n"
"  -n, --count N       boards to make (default 1)\n"
"  -o, --output FILE   write to FILE (gzipped when it ends in .gz)\n"
"  -r, --rules RULES   accepted for symmetry; boards have no rules\n"
"  -s, --seed N        seed, 0 to 2^64-1 (default: from the system);\n"
"                      Lines: the first seed, a Java long but 0 (default 1)\n"
"      --set standard  the 20 standard boards (std-1 .. std-20)\n"
"      --size WxH      columns and rows, 1 to 64 (default 15x15); Lines:\n"
"                      N (or NxN), 7 to 11, the tester's parameter\n"
"  -V, --version       print the version and exit\n"
"  -z, --gzip          gzip the output\n";

int
main(int argc, char **argv)
{
	struct gen_opts g;
	struct opt_error e;
	struct sg_writer *w;
	int status;

	util_init(argv[0]);
	options_end(gen_opts(argc, argv, &g, &e), &e, usage_text);
	w = open_output(&g.c);
	status = gen_games[g.deal.game]->gen(w, &g);
	close_output(w);
	return status;
}
