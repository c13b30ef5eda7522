#include <math.h>
#include <string.h>

#include "core/rng.h"
#include "lines/learn/learn.h"
#include "lines_unit.h"

/* Every weight of v drawn from -5 to 5 from seed. */
static void
random_weights(struct lines_value *v, uint64_t seed)
{
	float *w = lines_value_flat(v->tables[0]);
	size_t i;

	for (i = 0; i < sizeof(v->tables) / sizeof(float); i++)
		w[i] = (float)((int)sg_rand_below(&seed, 1001) - 500) / 100;
}

/* An n x n grid of colors colours about half full, from seed, no runs. */
static struct lines_pos
random_pos(int n, int colors, uint64_t seed)
{
	struct lines_pos p;
	int i, k;

	lines_pos_init(&p, n, colors, NULL);
	for (i = 0; i < n * n / 2; i++)
		if (!p.cell[k = (int)sg_rand_below(&seed, (uint32_t)(n * n))])
			lines_put(&p, k, 1 + (int)sg_rand_below(&seed,
			    (uint32_t)colors));
	lines_take(&p, lines_runs(&p, ~0u));
	return p;
}

/* p turned by symmetry k of the square's 8. */
static struct lines_pos
turned(const struct lines_pos *p, int k)
{
	struct lines_pos q;
	int n = p->n, r, c, rr, cc, t;

	lines_pos_init(&q, n, p->colors, NULL);
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			rr = k & 1 ? n - 1 - r : r;
			cc = k & 2 ? n - 1 - c : c;
			if (k & 4) {
				t = rr;
				rr = cc;
				cc = t;
			}
			if (p->cell[r * n + c])
				lines_put(&q, rr * n + cc, p->cell[r * n + c]);
		}
	return q;
}

/* The 8 symmetries of a grid have one value, on every size. */
START_TEST(symmetric_grids_equal)
{
	struct lines_value *v = lines_value_new();
	struct lines_pos p, q;
	double value;
	int n, k;

	random_weights(v, 1);
	for (n = LINES_MIN_SIDE; n <= LINES_MAX_SIDE; n++) {
		p = random_pos(n, 5, (uint64_t)n);
		value = lines_value_eval(v, &p, 0, 0);
		for (k = 1; k < 8; k++) {
			q = turned(&p, k);
			ck_assert_msg(fabs(lines_value_eval(v, &q, 0, 0) - value) <
			    1e-3, "n %d, symmetry %d", n, k);
		}
	}
	lines_value_free(v);
}
END_TEST

/*
 * The empty 7x7 grid: each of its 7 rows and 7 columns has 2 windows
 * wholly on the grid (pattern 0) and 2 with one end off it (pattern 3, or
 * its reverse); in each diagonal direction the diagonal of 7 has 2 and 2,
 * those of 6 one and 2 each, those of 5 none and 2 each.
 */
START_TEST(empty_grid_by_hand)
{
	struct lines_value *v = lines_value_new();
	struct lines_pos p;

	lines_pos_init(&p, 7, 3, NULL);
	ck_assert(lines_value_eval(v, &p, 0, 0) == 0);
	lines_value_tables(v, 7, 3)->line[0][0] = 1;
	lines_value_tables(v, 7, 3)->line[0][3] = 10;
	lines_value_tables(v, 7, 3)->line[1][0] = 100;
	lines_value_tables(v, 7, 3)->line[1][3] = 1000;
	lines_value_tables(v, 7, 3)->empty[49] = 0.5f;
	lines_value_tables(v, 7, 3)->empty[46] = 0.25f;
	lines_value_tables(v, 8, 3)->line[0][0] = 2;
	lines_value_tables(v, 7, 4)->line[0][0] = 3;
	ck_assert(lines_value_eval(v, &p, 0, 1) - lines_value_eval(v, &p, 0,
	    0) == -0.25);
	ck_assert(lines_value_eval(v, &p, 0, 0) == 28 * 1 + 28 * 10 + 8 * 100 +
	    20 * 1000 + 0.5);
	lines_value_free(v);
}
END_TEST

/*
 * What a ball taken off and a ball tried add up to is the value of the
 * grid they make, counted from scratch.
 */
START_TEST(incremental_as_scratch)
{
	struct lines_value *v = lines_value_new();
	struct lines_value_state s;
	struct lines_pos p, q;
	int n, from, to, color;

	random_weights(v, 2);
	for (n = LINES_MIN_SIDE; n <= LINES_MAX_SIDE; n += 2) {
		p = random_pos(n, n - 2, (uint64_t)n);
		lines_value_start(&s, v, &p, 7);
		for (from = 0; from < n * n; from += 3) {
			if (!(color = p.cell[from]))
				continue;
			lines_value_set(&s, from, LINES_EMPTY);
			for (to = 0; to < n * n; to++) {
				if (p.cell[to] || to == from)
					continue;
				q = p;
				lines_take(&q, lines_bit(from));
				lines_put(&q, to, color);
				ck_assert(fabs(lines_value_of(&s) +
				    lines_value_try(&s, to, color) +
				    lines_value_cut(&s, lines_cut_off(&q,
				    q.grid & ~q.full)) -
				    lines_value_eval(v, &q, 7, 1)) < 1e-3);
			}
			lines_value_set(&s, from, color);
		}
		ck_assert(fabs(lines_value_of(&s) + lines_value_cut(&s,
		    lines_cut_off(&p, p.grid & ~p.full)) -
		    lines_value_eval(v, &p, 7, 0)) < 1e-3);
	}
	lines_value_free(v);
}
END_TEST

/* With every weight 0 the best move is the one that scores. */
START_TEST(best_scores)
{
	const char *rows[] = { "1111...", ".......", ".......", ".......",
	    ".......", "......2", "....1.3" };
	struct lines_value *v = lines_value_new();
	struct lines_view view;
	struct lines_pos p;
	struct lines_move m;
	double worth;

	unit_view_of(&view, 3, rows, 1);
	ck_assert_int_eq(lines_view_pos(&view, &p, NULL), 0);
	ck_assert_int_eq(lines_value_best(v, &p, 0, &m, &worth), 0);
	ck_assert_int_eq(m.r1, 6);
	ck_assert_int_eq(m.c1, 4);
	ck_assert_int_eq(m.r2, 0);
	ck_assert_int_eq(m.c2, 4);
	ck_assert(worth == lines_points(5));
	lines_value_free(v);
}
END_TEST

/* v written to a memory file: its bytes in *buf, their count returned. */
static size_t
written(const struct lines_value *v, char **buf)
{
	struct sg_error err;
	size_t len;
	FILE *f = open_memstream(buf, &len);

	ck_assert_int_eq(lines_value_write(v, f, &err), 0);
	fclose(f);
	return len;
}

/* Read len bytes of buf into v: 0, or -1 with the message in err. */
static int
read_back(struct lines_value *v, const char *buf, size_t len,
    struct sg_error *err)
{
	FILE *f = fmemopen((void *)buf, len, "r");
	int r = lines_value_read(v, f, err);

	fclose(f);
	return r;
}

START_TEST(file_round_trip)
{
	struct lines_value *v = lines_value_new(), *w = lines_value_new();
	struct sg_error err;
	char *buf;
	size_t len;

	random_weights(v, 3);
	lines_value_class(v, 9, 4)->games = 17;
	lines_value_class(v, 9, 4)->moves = 1700;
	lines_value_tables(v, 11, 9)->empty[3] = 0.1f;
	len = written(v, &buf);
	ck_assert_msg(read_back(w, buf, len, &err) == 0, "%s", err.msg);
	ck_assert(memcmp(v->tables, w->tables, sizeof(v->tables)) == 0);
	ck_assert(memcmp(v->cls, w->cls, sizeof(v->cls)) == 0);
	ck_assert_ptr_null(w->coherence);
	free(buf);
	ck_assert_int_eq(lines_value_learning(v), 0);
	v->coherence->sum[1][2].cut[4] = -1.5f;
	v->coherence->size[1][2].cut[4] = 2.5f;
	v->coherence->size[4][6].block[17] = 0.25f;
	len = written(v, &buf);
	ck_assert_msg(read_back(w, buf, len, &err) == 0, "%s", err.msg);
	ck_assert_ptr_nonnull(w->coherence);
	ck_assert(memcmp(v->coherence, w->coherence,
	    sizeof(*v->coherence)) == 0);
	free(buf);
	lines_value_free(v);
	lines_value_free(w);
}
END_TEST

/*
 * A read gives a value the file's weights, 0 where the file names none,
 * whatever the value held; a read refused leaves the value as it was.
 */
START_TEST(file_read_replaces_or_keeps)
{
	struct lines_value *v = lines_value_new(), *w = lines_value_new();
	struct lines_value *was = lines_value_new();
	struct sg_error err;
	char *buf;
	size_t len;

	random_weights(v, 5);
	len = written(v, &buf);
	random_weights(w, 6);
	ck_assert_msg(read_back(w, buf, len, &err) == 0, "%s", err.msg);
	ck_assert(memcmp(v->tables, w->tables, sizeof(v->tables)) == 0);
	free(buf);
	random_weights(w, 7);
	memcpy(was->tables, w->tables, sizeof(w->tables));
	v->tables[2][3].block[11] = NAN;
	len = written(v, &buf);
	ck_assert_int_eq(read_back(w, buf, len, &err), -1);
	ck_assert(memcmp(was->tables, w->tables, sizeof(w->tables)) == 0);
	free(buf);
	lines_value_free(v);
	lines_value_free(w);
	lines_value_free(was);
}
END_TEST

/*
 * A file cut short, changed, of something else, or holding a weight that
 * is not a number is refused.
 */
START_TEST(file_refused)
{
	struct lines_value *v = lines_value_new();
	struct sg_error err;
	char *buf;
	size_t len;

	random_weights(v, 4);
	len = written(v, &buf);
	ck_assert_int_eq(read_back(v, buf, len - 20, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "cut short or changed"));
	buf[len - 3] = buf[len - 3] == '1' ? '2' : '1';
	ck_assert_int_eq(read_back(v, buf, len, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "cut short or changed"));
	ck_assert_int_eq(read_back(v, "g lines:5\n", 10, &err), -1);
	ck_assert_str_eq(err.msg, "not a file of weights of version 2");
	free(buf);
	v->tables[0][2].block[7] = NAN;
	len = written(v, &buf);
	ck_assert_int_eq(read_back(v, buf, len, &err), -1);
	ck_assert_ptr_nonnull(strstr(err.msg, "not a number"));
	free(buf);
	lines_value_free(v);
}
END_TEST

/* Update the value of p after moves moves, quiet or not, by rate and error. */
static void
update(struct lines_value *v, const struct lines_pos *p, int moves, int quiet,
    double rate, double error)
{
	struct lines_value_at at = { p, moves, quiet };

	lines_value_update(v, &at, rate, error);
}

/*
 * One update moves the value of the grid it is given by the rate times the
 * error, each weight the grid uses by the same step however often it uses
 * it (the time weight once, the empty stretch's many times), and moves the
 * values of no other grid side or colour count.
 */
START_TEST(update_by_the_rule)
{
	struct lines_value *v = lines_value_new();
	struct lines_value_tables *t = lines_value_tables(v, 9, 4);
	struct lines_pos p = random_pos(9, 4, 5), other = random_pos(8, 4, 5);
	struct lines_pos more = random_pos(9, 5, 5);
	double before = lines_value_eval(v, &p, 120, 1);

	update(v, &p, 120, 1, 0.5, 8.0);
	ck_assert_msg(fabs(lines_value_eval(v, &p, 120, 1) - before - 4.0) <
	    1e-4, "moved by %g", lines_value_eval(v, &p, 120, 1) - before);
	ck_assert(t->time[120 / LINES_VALUE_TIME_STEP] > 0);
	ck_assert(fabs(t->line[0][0] - t->time[120 / LINES_VALUE_TIME_STEP]) <
	    1e-7);
	ck_assert(lines_value_eval(v, &other, 120, 1) == 0);
	ck_assert(lines_value_eval(v, &more, 120, 1) == 0);
	lines_value_free(v);
}
END_TEST

/*
 * A lambda-return weighs the values further down the game by lambda: with
 * 0 it is the reward and the next value (TD(0)), with 1 the rewards to the
 * end alone, however wrong the values.
 */
START_TEST(lambda_returns)
{
	static const double reward[] = { 1, 2, 4, 8 }, value[] = { 50, 60, 70,
	    80 };
	double ret[4];

	lines_lambda_returns(reward, value, 4, 0, ret);
	ck_assert(ret[0] == 61 && ret[1] == 72 && ret[2] == 84 && ret[3] == 8);
	lines_lambda_returns(reward, value, 4, 1, ret);
	ck_assert(ret[0] == 15 && ret[1] == 14 && ret[2] == 12 && ret[3] == 8);
	lines_lambda_returns(reward, value, 4, 0.5, ret);
	ck_assert(ret[2] == 4 + 40 + 4 && ret[1] == 2 + 35 + 24 &&
	    ret[0] == 1 + 30 + 30.5);
}
END_TEST

/*
 * With temporal coherence a weight's rate is 1 until it learns, then the
 * sum of its errors over the sum of their sizes: after an error and its
 * opposite, 0.
 */
START_TEST(coherence_rates)
{
	struct lines_value *v = lines_value_new();
	struct lines_pos p = random_pos(7, 3, 6);

	ck_assert_int_eq(lines_value_learning(v), 0);
	update(v, &p, 0, 0, 1, 6.0);
	ck_assert(fabs(lines_value_eval(v, &p, 0, 0) - 6.0) < 1e-4);
	update(v, &p, 0, 0, 1, -6.0);
	ck_assert(fabs(lines_value_eval(v, &p, 0, 0)) < 1e-4);
	update(v, &p, 0, 0, 1, 6.0);
	ck_assert(fabs(lines_value_eval(v, &p, 0, 0)) < 1e-4);
	lines_value_free(v);
}
END_TEST

/* The total of the games of 7x7 with 3 colours from seed 70001 on v. */
static long
held_out(struct lines_value *v)
{
	static const struct lines_learning play = { 0, 0, 0 };
	struct lines_learn_result r;
	struct lines_setup s = { 70001, 7, 3 };
	struct sg_error err;
	long total = 0;
	int i;

	for (i = 0; i < 20; i++, s.seed++) {
		ck_assert_int_eq(lines_learn_game(v, &s, &play, &r, &err), 0);
		total += r.score;
	}
	return total;
}

/*
 * Self-play of LEARN_MOVES moves makes a better player than the same
 * player with every weight 0, on games it never saw.
 */
#define LEARN_MOVES	20000
#define LEARN_LAMBDA	0.7
START_TEST(learns)
{
	static const struct lines_learning how = { 1, 0, LEARN_LAMBDA };
	struct lines_value *v = lines_value_new();
	struct lines_learn_result r;
	struct lines_setup s = { 10000000, 7, 3 };
	struct sg_error err;
	long zero = held_out(v), trained, moves = 0;

	ck_assert_int_eq(lines_value_learning(v), 0);
	for (; moves < LEARN_MOVES; moves += r.moves, s.seed += 35)
		ck_assert_int_eq(lines_learn_game(v, &s, &how, &r, &err), 0);
	trained = held_out(v);
	ck_assert_msg(trained > 10 * zero, "trained %ld, zero weights %ld",
	    trained, zero);
	lines_value_free(v);
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("lines_value");
	TCase *tc = tcase_create("value");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, symmetric_grids_equal);
	tcase_add_test(tc, empty_grid_by_hand);
	tcase_add_test(tc, incremental_as_scratch);
	tcase_add_test(tc, best_scores);
	tcase_add_test(tc, file_round_trip);
	tcase_add_test(tc, file_refused);
	tcase_add_test(tc, file_read_replaces_or_keeps);
	tcase_add_test(tc, update_by_the_rule);
	tcase_add_test(tc, lambda_returns);
	tcase_add_test(tc, coherence_rates);
	tcase_add_test(tc, learns);
	suite_add_tcase(s, tc);
	return s;
}
