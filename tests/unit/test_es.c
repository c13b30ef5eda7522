#include <math.h>
#include <stdlib.h>

#include "core/es.h"
#include "unit.h"

/* An ellipsoid, each coordinate 10 times the scale of the one before. */
static double
ellipsoid(const double *x, int n)
{
	double sum = 0, scale = 1;
	int i;

	for (i = 0; i < n; i++, scale *= 10)
		sum += (scale * (x[i] - 1)) * (scale * (x[i] - 1));
	return sum;
}

/* Run e for generations on the ellipsoid of its dimensions. */
static void
run(struct es *e, int generations)
{
	double score[ES_MAX_LAMBDA];
	int g, k;

	for (g = 0; g < generations; g++) {
		es_ask(e);
		for (k = 0; k < e->lambda; k++)
			score[k] = ellipsoid(e->x[k], e->n);
		es_tell(e, score);
	}
}

/*
 * From 0 with a step of 1, the mean reaches the minimum at 1 of an
 * ellipsoid whose scales span 4 orders of magnitude: the step and the
 * scale of each coordinate adapt, by orders of magnitude.
 */
START_TEST(finds_ellipsoid)
{
	static struct es e;
	double zero[5] = { 0 };
	struct sg_error err;
	int i;

	ck_assert_int_eq(es_init(&e, 5, zero, 1, 0, 42, &err), 0);
	run(&e, 200);
	for (i = 0; i < 5; i++)
		ck_assert_msg(fabs(e.mean[i] - 1) < 1e-3 / pow(10, i),
		    "coordinate %d at %g", i, e.mean[i]);
	ck_assert(e.diag[4] < e.diag[0] / 1000);
}
END_TEST

/* A run stopped, written, read back and resumed goes on as one run. */
START_TEST(resumes_as_one_run)
{
	static struct es a, b;
	double zero[4] = { 0 };
	struct sg_error err;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;
	int i;

	ck_assert_int_eq(es_init(&a, 4, zero, 0.5, 8, 7, &err), 0);
	run(&a, 30);
	f = open_memstream(&buf, &len);
	ck_assert_int_eq(es_write(&a, f, &err), 0);
	fclose(f);
	f = fmemopen(buf, len, "r");
	ck_assert_int_eq(es_read(&b, f, &err), 0);
	fclose(f);
	run(&a, 30);
	run(&b, 30);
	for (i = 0; i < 4; i++)
		ck_assert(a.mean[i] == b.mean[i] && a.diag[i] == b.diag[i]);
	ck_assert(a.sigma == b.sigma);
	f = fmemopen(buf, len / 2, "r");
	ck_assert_int_eq(es_read(&b, f, &err), -1);
	fclose(f);
	free(buf);
}
END_TEST

Suite *
suite(void)
{
	Suite *s = suite_create("es");
	TCase *tc = tcase_create("es");

	tcase_add_test(tc, finds_ellipsoid);
	tcase_add_test(tc, resumes_as_one_run);
	suite_add_tcase(s, tc);
	return s;
}
