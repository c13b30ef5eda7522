/*
 * The calls of tools/wasm/api.h built natively, driven by the lines of
 * standard input as tests/wasm/wasi.mjs drives the module: the two outputs
 * must be the same, byte for byte.
 *
 * Usage: wasm-native < commands
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api.h"

static int
run(char *line)
{
	char *cmd = strtok(line, " "), *rest = strtok(NULL, "");
	double a[4] = { 0 };
	char name[64] = "";

	if (!cmd)
		return 0;
	if (!rest)
		rest = "";
	if (!strcmp(cmd, "load") || !strcmp(cmd, "play") ||
	    !strcmp(cmd, "preview")) {
		snprintf(sgw_buf(), SGW_BUF, "%s", rest);
		return !strcmp(cmd, "load") ? sgw_load() :
		    !strcmp(cmd, "play") ? sgw_play() : sgw_preview();
	}
	if (!strcmp(cmd, "solve")) {
		sscanf(rest, "%63s %lf %lf %lf %lf", name, &a[0], &a[1], &a[2],
		    &a[3]);
		snprintf(sgw_buf(), SGW_BUF, "%s", strcmp(name, "-") ? name :
		    "");
		return sgw_solve(a[0], a[1], a[2], (int)a[3]);
	}
	sscanf(rest, "%lf %lf %lf %lf", &a[0], &a[1], &a[2], &a[3]);
	if (!strcmp(cmd, "new-samegame"))
		return sgw_new_samegame((int)a[0], (int)a[1], (int)a[2], a[3]);
	if (!strcmp(cmd, "new-lines"))
		return sgw_new_lines(a[0], (int)a[1], (int)a[2]);
	if (!strcmp(cmd, "state"))
		return sgw_state();
	if (!strcmp(cmd, "record"))
		return sgw_record();
	if (!strcmp(cmd, "keep"))
		return sgw_keep((int)a[0]);
	if (!strcmp(cmd, "group"))
		return sgw_group((int)a[0], (int)a[1]);
	if (!strcmp(cmd, "reach"))
		return sgw_reach((int)a[0], (int)a[1]);
	snprintf(sgw_buf(), SGW_BUF, "unknown command '%s'", cmd);
	return -1;
}

int
main(void)
{
	static char line[SGW_BUF];
	int r;

	while (fgets(line, sizeof(line), stdin)) {
		line[strcspn(line, "\n")] = '\0';
		r = run(line);
		printf("%s %s\n", r < 0 ? "err" : "ok", sgw_buf());
	}
	return 0;
}
