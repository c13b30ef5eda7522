/*
 * A set of names (of games, of files) numbered in the order they came, for
 * a command that must find one among millions: FORMAT's names should be
 * unique in a set, and a command that finds one repeated says so.
 */
#ifndef SG_CMD_NAMESET_H
#define SG_CMD_NAMESET_H

#include <stddef.h>

struct nameset;

struct nameset *nameset_new(void);

/*
 * The number of name in s, from 0 in the order names came: a name not
 * there yet is added (a copy), and *added is then 1, else 0.
 */
size_t nameset_add(struct nameset *s, const char *name, int *added);

/* The name numbered i (i < the names added), kept until nameset_free. */
const char *nameset_name(const struct nameset *s, size_t i);

void nameset_free(struct nameset *s);

#endif
