#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msg.h"
#include "options.h"

int
opt_fail(struct opt_error *e, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	e->status = EXIT_ERROR;
	e->said = 0;
	return OPT_ERROR;
}

int
common_option(struct common *c, int opt, const char *arg,
    struct opt_error *e)
{
	struct sg_error err;
	size_t len;

	switch (opt) {
	case 'h':
		return OPT_HELP;
	case 'V':
		return OPT_VERSION;
	case 'r':
		if (sgm_rules_parse(arg, &c->rules, &err) < 0)
			return opt_fail(e, "%s", err.msg);
		return OPT_RUN;
	case 'o':
		c->output = arg;
		len = strlen(arg);
		if (len > 3 && strcmp(arg + len - 3, ".gz") == 0)
			c->gzip = 1;
		return OPT_RUN;
	case 'z':
		c->gzip = 1;
		return OPT_RUN;
	case '?':
		/* getopt_long has said what is wrong, unless opterr is 0 */
		opt_fail(e, "an unknown option, or an option's argument "
		    "missing or not allowed");
		e->said = 1;
		return OPT_ERROR;
	}
	return OPT_OWN;
}

/* Flush stdout, or die of a write error. */
static void
flush_stdout(void)
{
	if (fflush(stdout) == EOF || ferror(stdout))
		die(EXIT_ERROR, "write error: %s", strerror(errno));
}

void
options_end(int end, const struct opt_error *e, const char *usage_text)
{
	switch (end) {
	case OPT_RUN:
		return;
	case OPT_HELP:
		fputs(usage_text, stdout);
		flush_stdout();
		exit(0);
	case OPT_VERSION:
		printf("%s (sg) %s\n", progname, SG_VERSION);
		flush_stdout();
		exit(0);
	}
	if (!e->said)
		fprintf(stderr, "%s: %s\n", progname, e->msg);
	fprintf(stderr, "Try '%s --help' for more information.\n", progname);
	exit(e->status);
}

int
options_parse(int argc, char **argv, const char *shortopts,
    const struct option *longopts, struct common *c, own_option_fn *take,
    void *own, struct opt_error *e, int *first)
{
	int opt, end;

	optind = 0;	/* glibc: start afresh, as a second parse must */
	while ((opt = getopt_long(argc, argv, shortopts, longopts, NULL)) !=
	    -1) {
		if ((end = common_option(c, opt, optarg, e)) == OPT_OWN)
			end = take(own, opt, optarg, e);
		if (end != OPT_RUN)
			return end;
	}
	*first = optind;
	return OPT_RUN;
}
