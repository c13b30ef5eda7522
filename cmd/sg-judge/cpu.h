/*
 * The CPU time a bot used, all of it: its process group may hold a shell
 * and the program it started, or helpers of the bot's own.
 */
#ifndef SG_JUDGE_CPU_H
#define SG_JUDGE_CPU_H

#include <sys/types.h>

/*
 * The CPU time, in ms, of the processes of group pgid alive now (all their
 * threads) and of the children each of them waited for, from one walk of
 * /proc; -1 when the leader pgid's cannot be read (it has ended).  It may
 * go down: a child reaped between two readings is counted in neither.
 */
double group_cpu_ms(pid_t pgid);

#endif
