/* The search: every algorithm returns legal games whose scores replay,
 * node budgets are deterministic, rules change what is optimised. */
#include <stdlib.h>
#include <string.h>

#include "core/record.h"
#include "core/team_internal.h"
#include "samegame/field.h"
#include "samegame/gen.h"
#include "samegame/search/engine_internal.h"
#include "samegame/search/names_internal.h"
#include "samegame/search/search.h"
#include "samegame/search/spos_internal.h"
#include "samegame/search/track_internal.h"
#include "unit.h"

static const enum sgm_algo all[] = {
	SGM_ALGO_AUTO, SGM_ALGO_GREEDY, SGM_ALGO_RANDOM, SGM_ALGO_BEAM,
	SGM_ALGO_NMCS, SGM_ALGO_NRPA,
};

static struct sgm_search_opts
opts(enum sgm_algo algo, enum sgm_rules rules, uint64_t nodes)
{
	struct sgm_search_opts o;

	memset(&o, 0, sizeof(o));
	o.algo = algo;
	o.rules = rules;
	o.nodes = algo == SGM_ALGO_RANDOM && nodes ? nodes / 1000 + 1 : nodes;
	o.seed = 7;
	o.threads = 1;
	o.level = algo == SGM_ALGO_NMCS ? 1 : 0;
	return o;
}

/* Solve b with o and check the game replays to its score and is over. */
static long
solve_checked(const struct sgm_board *b, const struct sgm_search_opts *o,
    struct sgm_solution *s)
{
	struct sgm_board *end = malloc(sizeof(*end));
	struct sg_error err;
	long score;
	int i;

	ck_assert_int_eq(sgm_search(b, o, s, NULL, &err), 0);
	ck_assert_int_eq(sgm_solution_replay(b, s, o->rules, &score, &err), 0);
	ck_assert_int_eq(score, s->score);
	sgm_board_copy(end, b);
	for (i = 0; i < s->nmoves; i++)
		ck_assert_int_ge(sgm_play(end, s->moves[i].x, s->moves[i].y,
		    NULL), 2);
	ck_assert_int_eq(sgm_has_move(end), 0);
	free(end);
	return score;
}

START_TEST(every_algorithm_plays_legal_games)
{
	static struct sgm_solution s;
	struct sgm_board b;
	struct sgm_search_opts o = opts(all[_i], SGM_RULES_STD, 20000);

	sgm_gen_board(&b, 10, 10, 4, 3, 1);
	solve_checked(&b, &o, &s);
	ck_assert_int_gt(s.nmoves, 0);
}
END_TEST

START_TEST(node_budget_is_deterministic)
{
	static struct sgm_solution a, c;
	struct sgm_board b;
	struct sgm_search_opts o = opts(all[_i], SGM_RULES_STD, 30000);

	sgm_gen_board(&b, 12, 12, 5, 9, 2);
	solve_checked(&b, &o, &a);
	solve_checked(&b, &o, &c);
	ck_assert_int_eq(a.score, c.score);
	ck_assert_int_eq(a.nmoves, c.nmoves);
	ck_assert_mem_eq(a.moves, c.moves, sizeof(a.moves[0]) * a.nmoves);
	o.threads = 2;
	solve_checked(&b, &o, &a);
	solve_checked(&b, &o, &c);
	ck_assert_int_eq(a.score, c.score);
	ck_assert_mem_eq(a.moves, c.moves, sizeof(a.moves[0]) * a.nmoves);
}
END_TEST

START_TEST(search_beats_greedy)
{
	static struct sgm_solution g, s;
	struct sgm_board b;
	struct sgm_search_opts og = opts(SGM_ALGO_GREEDY, SGM_RULES_STD, 0);
	struct sgm_search_opts os = opts(SGM_ALGO_BEAM, SGM_RULES_STD, 0);

	os.width = 50;
	sgm_gen_board(&b, 15, 15, 5, 1, 1);
	solve_checked(&b, &og, &g);
	solve_checked(&b, &os, &s);
	ck_assert_int_ge(s.score, g.score);
}
END_TEST

/*
 * A beam of fixed width shared by threads (each cutting its slice of a
 * depth, then the merge cutting again) keeps the positions one thread
 * keeps, so it scores the same with 1, 2 or 3 threads.  (Its game may
 * reach them by other paths: which of two ways to a position comes first
 * depends on the slicing.)
 */
START_TEST(threads_share_a_beam_without_changing_it)
{
	static struct sgm_solution one, many;
	struct sgm_board b;
	struct sgm_search_opts o = opts(SGM_ALGO_BEAM, SGM_RULES_STD, 0);

	o.width = 300;
	sgm_gen_board(&b, 15, 15, 5, 4, 1);
	solve_checked(&b, &o, &one);
	for (o.threads = 2; o.threads <= 3; o.threads++) {
		solve_checked(&b, &o, &many);
		ck_assert_int_eq(many.score, one.score);
	}
}
END_TEST

START_TEST(rules_score_their_own_way)
{
	static struct sgm_solution s;
	struct sgm_board b;
	enum sgm_rules r[] = {
		SGM_RULES_STD, SGM_RULES_TILES, SGM_RULES_PENALTY
	};
	int i;

	sgm_gen_board(&b, 8, 8, 3, 5, 1);
	for (i = 0; i < 3; i++) {
		struct sgm_search_opts o = opts(all[_i], r[i], 5000);
		solve_checked(&b, &o, &s);
		if (r[i] == SGM_RULES_TILES)
			ck_assert_int_le(s.score, 64);
	}
}
END_TEST

START_TEST(odd_sizes)
{
	static struct sgm_solution s;
	struct sgm_board b;
	int sizes[][2] = { {1, 1}, {1, 7}, {9, 1}, {64, 64}, {3, 40} };
	struct sgm_search_opts o = opts(all[_i], SGM_RULES_STD, 3000);
	size_t i;

	for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		sgm_gen_board(&b, sizes[i][0], sizes[i][1], 3, 2, i + 1);
		solve_checked(&b, &o, &s);
	}
}
END_TEST

START_TEST(a_set_stop_flag_still_gives_a_game)
{
	static struct sgm_solution s;
	static atomic_int stop = 1;
	struct sgm_board b;
	struct sgm_search_opts o = opts(all[_i], SGM_RULES_STD, 0);

	o.seconds = 100;
	o.stop = &stop;
	sgm_gen_board(&b, 15, 15, 5, 1, 3);
	solve_checked(&b, &o, &s);
}
END_TEST

START_TEST(tiny_memory_cuts_the_beam)
{
	static struct sgm_solution s;
	struct sgm_board b;
	struct sgm_search_opts o = opts(SGM_ALGO_BEAM, SGM_RULES_STD, 0);
	struct sgm_search_stats st;
	struct sg_error err;

	o.width = 1000000;
	o.memory = 1 << 20;
	sgm_gen_board(&b, 15, 15, 5, 1, 4);
	ck_assert_int_eq(sgm_search(&b, &o, &s, &st, &err), 0);
	ck_assert_uint_le(st.peak_memory, (size_t)2 << 20);
}
END_TEST

/*
 * A beam narrowed to fit in memory is as wide as any later one would be:
 * widening beams, and the polish's passes once they change nothing, stop
 * there rather than search the same positions again until the budget
 * (here half a billion nodes) is spent.  The polish is held to 8 times the
 * nodes of its one pass without a budget: it takes 3.3 times; before it
 * stopped there, it went on to its width guard, 24 times.
 */
START_TEST(beams_stop_widening_at_the_memory_cap)
{
	static struct sgm_solution s;
	static struct eng e;
	struct eng *team = &e;
	struct sgm_board b;
	struct sgm_search_opts o = opts(SGM_ALGO_BEAM, SGM_RULES_STD,
	    500000000);
	struct sgm_search_stats st;
	struct sg_error err;
	struct polish last;
	uint64_t one_pass;

	o.memory = 1 << 18;
	sgm_gen_board(&b, 12, 12, 5, 1, 4);
	ck_assert_int_eq(sgm_search(&b, &o, &s, &st, &err), 0);
	ck_assert_uint_lt(st.nodes, 50000000);
	ck_assert_int_eq(eng_init(&e, &b, &o, 7, 0, 0), 0);
	memset(&last, 0, sizeof(last));
	algo_polish(&team, 1, 2, &last);
	one_pass = e.nodes;
	eng_free(&e);
	ck_assert_int_eq(eng_init(&e, &b, &o, 7, 500000000, 0), 0);
	memset(&last, 0, sizeof(last));
	algo_polish(&team, 1, 2, &last);
	ck_assert_int_eq(last.width, -1);	/* done, not out of budget */
	ck_assert_uint_lt(e.nodes, 8 * one_pass);
	ck_assert(algo_beam(&e, 1 << 30, 0) & BEAM_CLAMPED);
	eng_free(&e);
}
END_TEST

/*
 * Where size_t is 32 bits (wasm32), a beam is as wide as it is here for a
 * memory cap both can address: the cap on the widths tried once shifted a
 * size_t by 40, which 32 bits cannot hold.
 */
START_TEST(beams_as_wide_where_size_t_is_32_bits)
{
	uint64_t memory = (uint64_t)1 << 30;
	size_t wide = beam_widest(memory, 1, 256, 225, UINT64_MAX);

	ck_assert_uint_gt(wide, 100000);
	ck_assert_uint_eq(beam_widest(memory, 1, 256, 225, UINT32_MAX), wide);
	ck_assert_uint_eq(beam_widest(memory, 2, 256, 225, UINT32_MAX),
	    beam_widest(memory, 2, 256, 225, UINT64_MAX));
	ck_assert_uint_eq(beam_widest(100, 1, 256, 225, UINT32_MAX), 1);
}
END_TEST

START_TEST(search_board_matches_library)
{
	static struct sp_scratch sc;
	struct sgm_board b;
	struct sp_pos p, q;
	struct sgm_group g[SGM_MAX_MOVES];
	int n, k;

	sgm_gen_board(&b, 15, 15, 4, 11, 1);
	sp_from_board(&p, &b);
	while ((n = sgm_groups(&b, g, NULL)) > 0) {
		ck_assert_int_eq(sp_groups(&p, &sc), n);
		k = n / 2;
		sp_copy(&q, &p);
		sgm_play(&b, g[k].cell / b.h, g[k].cell % b.h, NULL);
		for (int j = 0; j < n; j++) {
			int x, y;
			sp_xy(&p, sc.group[j].cell, &x, &y);
			if (x == g[k].cell / b.h && y == g[k].cell % b.h)
				sp_play(&p, &sc, &sc.group[j], SGM_RULES_STD);
		}
		ck_assert_int_eq(p.tiles, b.tiles);
		ck_assert_int_eq(p.ncols, b.ncols);
	}
	ck_assert_int_eq(sp_has_move(&p), 0);
}
END_TEST

/*
 * Playing an empty cell, above a column or right of the board, removes
 * nothing, on a board held as masks and on one held as cells.
 */
START_TEST(playing_an_empty_cell_changes_nothing)
{
	static const int size[][2] = {{15, 15}, {4, 16}, {20, 20}};
	static struct sp_scratch sc;
	struct sgm_board b;
	struct sp_pos p, q;

	for (size_t t = 0; t < sizeof(size) / sizeof(size[0]); t++) {
		sgm_gen_board(&b, size[t][0], size[t][1], 3, 5, t + 1);
		sp_from_board(&p, &b);
		sp_hash_on(&p);
		q = p;
		ck_assert_int_eq(sp_play_cell(&q, 1 * p.stride + b.h + 1, &sc,
		    SGM_RULES_STD), 0);
		ck_assert_int_eq(sp_play_cell(&q, (b.w + 1) * p.stride + 1, &sc,
		    SGM_RULES_STD), 0);
		ck_assert(memcmp(&p, &q, sp_bytes(&p)) == 0);
	}
}
END_TEST

/* 1 if p holds the same tiles as b (Check's asserts are slow in loops). */
static int
same_cells(const struct sp_pos *p, const struct sgm_board *b)
{
	int x, y, ok = p->tiles == b->tiles && p->ncols == b->ncols;

	for (x = 0; x < b->w; x++) {
		ok &= p->height[x + 1] == b->height[x];
		for (y = 0; y < b->h; y++)
			ok &= sp_color(p, (x + 1) * p->stride + y + 1) ==
			    sgm_cell(b, x, y);
	}
	return ok;
}

/* 1 if st's figures by colour agree with the library's n groups g on b. */
static int
colours_agree(const struct sp_stats *st, const struct sgm_group *g, int n,
    const struct sgm_board *b)
{
	int groups[SGM_MAX_COLORS] = {0}, largest[SGM_MAX_COLORS] = {0};
	int singles[SGM_MAX_COLORS], c, k, ok = 1;
	long pot[SGM_MAX_COLORS] = {0};

	for (c = 0; c < SGM_MAX_COLORS; c++)
		singles[c] = 0;
	for (k = 0; k < b->w * b->h; k++)
		if (b->cell[k] != SGM_EMPTY)
			singles[b->cell[k] - 1]++;
	for (k = 0; k < n; k++) {
		c = g[k].color - 1;
		groups[c]++;
		singles[c] -= g[k].size;
		pot[c] += (long)(g[k].size - 2) * (g[k].size - 2);
		if (g[k].size > largest[c])
			largest[c] = g[k].size;
	}
	for (c = 0; c < SGM_MAX_COLORS; c++)
		ok &= st->cgroups[c] == groups[c] && st->csingles[c] ==
		    singles[c] && st->cpotential[c] == pot[c] &&
		    st->clargest[c] == largest[c];
	return ok;
}

/*
 * 1 if each group k of the n listed in s on p is what sp_nth_group gives
 * after sp_find_groups with the scratch f: record and tiles.
 */
static int
found_agree(const struct sp_pos *p, struct sp_scratch *s, struct sp_scratch *f,
    int n)
{
	static uint16_t a[SP_CELLS], c[SP_CELLS];
	int k, j, na, ok = sp_find_groups(p, f) == n;

	for (k = 0; k < n && ok; k++) {
		const struct sp_group *x = &s->group[k];
		const struct sp_group *y = sp_nth_group(p, f, k);

		ok &= x->cell == y->cell && x->size == y->size &&
		    x->color == y->color;
		na = sp_group_cells(p, s, x, a);
		ok &= sp_group_cells(p, f, y, c) == na;
		for (j = 0; j < na && ok; j++)
			ok &= a[j] == c[j];
	}
	return ok;
}

/* 1 if p and q hold the same tiles, score and hash. */
static int
same_position(const struct sp_pos *p, const struct sp_pos *q)
{
	int x, y, ok = p->tiles == q->tiles && p->ncols == q->ncols &&
	    p->score == q->score && sp_hash(p) == sp_hash(q);

	for (x = 0; x < p->w; x++) {
		ok &= p->height[x + 1] == q->height[x + 1];
		for (y = 0; y < p->h; y++)
			ok &= sp_color(p, (x + 1) * p->stride + y + 1) ==
			    sp_color(q, (x + 1) * q->stride + y + 1);
	}
	return ok;
}

/*
 * The search board (its bit-mask path up to 16 rows, its flood fill above)
 * lists the groups the library does, in the same order with the same cells,
 * finds them one at a time the same, counts and describes them the same,
 * and plays them the same, by group or by cell, on every position of
 * random games on boards of many sizes.
 */
START_TEST(search_board_cross_checks_library)
{
	static const int size[][3] = {	/* w, h, colours */
		{1, 1, 1}, {1, 2, 1}, {2, 1, 2}, {1, 16, 3}, {16, 1, 3},
		{3, 5, 2}, {7, 4, 3}, {10, 10, 4}, {15, 15, 5}, {16, 16, 3},
		{16, 16, 10}, {12, 16, 6}, {16, 15, 2}, {20, 20, 5},
		{17, 17, 3}, {9, 20, 4}, {64, 16, 4}, {16, 64, 3},
		{64, 16, 10},
	};
	static struct sp_scratch sc, sc2, sc3;
	static struct sgm_board b;
	static struct sgm_group g[SGM_MAX_MOVES];
	static int16_t label[SGM_MAX_CELLS];
	static struct sp_pos p, q;
	uint64_t r = 12345;
	int positions = 0;

	for (size_t t = 0; t < sizeof(size) / sizeof(size[0]); t++)
		for (int game = 0; game < 40; game++) {
			int w = size[t][0], h = size[t][1], n;

			sgm_gen_board(&b, w, h, size[t][2], 99 + t, (uint64_t)game + 1);
			sp_from_board(&p, &b);
			sp_hash_on(&p);
			for (;;) {
				struct sp_stats st;
				int16_t comps[SGM_MAX_COLORS] = {0};
				long pot = 0;
				int singles, inside = 0, k, ok = 1;

				ck_assert(same_cells(&p, &b));
				ck_assert(sp_hash(&p) == sp_hash_full(&p));
				n = sgm_groups(&b, g, label);
				ck_assert_int_eq(sp_groups(&p, &sc), n);
				ck_assert_int_eq(sp_has_move(&p), n > 0);
				positions++;
				for (k = 0; k < n; k++) {
					const struct sp_group *q = &sc.group[k];
					int x, y;

					sp_xy(&p, q->cell, &x, &y);
					ok &= x * h + y == g[k].cell;
					ok &= q->size == g[k].size;
					ok &= q->color == g[k].color;
					uint16_t cells[SP_CELLS];
					ok &= sp_group_cells(&p, &sc, q, cells) == q->size;
					for (int j = 0; j < q->size; j++) {
						sp_xy(&p, cells[j], &x, &y);
						ok &= label[x * h + y] == k;
						ok &= sp_group_index(&p, &sc, n, cells[j]) == k;
					}
					inside += g[k].size;
					pot += (long)(g[k].size - 2) * (g[k].size - 2);
					comps[g[k].color - 1]++;
				}
				for (int i = 0; i < w * h; i++)
					if (b.cell[i] != SGM_EMPTY && label[i] < 0)
						comps[b.cell[i] - 1]++;
				ck_assert_msg(ok, "groups differ, %dx%d game %d", w, h,
				    game);
				ck_assert_int_eq(sp_count_groups(&p, &sc2, &singles), n);
				ck_assert_int_eq(singles, b.tiles - inside);
				sp_stats(&p, &sc2, &st);
				ck_assert_int_eq(st.groups, n);
				ck_assert_int_eq(st.singles, b.tiles - inside);
				ck_assert_int_eq(st.potential, pot);
				for (k = 0; k < SGM_MAX_COLORS; k++)
					ok &= st.comps[k] == comps[k];
				ok &= colours_agree(&st, g, n, &b);
				ck_assert(ok);
				if (n == 0)
					break;
				ck_assert_msg(found_agree(&p, &sc, &sc3, n),
				    "found groups differ, %dx%d game %d", w, h, game);
				r = r * 6364136223846793005u + 1442695040888963407u;
				k = (int)((r >> 33) % (uint64_t)n);
				if (sgm_play(&b, g[k].cell / h, g[k].cell % h, NULL) !=
				    g[k].size)
					ck_abort_msg("the library refused its group");
				q = p;
				ck_assert_int_eq(sp_play_cell(&q, sc.group[k].cell, &sc3,
				    SGM_RULES_STD), g[k].size);
				sp_play(&p, &sc, &sc.group[k], SGM_RULES_STD);
				ck_assert(same_position(&p, &q));
			}
		}
	ck_assert_int_gt(positions, 20000);
}
END_TEST

/*
 * Tile names follow their tiles through random games: each tile is named by
 * a root cell of its colour not yet removed, in the order the root held
 * them (columns left to right, rows up), and none is missing.
 */
START_TEST(names_follow_their_tiles)
{
	static const int size[][3] = {	/* w, h, colours */
		{1, 16, 3}, {16, 1, 3}, {7, 4, 3}, {15, 15, 5}, {16, 16, 3},
		{20, 20, 4}, {9, 20, 2}, {64, 16, 4}, {16, 64, 3},
	};
	static struct sp_scratch sc;
	static struct sp_names names;
	static struct sp_pos root, p;
	static uint8_t removed[SP_CELLS];
	uint16_t cells[SP_CELLS];
	struct sgm_board b;
	uint64_t r = 99;
	int moves = 0;

	for (size_t t = 0; t < sizeof(size) / sizeof(size[0]); t++)
		for (int game = 0; game < 20; game++) {
			int n, k, gone = 0;

			sgm_gen_board(&b, size[t][0], size[t][1], size[t][2], 7,
			    (uint64_t)game + 1);
			sp_from_board(&root, &b);
			p = root;
			sp_names_start(&names, &root);
			memset(removed, 0, sizeof(removed));
			while ((n = sp_groups(&p, &sc)) > 0) {
				int ok = 1, last = -1, seen = 0;

				r = r * 6364136223846793005u + 1442695040888963407u;
				k = (int)((r >> 33) % (uint64_t)n);
				int played = sp_group_cells(&p, &sc,
				    &sc.group[k], cells);
				for (int j = 0; j < played; j++)
					removed[names.at[cells[j]]] = 1;
				gone += played;
				sp_names_follow(&names, &p, &sc, &sc.group[k]);
				sp_play(&p, &sc, &sc.group[k], SGM_RULES_STD);
				for (int x = 1; x <= p.ncols; x++)
					for (int y = 0; y < p.height[x]; y++) {
						int i = x * p.stride + y + 1;
						int at = names.at[i];
						ok &= sp_color(&root, at) == sp_color(&p, i);
						ok &= !removed[at] && at > last;
						last = at;
						seen++;
					}
				ck_assert_msg(ok && seen == root.tiles - gone,
				    "names lost, %dx%d game %d move %d", size[t][0],
				    size[t][1], game, moves);
				moves++;
			}
		}
	ck_assert_int_gt(moves, 2000);
}
END_TEST

/* What a track's group is: its first tile's name, size, colour, span. */
static uint64_t
kept_id(const struct sp_track *t, int i)
{
	const struct sp_kept *k = &t->rec[t->names.at[i]];

	return (uint64_t)t->names.at[i] << 32 | (uint64_t)k->size << 16 |
	    (uint64_t)k->color << 8 | k->span;
}

/*
 * Index of a move among n: uniform, or in the games where tabu is a colour,
 * never one of that colour unless only it can move, as NRPA's playouts do,
 * which builds the wide groups of their ends.
 */
static int
pick_move(const struct sp_track *t, const uint16_t *first, int n, int tabu,
    uint64_t *r)
{
	int k, j;

	*r = *r * 6364136223846793005u + 1442695040888963407u;
	k = (int)((*r >> 33) % (uint64_t)n);
	for (j = 0; tabu && j < n; j++, k = (k + 1) % n)
		if (t->rec[t->names.at[first[k]]].color != tabu)
			return k;
	return k;
}

/*
 * The track lists what its last move changed: as found, the groups of
 * first[0..n) that are fresh (isfresh), or says that all are new; as gone,
 * each group of before[0..nb) that no longer stands (stands[]) once, its
 * record as it was, with the weight (0.5) and key (its index in before)
 * the caller stored.
 */
static void
check_changes_listed(const struct sp_track *t, const uint16_t *first,
    const int *isfresh, int n, const uint64_t *before, int nb,
    const int *stands)
{
	static int listed_gone[SGM_MAX_MOVES + 1];
	int k, j, nfresh = 0, listed;

	for (k = 0; k < n; k++)
		nfresh += isfresh[k];
	if (t->nfresh < 0) {
		ck_assert_int_eq(nfresh, n);
		return;
	}
	ck_assert_int_eq(t->nfresh, nfresh);
	for (k = 0; k < n; k++) {
		for (j = listed = 0; j < t->nfresh; j++)
			listed |= t->fresh[j] == first[k];
		ck_assert_int_eq(listed, isfresh[k]);
	}
	ck_assert_int_eq(t->ngone, nb - (n - nfresh));
	memset(listed_gone, 0, sizeof(listed_gone[0]) * (size_t)nb);
	for (k = 0; k < t->ngone; k++) {
		const struct sp_kept *g = &t->gone[k];

		ck_assert(g->key < nb && !stands[g->key] &&
		    !listed_gone[g->key]);
		listed_gone[g->key] = 1;
		ck_assert(g->weight == 0.5f &&
		    g->size == (before[g->key] >> 16 & 0xffff) &&
		    g->color == (before[g->key] >> 8 & 0xff) &&
		    g->span == (before[g->key] & 0xff));
	}
}

/*
 * With a colour set aside on a masked board, sp_groups lists the groups of
 * the other colours, as it lists them without, in the same order.
 */
START_TEST(a_colour_set_aside_forms_no_groups)
{
	static const int size[][3] = {	/* w, h, colours */
		{7, 4, 3}, {15, 15, 5}, {16, 16, 3}, {20, 16, 4}, {64, 16, 2},
	};
	static struct sp_scratch all, aside;
	static struct sp_pos p, q;
	struct sgm_board b;
	int positions = 0;

	for (size_t t = 0; t < sizeof(size) / sizeof(size[0]); t++)
		for (int game = 0; game < 20; game++) {
			sgm_gen_board(&b, size[t][0], size[t][1], size[t][2], 7,
			    (uint64_t)game + 1);
			sp_from_board(&p, &b);
			for (;;) {
				int n = sp_groups(&p, &all), m, k, j = 0;
				int c = positions % size[t][2] + 1;

				if (n == 0)
					break;
				q = p;
				q.aside = c;
				m = sp_groups(&q, &aside);
				for (k = 0; k < n; k++) {
					const struct sp_group *g, *a;

					g = &all.group[k];
					if (g->color == c)
						continue;
					ck_assert_int_lt(j, m);
					a = &aside.group[j];
					ck_assert_msg(a->cell == g->cell &&
					    a->size == g->size &&
					    a->color == g->color,
					    "%dx%d game %d: group %d differs",
					    size[t][0], size[t][1], game, k);
					j++;
				}
				ck_assert_int_eq(j, m);
				positions++;
				sp_play(&p, &all, &all.group[positions * 7 % n],
				    SGM_RULES_STD);
			}
		}
	ck_assert_int_gt(positions, 1000);
}
END_TEST

/*
 * The groups kept across moves are, after every move of random games, those
 * sp_groups lists on the position, in the same order; the board played from
 * them is the board played from sp_groups' list; and the names follow the
 * tiles the same way.  A group that stands keeps what the caller stored with
 * it, and one that is new is fresh.  Restarts from a track kept at the start
 * (after the scratch served another position) give the same game.  In some
 * games the commonest colour is set aside on masked boards, as NRPA's
 * playouts do, until only its groups are left, and then given back.
 */
START_TEST(tracked_groups_match_a_fresh_listing)
{
	static const int size[][3] = {	/* w, h, colours */
		{1, 16, 3}, {16, 1, 3}, {7, 4, 3}, {15, 15, 5}, {15, 15, 3},
		{16, 16, 2}, {20, 16, 4}, {64, 16, 4}, {64, 16, 2}, {16, 64, 3},
		{20, 20, 3}, {15, 15, 9}, {12, 16, 1},
	};
	static struct sp_scratch sc, fresh;
	static struct sp_track track, start;
	static struct sp_names names;
	static struct sp_pos root, p, q;
	static uint64_t before[SGM_MAX_MOVES + 1], now[SGM_MAX_MOVES + 1];
	uint16_t first[SGM_MAX_MOVES + 1];
	static int isfresh[SGM_MAX_MOVES + 1], stands[SGM_MAX_MOVES + 1];
	struct sgm_board b;
	uint64_t r = 7;
	int moves = 0;

	for (size_t t = 0; t < sizeof(size) / sizeof(size[0]); t++)
		for (int game = 0; game < 30; game++) {
			int n, k, nb = 0, tabu = game % 3 == 2;
			int aside = game % 4 == 3;

			sgm_gen_board(&b, size[t][0], size[t][1], size[t][2], 5,
			    (uint64_t)game + 1);
			sp_from_board(&root, &b);
			if (aside && root.mstride)
				root.aside = sp_commonest(&root) + 1;
			p = q = root;
			sp_names_start(&names, &p);
			if (game % 2 == 0) {
				sp_track_start(&track, &p, &sc);
			} else {	/* restart after a few moves */
				sp_track_start(&start, &p, &sc);
				sp_track_restart(&track, &start, &p, &sc);
				for (k = 0; k < 5 && track.n > 0; k++) {
					n = sp_track_cells(&track, first);
					n = pick_move(&track, first, n, 0, &r);
					sp_track_play(&track, &p, &sc, first[n],
					    SGM_RULES_STD);
				}
				p = root;
				sp_track_restart(&track, &start, &p, &sc);
			}
			if (tabu)
				tabu = sp_commonest(&root) + 1;
			for (;;) {
				if (track.n == 0 && p.aside) {	/* back */
					p.aside = q.aside = 0;
					sp_track_relist(&track, &p, &sc);
				}
				n = sp_groups(&q, &fresh);
				ck_assert_int_eq(track.n, n);
				ck_assert_int_eq(sp_track_cells(&track, first),
				    n);
				for (k = 0; k < n; k++) {
					const struct sp_group *e = &fresh.group[k];
					struct sp_kept *kept =
					    sp_track_at(&track, first[k]);
					uint64_t id = kept_id(&track, first[k]);
					struct sp_group a;
					int j, stood = 0;

					sp_track_group(&track, &p, first[k], &a);
					ck_assert_msg(a.cell == e->cell &&
					    a.size == e->size &&
					    a.color == e->color &&
					    a.lo == e->lo && a.hi == e->hi,
					    "%dx%d game %d move %d: group %d of %d"
					    " differs", size[t][0], size[t][1],
					    game, moves, k, n);
					for (j = 0; j < nb; j++)
						stood |= before[j] == id;
					ck_assert(kept->weight == SP_FRESH ||
					    (stood && kept->weight == 0.5f &&
					    kept->key < nb &&
					    before[kept->key] == id));
					ck_assert(stood ||
					    kept->weight == SP_FRESH);
					isfresh[k] = kept->weight == SP_FRESH;
					if (!isfresh[k])
						stands[kept->key] = 1;
					kept->key = (uint16_t)k; /* the caller's */
					kept->weight = 0.5f;
					now[k] = id;
				}
				check_changes_listed(&track, first, isfresh, n,
				    before, nb, stands);
				memset(stands, 0, sizeof(stands));
				memcpy(before, now, sizeof(now[0]) * (size_t)n);
				nb = n;
				if (n == 0)
					break;
				k = pick_move(&track, first, n, tabu, &r);
				sp_track_play(&track, &p, &sc, first[k],
				    SGM_RULES_STD);
				sp_names_follow(&names, &q, &fresh,
				    &fresh.group[k]);
				sp_play(&q, &fresh, &fresh.group[k],
				    SGM_RULES_STD);
				ck_assert(p.score == q.score && p.tiles == q.tiles);
				ck_assert(memcmp(&p, &q, sp_bytes(&p)) == 0);
				ck_assert(memcmp(names.at, track.names.at,
				    sizeof(names.at)) == 0);
				moves++;
			}
		}
	ck_assert_int_gt(moves, 5000);
}
END_TEST

START_TEST(algorithm_names)
{
	enum sgm_algo a;
	struct sg_error err;
	size_t i;

	for (i = 0; i < sizeof(all) / sizeof(all[0]); i++) {
		ck_assert_int_eq(sgm_algo_parse(sgm_algo_name(all[i]), &a, &err), 0);
		ck_assert_int_eq(a, all[i]);
	}
	ck_assert_int_eq(sgm_algo_parse("dfs", &a, &err), -1);
}
END_TEST

/*
 * Colours ranked by their tiles, most first, the lower colour first on a
 * tie; past the colours that have tiles, the commonest again.
 */
START_TEST(colors_ranked_by_tiles)
{
	static const struct {
		const char *board;
		int ranked[4];
	} cases[] = {
		{"3.../3.../3322/1100", {3, 0, 1, 2}},	/* a tie of three */
		{"3.../3.../3322/1102", {3, 2, 1, 0}},
		{"2.../2.../1122", {2, 1, 2, 2}},	/* no 0s */
		{"0000", {0, 0, 0, 0}},
		{"1/0", {0, 1, 0, 0}},
	};
	struct sgm_board b;
	struct sg_error err;
	struct sp_pos p;
	size_t i;
	int r;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		ck_assert_int_eq(sgm_board_parse(cases[i].board, &b, &err), 0);
		sp_from_board(&p, &b);
		for (r = 0; r < 4; r++)
			ck_assert_msg(sp_ranked_color(&p, r) ==
			    cases[i].ranked[r], "%s: rank %d is colour %d, "
			    "expected %d", cases[i].board, r,
			    sp_ranked_color(&p, r), cases[i].ranked[r]);
	}
}
END_TEST

/*
 * 1 if game g on b plays colour (index) c only when no other colour has a
 * group: NRPA's tabu rule, which its playouts keep.
 */
static int
keeps_for_last(const struct sgm_board *b, const struct sgm_solution *g, int c)
{
	static struct sgm_group grp[SGM_MAX_MOVES];
	struct sgm_board end;
	int i, k, n, other;

	sgm_board_copy(&end, b);
	for (i = 0; i < g->nmoves; i++) {
		int x = g->moves[i].x, y = g->moves[i].y;
		n = sgm_groups(&end, grp, NULL);
		for (k = other = 0; k < n; k++)
			other |= grp[k].color != c + 1;
		if (end.cell[x * end.h + y] == c + 1 && other)
			return 0;
		sgm_play(&end, x, y, NULL);
	}
	return 1;
}

/*
 * The tabu colour picks the colour NRPA's playouts keep for last:
 * its best game (a playout's, once it beats the greedy game it starts
 * from) plays that colour only when nothing else can move, and plays the
 * other of the two top colours while other colours can still move.
 */
START_TEST(nrpa_keeps_the_ranked_color_for_last)
{
	struct sgm_board b;
	struct sgm_search_opts o = opts(SGM_ALGO_NRPA, SGM_RULES_STD, 0);
	struct sp_pos p;
	struct eng e;
	long greedy;
	int rank, c;

	sgm_gen_board(&b, 15, 15, 5, 7, 1);
	sp_from_board(&p, &b);
	for (rank = 0; rank < 2; rank++) {
		c = sp_ranked_color(&p, rank);
		ck_assert_int_eq(eng_init(&e, &b, &o, 7, 200000, 0), 0);
		greedy = e.best.score;
		algo_nrpa(&e, 2, eng_ranked_tabu(&e, rank));
		ck_assert_int_gt(e.best.score, greedy);
		ck_assert(keeps_for_last(&b, &e.best, c));
		ck_assert(!keeps_for_last(&b, &e.best,
		    sp_ranked_color(&p, 1 - rank)));
		eng_free(&e);
	}
}
END_TEST

/*
 * Turns take the colours by rank in turn, but every turn keeps the
 * commonest for last once it leads the next by 14 tiles (DOMINANT_LEAD).
 */
START_TEST(a_dominant_color_takes_every_turn)
{
	static const struct {
		const char *board;
		int rank1;
	} cases[] = {
		{"0000000000/0000000000/1111122222", 0},	/* 20, 5, 5 */
		{"0000000000/0000000000/1111112222", 0},	/* 20, 6, 4 */
		{"0000000000/0000000001/1111122222", 1},	/* 19, 6, 5 */
		{"1122/2200/1100", 1},			/* a tie */
	};
	struct sgm_board b;
	struct sg_error err;
	struct sp_pos p;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		ck_assert_int_eq(sgm_board_parse(cases[i].board, &b, &err), 0);
		sp_from_board(&p, &b);
		ck_assert_int_eq(turn_rank(&p, 0, 2), 0);
		ck_assert_msg(turn_rank(&p, 1, 2) == cases[i].rank1,
		    "%s: turn 1 at rank %d, expected %d", cases[i].board,
		    turn_rank(&p, 1, 2), cases[i].rank1);
		ck_assert_int_eq(turn_rank(&p, 2, 2), 0);
	}
}
END_TEST

/*
 * Board b as 15x15 with 45 tiles of each of 5 colours (sg-gen --balanced):
 * no colour has more tiles than another, as on five of the standard 20.
 */
static void
balanced_board(struct sgm_board *b, uint64_t seed)
{
	int count[SGM_MAX_COLORS], c;

	sgm_gen_balanced(b, 15, 15, 5, seed, 1);
	ck_assert_int_eq(sgm_color_counts(b, count), 5);
	for (c = 0; c < 5; c++)
		ck_assert_int_eq(count[c], 45);
}

/*
 * The colours probed are those with as many tiles as the commonest, in
 * rank order (lowest first), and only when there are more of them than
 * turns.
 */
START_TEST(probes_are_of_the_colors_that_tie)
{
	static const struct {
		const char *board;
		int n, cand[4];
	} cases[] = {
		{"1122/2200/1100", 3, {0, 1, 2}},	/* three of 4 tiles */
		{"0011/2233/0123", 4, {0, 1, 2, 3}},	/* four of 3 */
		{"1122/2200/1103", 0, {0}},	/* two: the third has 3 */
		{"1122/2211/1100", 0, {0}},	/* one */
		{"0022/2200/0022", 0, {0}},	/* two, colour 1 gone */
		{"0033/3322/2200", 3, {0, 2, 3}},	/* three, 1 gone */
	};
	struct sgm_board b;
	struct sg_error err;
	struct sp_pos p;
	size_t i;
	int cand[SGM_MAX_COLORS], k, n;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		ck_assert_int_eq(sgm_board_parse(cases[i].board, &b, &err), 0);
		sp_from_board(&p, &b);
		n = probe_candidates(&p, 2, cand);
		ck_assert_msg(n == cases[i].n, "%s: %d colours, expected %d",
		    cases[i].board, n, cases[i].n);
		for (k = 0; k < n; k++)
			ck_assert_int_eq(cand[k], cases[i].cand[k]);
	}
	balanced_board(&b, 1);
	sp_from_board(&p, &b);
	ck_assert_int_eq(probe_candidates(&p, 2, cand), 5);
	ck_assert_int_eq(probe_candidates(&p, 5, cand), 0);
}
END_TEST

/*
 * Each probe keeps its own colour for last and finds a better game than
 * the greedy one it starts from, on its share of the budget (a
 * sixteenth: 200,000 nodes here).  The engine ends holding the best of
 * them; ranking puts that game's colour first.
 */
START_TEST(each_probe_keeps_its_color_for_last)
{
	struct sgm_board b;
	struct sgm_search_opts o = opts(SGM_ALGO_NRPA, SGM_RULES_STD, 0);
	struct sp_pos p;
	struct eng e;
	long greedy, score[SGM_MAX_COLORS], one;
	int cand[SGM_MAX_COLORS], n, k;

	balanced_board(&b, 2);
	sp_from_board(&p, &b);
	n = probe_candidates(&p, 2, cand);
	ck_assert_int_eq(n, 5);
	for (k = 0; k < 3; k++) {
		ck_assert_int_eq(eng_init(&e, &b, &o, 7, 0, 0), 0);
		greedy = e.best.score;
		ck_assert_int_eq(probe_run(&e, 3200000, 0, &cand[k], 1, &one),
		    1);
		ck_assert_int_gt(one, greedy);
		ck_assert_int_eq(one, e.best.score);
		ck_assert(keeps_for_last(&b, &e.best, cand[k]));
		eng_free(&e);
	}
	ck_assert_int_eq(eng_init(&e, &b, &o, 7, 0, 0), 0);
	greedy = e.best.score;
	ck_assert_int_eq(probe_run(&e, 3200000, 0, cand, 3, score), 3);
	for (k = 0; k < 3; k++) {
		ck_assert_int_gt(score[k], greedy);
		ck_assert_int_le(score[k], e.best.score);
	}
	probe_rank(cand, score, 3);
	ck_assert_int_eq(score[0], e.best.score);
	ck_assert(score[0] >= score[1] && score[1] >= score[2]);
	ck_assert(keeps_for_last(&b, &e.best, cand[0]));
	eng_free(&e);
}
END_TEST

/*
 * auto probes the colours that tie, on one thread or two, and a node
 * budget still gives the same game every time; it probes none when one
 * colour has the most tiles.
 */
START_TEST(auto_probes_when_colours_tie)
{
	static struct sgm_solution s, again;
	struct sgm_search_stats st;
	struct sgm_board b, lead;
	struct sgm_search_opts o;
	struct sg_error err;
	int threads;

	balanced_board(&b, 3);
	sgm_gen_board(&lead, 15, 15, 5, 7, 1);	/* 56 tiles of one colour */
	for (threads = 1; threads <= 2; threads++) {
		o = opts(SGM_ALGO_AUTO, SGM_RULES_STD, 4000000);
		o.threads = threads;
		solve_checked(&b, &o, &s);
		ck_assert_int_eq(sgm_search(&b, &o, &again, &st, &err), 0);
		ck_assert_int_eq(st.probes, 5);
		ck_assert_int_eq(again.score, s.score);
		ck_assert_int_eq(again.nmoves, s.nmoves);
		ck_assert(memcmp(again.moves, s.moves,
		    sizeof(s.moves[0]) * (size_t)s.nmoves) == 0);
		ck_assert_int_eq(sgm_search(&lead, &o, &again, &st, &err), 0);
		ck_assert_int_eq(st.probes, 0);
	}
}
END_TEST

/*
 * A level of 2 or more ends once the level below has returned the level's
 * best score three times since it last improved.  On a board with one
 * game, every playout scores the same: a level-2 run starting from the
 * engine's (greedy) game ends after three level-1 runs of 100 playouts,
 * where without the limit it would run all 100; a level-3 run ends after
 * three level-2 runs, each of which, unseeded, takes four level-1 runs
 * (the first sets its best).  Without a budget, NRPA runs once.
 */
START_TEST(nrpa_level_ends_once_settled)
{
	static const struct {
		int level;
		uint64_t playouts;
	} cases[] = { {2, 3 * 100}, {3, 3 * 4 * 100} };
	struct sgm_search_opts o = opts(SGM_ALGO_NRPA, SGM_RULES_STD, 0);
	struct sgm_board b;
	struct sg_error err;
	struct eng e;
	size_t i;

	ck_assert_int_eq(sgm_board_parse("11", &b, &err), 0);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		ck_assert_int_eq(eng_init(&e, &b, &o, 7, 0, 0), 0);
		algo_nrpa(&e, cases[i].level, eng_ranked_tabu(&e, 0));
		ck_assert_uint_eq(e.playouts, cases[i].playouts);
		ck_assert_int_eq(e.best.score, 1000);
		eng_free(&e);
	}
}
END_TEST

/*
 * NRPA's playouts set the tabu colour aside (nrpa.c) only to find fewer
 * groups: the same engine with it off must end with the same game, move
 * for move.  (Only the rounding of the weights' sum, summed afresh when
 * the colour is given back, could part them, at about 2^-52 a move; it
 * does not in these runs, which are the same every time.)  On a 15x15
 * board whose greedy game, which NRPA starts from, plays that colour
 * while others can move (indexed with nothing aside), and on a 64x16
 * board, whose games have too many codes to keep (replayed at each
 * adaptation).
 */
START_TEST(nrpa_games_do_not_depend_on_the_colour_set_aside)
{
	static const struct {
		int w, h;
		uint64_t nodes;
	} cases[] = { {15, 15, 300000}, {64, 16, 400000} };
	struct sgm_search_opts o = opts(SGM_ALGO_NRPA, SGM_RULES_STD, 0);
	struct sgm_board b;
	struct sp_pos p;
	struct eng on, off;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		sgm_gen_board(&b, cases[i].w, cases[i].h, 5, 3, 1);
		sp_from_board(&p, &b);
		ck_assert_int_eq(eng_init(&on, &b, &o, 7, cases[i].nodes, 0),
		    0);
		ck_assert_int_eq(eng_init(&off, &b, &o, 7, cases[i].nodes, 0),
		    0);
		if (i == 0)
			ck_assert(!keeps_for_last(&b, &on.best,
			    sp_ranked_color(&p, 0)));
		ck_assert_int_ne(on.root.mstride, 0);	/* can set aside */
		algo_nrpa(&on, 2, eng_ranked_tabu(&on, 0));
		nrpa_run(&off, 2, eng_ranked_tabu(&off, 0), 0);
		ck_assert_uint_gt(on.playouts, 100);
		ck_assert_uint_eq(on.playouts, off.playouts);
		ck_assert_int_eq(on.best.score, off.best.score);
		ck_assert_int_eq(on.best.nmoves, off.best.nmoves);
		ck_assert_mem_eq(on.best.moves, off.best.moves,
		    sizeof(on.best.moves[0]) * (size_t)on.best.nmoves);
		eng_free(&on);
		eng_free(&off);
	}
}
END_TEST

/*
 * Polishing searches a game's endings again: from NRPA's game of a 15x15
 * board, on a node budget, one engine or a team of two finds a better game
 * (on this board; on 4 boards of 5 tried, seeds 1 to 5, from a shorter
 * NRPA), that replays to its score, spends no more than its budget (and a
 * check's worth of nodes), leaves every engine holding that game, and
 * their root the board's again.
 */
START_TEST(polish_improves_the_game_within_its_budget)
{
	static struct sgm_solution start;
	static struct eng e[2];
	struct eng *team[2] = { &e[0], &e[1] };
	struct sgm_search_opts o = opts(SGM_ALGO_AUTO, SGM_RULES_STD, 0);
	struct sgm_board b;
	struct sg_error err;
	struct sp_pos root;
	struct polish last;
	long score;
	int nteam, t;

	sgm_gen_board(&b, 15, 15, 5, 3, 1);
	sp_from_board(&root, &b);
	for (nteam = 1; nteam <= 2; nteam++) {
		for (t = 0; t < nteam; t++)
			ck_assert_int_eq(eng_init(&e[t], &b, &o, 7 + (uint64_t)t,
			    100000, 0), 0);
		algo_nrpa(&e[0], 1, eng_ranked_tabu(&e[0], 0));
		start = e[0].best;
		for (t = 0; t < nteam; t++) {
			e[t].limit = e[t].nodes + 1000000;
			e[t].stopped = 0;
		}
		memset(&last, 0, sizeof(last));
		algo_polish(team, nteam, 2, &last);
		ck_assert_int_gt(e[0].best.score, start.score);
		ck_assert_int_eq(sgm_solution_replay(&b, &e[0].best,
		    SGM_RULES_STD, &score, &err), 0);
		ck_assert_int_eq(score, e[0].best.score);
		for (t = 0; t < nteam; t++) {
			ck_assert_uint_le(e[t].nodes, e[t].limit + 1000);
			ck_assert_int_eq(e[t].best.score, e[0].best.score);
			ck_assert_int_eq(e[t].best.nmoves, e[0].best.nmoves);
			ck_assert_mem_eq(e[t].best.moves, e[0].best.moves,
			    sizeof(e[0].best.moves[0]) *
			    (size_t)e[0].best.nmoves);
			ck_assert_mem_eq(&e[t].root, &root, sp_bytes(&root));
			eng_free(&e[t]);
		}
	}
}
END_TEST

/*
 * Polish a game of NRPA's on b with e, on two budgets in turn, last where
 * the polish stopped; before the second, forget where the first stopped
 * when afresh is set.
 */
static void
polish_twice(struct eng *e, const struct sgm_board *b, int afresh,
    struct polish *last)
{
	struct sgm_search_opts o = opts(SGM_ALGO_AUTO, SGM_RULES_STD, 0);

	ck_assert_int_eq(eng_init(e, b, &o, 7, 100000, 0), 0);
	algo_nrpa(e, 1, eng_ranked_tabu(e, 0));
	e->limit = e->nodes + 300000;
	e->stopped = 0;
	memset(last, 0, sizeof(*last));
	algo_polish(&e, 1, 2, last);
	ck_assert_int_eq(last->score, e->best.score);
	ck_assert_int_gt(last->width, 0);
	if (afresh)
		last->width = 0;
	e->limit = e->nodes + 1000000;
	e->stopped = 0;
	algo_polish(&e, 1, 2, last);
	ck_assert_int_eq(last->score, e->best.score);
}

/*
 * A polish of the game the last polish left goes on from where that one
 * stopped: the game, and the width and ending of the beam it would have
 * searched next, are kept, so that on the same budget it gets further
 * than a polish started afresh.  One that found no more to search (a 5x5
 * board, whose beams drop nothing) is not searched again; another game is
 * polished afresh.
 */
START_TEST(a_polish_goes_on_where_the_last_left_the_game)
{
	static struct eng e, fresh;
	struct eng *team = &e;
	struct sgm_search_opts o = opts(SGM_ALGO_AUTO, SGM_RULES_STD, 0);
	struct sgm_board b;
	struct polish last, lastf;
	uint64_t nodes;

	sgm_gen_board(&b, 15, 15, 5, 3, 1);
	polish_twice(&e, &b, 0, &last);
	polish_twice(&fresh, &b, 1, &lastf);
	ck_assert(last.width > lastf.width ||
	    (last.width == lastf.width && last.ending > lastf.ending));
	eng_free(&e);
	eng_free(&fresh);

	sgm_gen_board(&b, 5, 5, 3, 3, 1);
	ck_assert_int_eq(eng_init(&e, &b, &o, 7, 100000000, 0), 0);
	memset(&last, 0, sizeof(last));
	algo_polish(&team, 1, 2, &last);
	ck_assert_int_eq(last.width, -1);
	nodes = e.nodes;
	algo_polish(&team, 1, 2, &last);
	ck_assert_uint_eq(e.nodes, nodes);
	last.score--;		/* as if the game had changed */
	algo_polish(&team, 1, 2, &last);
	ck_assert_uint_gt(e.nodes, nodes);
	eng_free(&e);
}
END_TEST

/*
 * A budget so small that the beams overrun their share still ends auto:
 * what is left to share is none, never a wrapped-around unsigned count.
 */
START_TEST(a_tiny_node_budget_ends_auto)
{
	static struct sgm_solution s;
	struct sgm_search_stats st;
	struct sgm_board b;
	struct sgm_search_opts o;
	struct sg_error err;
	int threads;

	sgm_gen_board(&b, 20, 20, 5, 4, 1);
	for (threads = 1; threads <= 2; threads++) {
		o = opts(SGM_ALGO_AUTO, SGM_RULES_STD, 300);
		o.threads = threads;
		ck_assert_int_eq(sgm_search(&b, &o, &s, &st, &err), 0);
		ck_assert_uint_lt(st.nodes, 100000);
	}
}
END_TEST

/*
 * A start game is held before the search: no algorithm returns less, even
 * on a budget too small to find as good a game itself.  One that stops
 * short is completed by greedy play; an illegal one is refused.
 */
START_TEST(a_search_starts_from_the_game_given)
{
	static struct sgm_solution good, s, g;
	struct sgm_board b;
	struct sgm_search_opts o = opts(SGM_ALGO_AUTO, SGM_RULES_STD, 400000);
	struct sgm_search_opts og = opts(SGM_ALGO_GREEDY, SGM_RULES_STD, 0);
	struct sg_error err;
	struct sgm_move off = { 15, 0 };

	sgm_gen_board(&b, 15, 15, 5, 2, 1);
	solve_checked(&b, &o, &good);
	o = opts(all[_i], SGM_RULES_STD, 2000);
	ck_assert_int_lt(solve_checked(&b, &o, &s), good.score);
	o.start = good.moves;
	o.nstart = good.nmoves;
	ck_assert_int_ge(solve_checked(&b, &o, &s), good.score);
	o.threads = 2;				/* every thread holds it */
	ck_assert_int_ge(solve_checked(&b, &o, &s), good.score);
	o.threads = 1;

	og.start = o.start;
	og.nstart = o.nstart = good.nmoves / 2;
	solve_checked(&b, &og, &g);		/* half, then the largest */
	ck_assert_int_ge(solve_checked(&b, &o, &s), g.score);
	ck_assert_mem_eq(g.moves, good.moves,
	    sizeof(good.moves[0]) * (size_t)o.nstart);

	o.start = &off;
	o.nstart = 1;
	ck_assert_int_eq(sgm_search(&b, &o, &s, NULL, &err), -1);
	ck_assert_str_eq(err.msg, "start game: move 1 (15,0): off the board");
	o.nstart = -1;
	ck_assert_int_eq(sgm_search(&b, &o, &s, NULL, &err), -1);
}
END_TEST

/* A team_run part: counts the calls and records a value from its index. */
struct part {
	int calls;
	long sum;
};

static void
count_call(void *arg)
{
	struct part *p = arg;
	long i;

	p->calls++;
	for (i = 0; i < 100000; i++)	/* long enough for threads to overlap */
		p->sum += i & 7;
}

START_TEST(team_runs_every_part_once)
{
	static struct part parts[TEAM_MAX + 44];
	int sizes[] = {0, 1, 2, 7, TEAM_MAX, TEAM_MAX + 44};
	size_t k;
	int t;

	for (k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++) {
		memset(parts, 0, sizeof(parts));
		team_run(count_call, parts, sizeof(parts[0]), sizes[k]);
		for (t = 0; t < TEAM_MAX + 44; t++) {
			ck_assert_int_eq(parts[t].calls, t < sizes[k]);
			ck_assert_int_eq(parts[t].sum, t < sizes[k] ? 350000 : 0);
		}
	}
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("search");
	TCase *tc = tcase_create("search");
	int n = (int)(sizeof(all) / sizeof(all[0]));

	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, every_algorithm_plays_legal_games, 0, n);
	tcase_add_loop_test(tc, node_budget_is_deterministic, 0, n);
	tcase_add_loop_test(tc, rules_score_their_own_way, 0, n);
	tcase_add_loop_test(tc, odd_sizes, 0, n);
	tcase_add_loop_test(tc, a_set_stop_flag_still_gives_a_game, 0, n);
	tcase_add_loop_test(tc, a_search_starts_from_the_game_given, 0, n);
	tcase_add_test(tc, search_beats_greedy);
	tcase_add_test(tc, threads_share_a_beam_without_changing_it);
	tcase_add_test(tc, tiny_memory_cuts_the_beam);
	tcase_add_test(tc, beams_stop_widening_at_the_memory_cap);
	tcase_add_test(tc, beams_as_wide_where_size_t_is_32_bits);
	tcase_add_test(tc, search_board_matches_library);
	tcase_add_test(tc, playing_an_empty_cell_changes_nothing);
	tcase_add_test(tc, search_board_cross_checks_library);
	tcase_add_test(tc, names_follow_their_tiles);
	tcase_add_test(tc, a_colour_set_aside_forms_no_groups);
	tcase_add_test(tc, tracked_groups_match_a_fresh_listing);
	tcase_add_test(tc, colors_ranked_by_tiles);
	tcase_add_test(tc, nrpa_keeps_the_ranked_color_for_last);
	tcase_add_test(tc, a_dominant_color_takes_every_turn);
	tcase_add_test(tc, probes_are_of_the_colors_that_tie);
	tcase_add_test(tc, each_probe_keeps_its_color_for_last);
	tcase_add_test(tc, auto_probes_when_colours_tie);
	tcase_add_test(tc, nrpa_level_ends_once_settled);
	tcase_add_test(tc, nrpa_games_do_not_depend_on_the_colour_set_aside);
	tcase_add_test(tc, polish_improves_the_game_within_its_budget);
	tcase_add_test(tc, a_polish_goes_on_where_the_last_left_the_game);
	tcase_add_test(tc, a_tiny_node_budget_ends_auto);
	tcase_add_test(tc, algorithm_names);
	tcase_add_test(tc, team_runs_every_part_once);
	suite_add_tcase(s, tc);
	return s;
}
