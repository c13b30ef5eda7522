# What the solver benchmarks (bench-solve.sh, bench-ladder.sh) share; they
# source it with SRCDIR set to the source tree.  It puts the commands of
# $SG_BIN (default build/bin) first in PATH, makes the board sets in a
# temporary directory $work (removed on exit), and solves a set board by
# board.
BIN=$(cd "${SG_BIN:-$SRCDIR/build/bin}" && pwd) || exit 2
PATH=$BIN:$PATH
LC_ALL=C
export PATH LC_ALL
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT

# check_sets PROGRAM SET...: every SET is one of ours, or exit 2
check_sets() {
	prog=$1
	shift
	for s in "$@"; do
		case $s in
		std|gen|counts) ;;
		*) echo "$prog: no set '$s' (std, gen, counts)"; exit 2 ;;
		esac
	done
}

# make_boards: $work/std.in, the 20 standard boards as records named
# standard20.txt:1 to standard20.txt:20; $work/gen.in, 20 boards of sg-gen
# -s 1; and $work/counts.in, 20 boards of sg-gen --counts, the i-th made
# with seed i and the tiles of each colour of standard board i, so that a
# random set has the standard set's colours (five boards with 45 tiles of
# each colour, five with one colour of 65) and differs from it in layout
# only: one draw of layouts, so compare sets of several seeds
make_boards() {
	sg-solve -a greedy "$SRCDIR/share/standard20.txt" > "$work/greedy" &&
	    awk '!/^#/ { sub(/.*\//, "", $1); print $1, $2 }' \
	    "$work/greedy" > "$work/std.in" &&
	    sg-gen -s 1 -n 20 > "$work/gen.in" &&
	    color_counts < "$work/std.in" | while read -r i counts; do
		sg-gen -s "$i" --counts "$counts" || exit 1
	    done > "$work/counts.in" &&
	    [ "$(grep -vc '^#' "$work/counts.in")" -eq 20 ] ||
	    { echo "cannot make the benchmark boards"; exit 2; }
}

# color_counts: for each record read, its number among the records and its
# tiles of each colour, comma-separated from colour 0 up to its highest
color_counts() {
	awk '/^#/ || NF == 0 { next }
	{
		top = -1
		for (c = 0; c <= 9; c++)	# colours are digits
			if ((n[c] = gsub(c, c, $2)) > 0)
				top = c
		list = ""
		for (c = 0; c <= top; c++)
			list = list (c ? "," : "") n[c]
		print ++records, list
	}'
}

# solve_each BOARDS GAMES OPTION...: solve each board of BOARDS in turn,
# one sg-solve a board with the options given, write the games to GAMES and
# "peak-KB seconds" a board to GAMES.time, and check every game with
# sg-verify.  One sg-solve a board, so that -j N puts N threads on each
# board (the solver targets' protocol) rather than N boards side by side.
solve_each() {
	in=$1 games=$2
	shift 2
	: > "$games"
	: > "$games.time"
	grep -v '^#' "$in" | while IFS= read -r board; do
		printf '%s\n' "$board" | /usr/bin/time -a -f '%M %e' \
		    -o "$games.time" sg-solve "$@" >> "$games" 2>/dev/null ||
		    { echo "sg-solve $*: failed with status $?"; exit 1; }
	done || exit 1
	sg-verify -q "$games" ||
	    { echo "sg-solve $*: sg-verify rejects a game"; exit 1; }
}

# time_report LABEL GAMES: the seconds, the longest board's and the peak
# memory of the boards solve_each solved into GAMES
time_report() {
	awk -v label="$1" '$1 > kb { kb = $1 } $2 > most { most = $2 }
	    { secs += $2 }
	    END { printf "%s: %.2f s, the longest board %.2f s, peak memory " \
	    "%d MB\n", label, secs, most, kb / 1024 }' "$2.time"
}

# machine_speed: the machine's single-core speed now (tests/bench/speed.c),
# so that figures of different days can be compared; on each core in turn
# where taskset can pin it, as one core of a virtual machine can run a
# third slower than the other
machine_speed() {
	speed=$BIN/../tests/speed
	[ -x "$speed" ] || { echo "bench: no tests/speed (make it first)"; return; }
	if ! command -v taskset >/dev/null 2>&1; then
		"$speed" 2
		return
	fi
	cpu=0
	while [ $cpu -lt "$(nproc)" ]; do
		taskset -c $cpu "$speed" 1 | sed "s/one core/core $cpu/"
		cpu=$((cpu + 1))
	done
}
