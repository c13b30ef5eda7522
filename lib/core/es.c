#include <math.h>
#include <string.h>

#include "core/es.h"
#include "core/rng.h"

#define ES_VERSION	"sg-es 1"

/* A standard normal number (Box-Muller), from the stream *rng. */
static double
normal(uint64_t *rng)
{
	double u = ((double)(sg_rand(rng) >> 11) + 0.5) / 9007199254740992.0;
	double v = (double)(sg_rand(rng) >> 11) / 9007199254740992.0;

	return sqrt(-2 * log(u)) * cos(2 * M_PI * v);
}

/* The learning rates of Hansen's tutorial (2016), sep-CMA's scaled. */
static void
set_rates(struct es *e)
{
	double n = e->n, sum = 0, sq = 0, sep = (n + 2) / 3;
	int i;

	e->mu = e->lambda / 2;
	for (i = 0; i < e->mu; i++) {
		e->weight[i] = log(e->mu + 0.5) - log(i + 1);
		sum += e->weight[i];
	}
	for (i = 0; i < e->mu; i++) {
		e->weight[i] /= sum;
		sq += e->weight[i] * e->weight[i];
	}
	e->mueff = 1 / sq;
	e->cs = (e->mueff + 2) / (n + e->mueff + 5);
	e->ds = 1 + 2 * fmax(0, sqrt((e->mueff - 1) / (n + 1)) - 1) + e->cs;
	e->cc = (4 + e->mueff / n) / (n + 4 + 2 * e->mueff / n);
	e->c1 = 2 / ((n + 1.3) * (n + 1.3) + e->mueff);
	e->cmu = fmin(1 - e->c1, 2 * (e->mueff - 2 + 1 / e->mueff) /
	    ((n + 2) * (n + 2) + e->mueff));
	e->c1 = fmin(1, e->c1 * sep);
	e->cmu = fmin(1 - e->c1, e->cmu * sep);
	e->chi = sqrt(n) * (1 - 1 / (4 * n) + 1 / (21 * n * n));
}

int
es_init(struct es *e, int n, const double *mean, double sigma, int lambda,
    uint64_t seed, struct sg_error *err)
{
	int i;

	if (n < 1 || n > ES_MAX_DIMS)
		return sg_fail(err, "%d dimensions: 1 to %d only", n,
		    ES_MAX_DIMS);
	if (lambda == 0)
		lambda = 4 + (int)(3 * log(n));
	if (lambda < 4 || lambda > ES_MAX_LAMBDA)
		return sg_fail(err, "%d candidates a generation: 4 to %d only",
		    lambda, ES_MAX_LAMBDA);
	memset(e, 0, sizeof(*e));
	e->n = n;
	e->lambda = lambda;
	e->sigma = sigma;
	e->rng = seed;
	for (i = 0; i < n; i++) {
		e->mean[i] = mean[i];
		e->diag[i] = 1;
	}
	set_rates(e);
	return 0;
}

void
es_ask(struct es *e)
{
	int k, i;

	for (k = 0; k < e->lambda; k++)
		for (i = 0; i < e->n; i++) {
			e->z[k][i] = normal(&e->rng);
			e->x[k][i] = e->mean[i] + e->sigma *
			    sqrt(e->diag[i]) * e->z[k][i];
		}
}

/* The candidates of the last generation, best (lowest score) first. */
static void
rank(const struct es *e, const double *score, int *order)
{
	int i, j, t;

	for (i = 0; i < e->lambda; i++)
		order[i] = i;
	for (i = 1; i < e->lambda; i++)
		for (j = i; j > 0 && score[order[j]] < score[order[j - 1]];
		    j--) {
			t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
}

void
es_tell(struct es *e, const double *score)
{
	int order[ES_MAX_LAMBDA], i, k;
	double zw[ES_MAX_DIMS] = { 0 }, norm = 0, hsig, y, rank_mu;
	double cs = e->cs, cc = e->cc;

	rank(e, score, order);
	for (k = 0; k < e->mu; k++)
		for (i = 0; i < e->n; i++)
			zw[i] += e->weight[k] * e->z[order[k]][i];
	for (i = 0; i < e->n; i++) {
		e->mean[i] += e->sigma * sqrt(e->diag[i]) * zw[i];
		e->ps[i] = (1 - cs) * e->ps[i] + sqrt(cs * (2 - cs) *
		    e->mueff) * zw[i];
		norm += e->ps[i] * e->ps[i];
	}
	norm = sqrt(norm);
	e->generation++;
	hsig = norm / sqrt(1 - pow(1 - cs, 2.0 * (double)e->generation)) <
	    (1.4 + 2 / (e->n + 1.0)) * e->chi;
	for (i = 0; i < e->n; i++) {
		e->pc[i] = (1 - cc) * e->pc[i] + hsig * sqrt(cc * (2 - cc) *
		    e->mueff) * sqrt(e->diag[i]) * zw[i];
		rank_mu = 0;
		for (k = 0; k < e->mu; k++) {
			y = sqrt(e->diag[i]) * e->z[order[k]][i];
			rank_mu += e->weight[k] * y * y;
		}
		e->diag[i] = (1 - e->c1 - e->cmu) * e->diag[i] + e->c1 *
		    (e->pc[i] * e->pc[i] + (1 - hsig) * cc * (2 - cc) *
		    e->diag[i]) + e->cmu * rank_mu;
	}
	e->sigma *= exp(cs / e->ds * (norm / e->chi - 1));
}

static void
put_vector(FILE *f, const char *name, const double *v, int n)
{
	int i;

	fprintf(f, "%s", name);
	for (i = 0; i < n; i++)
		fprintf(f, " %.17g", v[i]);
	fprintf(f, "\n");
}

int
es_write(const struct es *e, FILE *f, struct sg_error *err)
{
	fprintf(f, ES_VERSION "\nn %d lambda %d generation %ld rng %llu\n"
	    "sigma %.17g\n", e->n, e->lambda, e->generation,
	    (unsigned long long)e->rng, e->sigma);
	put_vector(f, "mean", e->mean, e->n);
	put_vector(f, "diag", e->diag, e->n);
	put_vector(f, "ps", e->ps, e->n);
	put_vector(f, "pc", e->pc, e->n);
	if (ferror(f))
		return sg_fail(err, "cannot write the state");
	return 0;
}

static int
get_vector(FILE *f, const char *name, double *v, int n)
{
	char word[16];
	int i;

	if (fscanf(f, "%15s", word) != 1 || strcmp(word, name) != 0)
		return -1;
	for (i = 0; i < n; i++)
		if (fscanf(f, "%lf", &v[i]) != 1 || !isfinite(v[i]))
			return -1;
	return 0;
}

int
es_read(struct es *e, FILE *f, struct sg_error *err)
{
	char line[64];
	unsigned long long rng;
	int n, lambda;
	long generation;
	double sigma;

	if (!fgets(line, sizeof(line), f) || strcmp(line, ES_VERSION "\n"))
		return sg_fail(err, "not a state of version 1");
	if (fscanf(f, " n %d lambda %d generation %ld rng %llu sigma %lf",
	    &n, &lambda, &generation, &rng, &sigma) != 5 || n < 1 ||
	    n > ES_MAX_DIMS || lambda < 4 || lambda > ES_MAX_LAMBDA ||
	    generation < 0 || !(sigma > 0))
		return sg_fail(err, "a state whose sizes are out of range");
	memset(e, 0, sizeof(*e));
	e->n = n;
	e->lambda = lambda;
	e->generation = generation;
	e->rng = rng;
	e->sigma = sigma;
	set_rates(e);
	if (get_vector(f, "mean", e->mean, n) || get_vector(f, "diag",
	    e->diag, n) || get_vector(f, "ps", e->ps, n) ||
	    get_vector(f, "pc", e->pc, n))
		return sg_fail(err, "a state cut short or changed");
	return 0;
}
