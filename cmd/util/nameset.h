/*
 * A set of names (of games, of files), for a command that must notice one
 * seen before among millions: FORMAT's names should be unique in a set,
 * and a command that finds one repeated says so.
 */
#ifndef SG_CMD_NAMESET_H
#define SG_CMD_NAMESET_H

struct nameset;

struct nameset *nameset_new(void);

/* Add a copy of name: 1 when it was not there, 0 when it was. */
int nameset_add(struct nameset *s, const char *name);

void nameset_free(struct nameset *s);

#endif
