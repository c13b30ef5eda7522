/* Where the data files of share/ are found. */
#ifndef SG_SHARE_H
#define SG_SHARE_H

#include <stddef.h>

/*
 * The path of the data file name into buf of cap bytes: in $SG_SHAREDIR if
 * that is set, else where make install put it (SG_SHAREDIR), else near this
 * program: PREFIX/share/sg of an install moved elsewhere, or the share/ of
 * the source tree it was built in (build/bin, build/san/bin), the first of
 * the four folders above it that has one; failing all, where make install
 * puts it.  Returns buf.
 */
const char *share_path(const char *name, char *buf, size_t cap);

#endif
