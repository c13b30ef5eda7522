/*
 * An evolution strategy that minimises a noisy function of a few dozen
 * reals without its gradient: sep-CMA-ES (Ros and Hansen 2008), CMA-ES
 * with a diagonal covariance, whose learning rates are (n + 2) / 3 times
 * those of the full one, so that it adapts a scale per coordinate within
 * the few generations a costly function allows.  Weighted recombination
 * of the best half, cumulative step-size adaptation.
 *
 * The caller asks for a generation, scores its candidates (lower is
 * better; only their order counts) and tells them back, so that it may
 * score them as it likes (in parallel, on common random numbers) and keep
 * the state between runs (es_write, es_read).
 */
#ifndef SG_ES_H
#define SG_ES_H

#include <stdint.h>
#include <stdio.h>

#include "core/error.h"

#define ES_MAX_DIMS	32
#define ES_MAX_LAMBDA	64

struct es {
	int n, lambda, mu;
	double weight[ES_MAX_LAMBDA];	/* of the best mu, summing to 1 */
	double mueff;
	double cs, ds, cc, c1, cmu;	/* learning rates */
	double chi;			/* E ||N(0, I)|| */
	long generation;
	double sigma;
	double mean[ES_MAX_DIMS];
	double diag[ES_MAX_DIMS];	/* of the covariance */
	double ps[ES_MAX_DIMS], pc[ES_MAX_DIMS];	/* evolution paths */
	uint64_t rng;
	/* The generation asked for: z ~ N(0, I), x = mean + sigma D^1/2 z. */
	double z[ES_MAX_LAMBDA][ES_MAX_DIMS];
	double x[ES_MAX_LAMBDA][ES_MAX_DIMS];
};

/*
 * Start e in n dimensions (1..ES_MAX_DIMS) at mean with step sigma, every
 * coordinate at unit scale, with lambda candidates a generation (0: the
 * default 4 + 3 ln n), drawing from seed.  Returns 0, or -1 with a
 * message when n or lambda is out of range.
 */
int es_init(struct es *e, int n, const double *mean, double sigma,
    int lambda, uint64_t seed, struct sg_error *err);

/* Draw the next generation's candidates into e->x[0..lambda-1]. */
void es_ask(struct es *e);

/* Move e by the scores of the candidates es_ask drew, lower better. */
void es_tell(struct es *e, const double *score);

/* Write e's state (all but the generation asked for) to f as text. */
int es_write(const struct es *e, FILE *f, struct sg_error *err);

/*
 * Read e's state from f, written by es_write; returns 0, or -1 with a
 * message when f is not such a state.
 */
int es_read(struct es *e, FILE *f, struct sg_error *err);

#endif
