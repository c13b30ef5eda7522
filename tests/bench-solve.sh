#!/bin/sh
# make bench-solve BUDGET='-t 20': solve the 20 standard boards, 20 boards
# of sg-gen -s 1 and 20 of sg-gen --counts with the standard boards' colours
# (bench-common.sh) at the budget given (sg-solve options; default -t 1),
# each board in turn, verify every game, print per-board scores, totals,
# playouts per second and the peak memory of each set.  SG_SETS='std'
# (make's SETS) runs one set only.
set -u
SRCDIR=$(cd "$(dirname "$0")/.." && pwd)
. "$SRCDIR/tests/bench-common.sh"
[ $# -gt 0 ] || set -- -t 1

run() {	# run NAME BOARDS OPTION...: solve each board in turn, verify, report
	name=$1 in=$2
	shift 2
	solve_each "$in" "$work/$name.games" "$@"
	awk -v set="$name" '!/^#/ { printf "%-10s %-28s %6d\n", set, $1, $3; s += $3 }
	    END { printf "%-10s %-28s %6d\n\n", set, "total", s }' "$work/$name.games"
	time_report "$name" "$work/$name.games"
}

budget="$*"
echo "sg-solve $budget"
sets=${SG_SETS:-std gen counts}
check_sets bench-solve $sets
make_boards
for set in $sets; do
	run "$set" "$work/$set.in" $budget
done
# The baseline, in the same run: largest group first, no search.
for set in $sets; do
	sg-solve -a greedy "$work/$set.in" | awk -v set="$set" \
	    '!/^#/ { s += $3 } END { printf "%s: baseline greedy total %d\n", set, s }'
done
echo "published totals on the standard 20: NMCS level 3 77,934;" \
    "NRPA level 4 80,030; MCTS 80,146; best known 87,858"
echo "random playouts per second, 15x15x5, one core:"
sg-gen -s 1 -n 1 | sg-solve -a random -t 2 --progress 2>&1 >/dev/null |
    tr '\r' '\n' | grep playouts
echo "NRPA playouts per second (a playout and its adaptation), same board:"
sg-gen -s 1 -n 1 | sg-solve -a nrpa -t 2 --progress 2>&1 >/dev/null |
    tr '\r' '\n' | grep playouts
