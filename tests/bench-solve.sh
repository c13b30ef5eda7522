#!/bin/sh
# make bench-solve BUDGET='-t 20': solve the 20 standard boards, 20 boards
# of sg-gen -s 1 and 20 of sg-gen --counts with the standard boards' colours
# (bench-common.sh) at the budget given (sg-solve options; default -t 1),
# each board in turn, verify every game, print per-board scores (the
# standard boards' beside their best published scores, with the tiles of
# each game's largest group), totals, playouts per second, the peak memory
# of each set, and the machine's speed (tests/bench/speed.c) at the start
# and at the end.  SG_SETS='std' (make's SETS) runs one set only.
set -u
SRCDIR=$(cd "$(dirname "$0")/.." && pwd)
. "$SRCDIR/tests/bench-common.sh"
[ $# -gt 0 ] || set -- -t 1

run() {	# run NAME BOARDS OPTION...: solve each board in turn, verify, report
	name=$1 in=$2
	shift 2
	solve_each "$in" "$work/$name.games" "$@"
	if [ "$name" = std ]; then
		beside_records "$work/$name.games"
	else
		awk -v set="$name" '!/^#/ { printf "%-10s %-28s %6d\n", set,
		    $1, $3; s += $3 }
		    END { printf "%-10s %-28s %6d\n\n", set, "total", s }' \
		    "$work/$name.games"
	fi
	time_report "$name" "$work/$name.games"
}

# kept_groups GAMES: for each game, its name, the tiles of its largest
# move, those of its board's commonest colour and those it leaves (from
# sg-apply --trace: a move takes as many tiles as its position has fewer
# than the one before)
kept_groups() {
	sg-apply --trace "$1" | awk '
	function tiles(s) { return gsub(/[0-9]/, "", s) }
	/^#/ || NF == 0 { next }
	{
		name = $1
		left = tiles($2)
		k = name
		sub(/.*\//, "", k)
		sub(/\/[0-9]+$/, "", name)
		if (k == 0) {
			if (game != "")
				print game, largest, most, last
			game = name
			largest = 0
			most = 0
			for (c = 0; c <= 9; c++) {
				s = $2
				n = gsub(c, "", s)
				most = n > most ? n : most
			}
		} else if (last - left > largest) {
			largest = last - left
		}
		last = left
	}
	END { if (game != "") print game, largest, most, last }'
}

# beside_records GAMES: the standard boards' scores beside each board's
# best published score (tests/bench/records), the gap and the share of it,
# and the tiles of each game's largest group out of its board's commonest
# colour: each record's score fits that colour's (n - 2)^2 in one group,
# the 1,000 of a cleared board, and a few hundred more, so the column
# shows how much of the gap is that colour broken up; a last line splits
# the gap so: the commonest colour's (n - 2)^2 less the largest group's,
# the 1,000 of each board left uncleared, and the rest for the other moves
beside_records() {
	kept_groups "$1" > "$work/kept"
	printf '%-10s %-28s %6s %7s %6s %6s %7s\n' set board score record gap \
	    "of it" largest
	grep -v '^#' "$1" | awk -v recs="$SRCDIR/tests/bench/records" \
	    -v kept="$work/kept" '
	BEGIN {
		while ((getline line < recs) > 0)
			if (line !~ /^#/) {
				split(line, f, " ")
				record[f[1]] = f[2]
			}
		while ((getline line < kept) > 0) {
			split(line, f, " ")
			largest[f[1]] = f[2] "/" f[3]
			g = f[2] >= 2 ? (f[2] - 2) ^ 2 : 0
			broken[f[1]] = (f[3] - 2) ^ 2 - g
			uncleared[f[1]] = f[4] > 0 ? 1000 : 0
		}
	}
	{
		board = $1
		sub(/.*:/, "", board)
		r = record[board]
		printf "%-10s %-28s %6d %7d %6d %5.1f%% %7s\n", "std", $1, $3,
		    r, $3 - r, 100 * $3 / r, largest[$1]
		s += $3
		rs += r
		lost += broken[$1]
		notclear += uncleared[$1]
	}
	END {
		printf "%-10s %-28s %6d %7d %6d %5.1f%%\n", "std", "total", s,
		    rs, s - rs, 100 * s / rs
		printf "std: %d short of the records: %d for the commonest " \
		    "colour not in one group, %d for boards not cleared, %d " \
		    "for the other moves\n\n", rs - s, lost, notclear,
		    rs - s - lost - notclear
	}'
}

budget="$*"
echo "sg-solve $budget"
machine_speed
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
machine_speed
echo "random playouts per second, 15x15x5, one core:"
sg-gen -s 1 -n 1 | sg-solve -a random -t 2 --progress 2>&1 >/dev/null |
    tr '\r' '\n' | grep playouts
echo "NRPA playouts per second (a playout and its adaptation), same board:"
sg-gen -s 1 -n 1 | sg-solve -a nrpa -t 2 --progress 2>&1 >/dev/null |
    tr '\r' '\n' | grep playouts
