/*
 * The CPU time a bot used, all of it: its process group may hold a shell
 * and the program it started, or helpers of the bot's own.
 */
#ifndef SG_JUDGE_CPU_H
#define SG_JUDGE_CPU_H

#include <sys/types.h>

/*
 * The CPU time, in ms, of the processes of group pgid alive now (all their
 * threads), and of the children its leader pgid waited for; -1 when the
 * leader's cannot be read (it has ended).
 */
double group_cpu_ms(pid_t pgid);

#endif
