/*
 * The clock that time budgets are measured on: monotonic, so that a change
 * of the system's date neither ends a search early nor stretches it.
 */
#ifndef SG_CLOCK_H
#define SG_CLOCK_H

/* Seconds since some fixed point in the past; only differences mean
 * anything.  Never fails on a POSIX system. */
double sg_clock(void);

#endif
