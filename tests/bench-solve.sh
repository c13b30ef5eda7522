#!/bin/sh
# make bench-solve BUDGET='-t 20': solve the 20 standard boards and 20 boards
# of sg-gen -s 1 at the budget given (sg-solve options; default -t 1), each
# board in turn, verify every game, print per-board scores, totals, playouts
# per second and the peak memory of each set.  SG_SETS='std' (make's SETS)
# runs one set only.
set -u
SRCDIR=$(cd "$(dirname "$0")/.." && pwd)
BIN=$(cd "${SG_BIN:-$SRCDIR/build/bin}" && pwd)
PATH=$BIN:$PATH
LC_ALL=C
export PATH LC_ALL
[ $# -gt 0 ] || set -- -t 1
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT

run() {	# run NAME BOARDS OPTION...: solve each board in turn, verify, report
	name=$1 in=$2
	shift 2
	: > "$work/$name.games"
	: > "$work/$name.time"
	# One sg-solve a board, so that -j N puts N threads on each board (the
	# targets' protocol) rather than N boards side by side.
	grep -v '^#' "$in" | while IFS= read -r board; do
		printf '%s\n' "$board" | /usr/bin/time -a -f '%M %e' \
		    -o "$work/$name.time" sg-solve "$@" \
		    >> "$work/$name.games" 2>/dev/null ||
		    { echo "$name: sg-solve failed with status $?"; exit 1; }
	done || exit 1
	set -- "$name"
	sg-verify -q "$work/$1.games" || { echo "$1: sg-verify rejects a game"; exit 1; }
	awk -v set="$1" '!/^#/ { printf "%-10s %-28s %6d\n", set, $1, $3; s += $3 }
	    END { printf "%-10s %-28s %6d\n\n", set, "total", s }' "$work/$1.games"
	awk -v set="$1" '$1 > kb { kb = $1 } { secs += $2 }
	    END { printf "%s: %.2f s, peak memory %d MB\n", set, secs, kb / 1024 }' \
	    "$work/$1.time"
}

budget="$*"
echo "sg-solve $budget"
sets=${SG_SETS:-std gen}
for set in $sets; do
	case $set in
	std|gen) ;;
	*) echo "bench-solve: no set '$set' (std, gen)"; exit 2 ;;
	esac
done
sg-solve -a greedy "$SRCDIR/share/standard20.txt" > "$work/greedy" &&
    cut -d' ' -f1-2 "$work/greedy" > "$work/std.in" &&
    sg-gen -s 1 -n 20 > "$work/gen.in" ||
    { echo "bench-solve: cannot make the boards"; exit 2; }
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
