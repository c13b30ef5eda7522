#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "msg.h"
#include "options.h"

int
common_option(struct common *c, int opt, const char *arg,
    const char *usage_text)
{
	struct sg_error err;
	size_t len;

	switch (opt) {
	case 'h':
		fputs(usage_text, stdout);
		if (fflush(stdout) == EOF || ferror(stdout))
			die(EXIT_ERROR, "write error: %s", strerror(errno));
		exit(0);
	case 'V':
		printf("%s (sg) %s\n", progname, SG_VERSION);
		if (fflush(stdout) == EOF || ferror(stdout))
			die(EXIT_ERROR, "write error: %s", strerror(errno));
		exit(0);
	case 'r':
		if (sg_rules_parse(arg, &c->rules, &err) < 0)
			usage_error("%s", err.msg);
		return 1;
	case 'o':
		c->output = arg;
		len = strlen(arg);
		if (len > 3 && strcmp(arg + len - 3, ".gz") == 0)
			c->gzip = 1;
		return 1;
	case 'z':
		c->gzip = 1;
		return 1;
	case '?':
		fprintf(stderr, "Try '%s --help' for more information.\n",
		    progname);
		exit(EXIT_ERROR);
	}
	return 0;
}
