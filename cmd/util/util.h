/*
 * What the commands share, one job a file: messages and exit statuses
 * (msg.h), number parsing (parse.h), the options every command takes
 * (options.h), the output (output.h), the walk over input files (input.h),
 * allocation (xalloc.h) and stopping a run by a signal (stop.h).  Only
 * cmd/ prints or exits; lib/ returns errors as values.
 */
#ifndef SG_UTIL_H
#define SG_UTIL_H

#include "input.h"
#include "msg.h"
#include "options.h"
#include "output.h"
#include "parse.h"
#include "stop.h"
#include "xalloc.h"

#endif
