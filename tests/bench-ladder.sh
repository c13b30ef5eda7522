#!/bin/sh
# make bench-ladder LADDER='-t1 -t5 -t20' OPTS='-j 1' SETS=gen: does the
# solver do better with more budget?  Solve each board set at each budget
# of the ladder (each a single sg-solve option word: -t5, -n1000000), each
# board in turn with one sg-solve a board and the options OPTS, verify
# every game, and print each board's score at each budget, the totals, and
# for each step up the ladder how many boards scored more, the same or
# less.  Sets as bench-solve's: gen (20 boards of sg-gen -s 1, the
# default), std (the 20 standard boards) and counts (20 boards of sg-gen
# --counts with the standard boards' colours).
set -u
SRCDIR=$(cd "$(dirname "$0")/.." && pwd)
. "$SRCDIR/tests/bench-common.sh"
ladder=${SG_LADDER:--t1 -t5 -t20}
opts=${SG_OPTS:--j 1}
sets=${SG_SETS:-gen}
check_sets bench-ladder $sets
for step in $ladder; do
	case $step in
	-t[0-9]*|-n[0-9]*) ;;
	*) echo "bench-ladder: '$step' is not a budget (-tSECONDS, -nNODES)"; exit 2 ;;
	esac
done
make_boards

# report SET GAMES...: the table of one set, a column a budget
report() {
	set=$1
	shift
	awk -v set="$set" -v ladder="$ladder" '
	BEGIN { nb = split(ladder, budget, " ") }
	FNR == 1 { f++; r = 0 }
	!/^#/ { r++; name[r] = $1; score[f, r] = $3; total[f] += $3; n = r }
	END {
		printf "%-6s %-28s", "set", "board"
		for (f = 1; f <= nb; f++) printf " %8s", budget[f]
		printf "\n"
		for (r = 1; r <= n; r++) {
			printf "%-6s %-28s", set, name[r]
			for (f = 1; f <= nb; f++) printf " %8d", score[f, r]
			printf "\n"
		}
		printf "%-6s %-28s", set, "total"
		for (f = 1; f <= nb; f++) printf " %8d", total[f]
		printf "\n"
		for (f = 2; f <= nb; f++) {
			up = same = down = 0
			for (r = 1; r <= n; r++)
				if (score[f, r] > score[f - 1, r]) up++
				else if (score[f, r] == score[f - 1, r]) same++
				else down++
			printf "%s: %s to %s: %d boards higher, %d the same, " \
			    "%d lower; total %+.1f%%\n", set, budget[f - 1],
			    budget[f], up, same, down,
			    total[f - 1] ? 100 * (total[f] / total[f - 1] - 1) : 0
		}
	}' "$@"
}

echo "sg-solve $opts at each of: $ladder"
machine_speed
for set in $sets; do
	set --
	for step in $ladder; do
		solve_each "$work/$set.in" "$work/$set$step" $step $opts
		set -- "$@" "$work/$set$step"
	done
	report "$set" "$@"
	for step in $ladder; do
		time_report "$set $step" "$work/$set$step"
	done
	echo
done
machine_speed
