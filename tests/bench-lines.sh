#!/bin/sh
# make bench-lines: play the Lines games of seeds 1-100 (sg-gen --game
# lines) with every Lines player of sg-solve, 10 s a game on one thread,
# verify every game, and print each seed's N, C, score and moves survived,
# the totals by colour count and overall, each player's total over
# greedy's, the points a move and the games that lived by colour count
# (beside the score's ceiling), the games each kept alive for their 1000
# moves, the size of their removals by colour count, the rules engine's
# random moves a second, SameGame's random playouts a second and the
# machine's speed (tests/bench/speed.c), all measured in this run.  SEEDS of your own make it a held-out table.
#
#   SG_PLAYERS='greedy random'	the players (make's PLAYERS; default
#				greedy random auto); greedy, the baseline,
#				is always played
#   SG_SEEDS='1 20'		the first and last seed (make's SEEDS)
#   SG_PAIR=1			two games at a time, one on each of 2 cores
#				(make's PAIR); default one after the other
set -u
SRCDIR=$(cd "$(dirname "$0")/.." && pwd)
. "$SRCDIR/tests/bench-common.sh"
RATE=$BIN/../tests/lines-rate
BUDGET='-t 10 -j 1'

# check_player NAME: sg-solve plays Lines with player NAME, or exit 2
check_player() {
	printf 'x lines:1\n' | sg-solve -a "$1" -n 1 >/dev/null 2>"$work/err" ||
	    { cat "$work/err"; echo "bench-lines: no Lines player '$1'"; exit 2; }
}

# play PLAYER: the games of $work/boards.in into $work/PLAYER.games, one
# sg-solve a game, one game at a time or (SG_PAIR) two
play() {
	p=$1
	if [ "${SG_PAIR:-}" != 1 ]; then
		solve_each "$work/boards.in" "$work/$p.games" -a "$p" $BUDGET
		return
	fi
	grep -v '^#' "$work/boards.in" | awk 'NR % 2 == 1' > "$work/odd.in"
	grep -v '^#' "$work/boards.in" | awk 'NR % 2 == 0' > "$work/even.in"
	solve_each "$work/odd.in" "$work/$p.odd" -a "$p" $BUDGET & odd=$!
	solve_each "$work/even.in" "$work/$p.even" -a "$p" $BUDGET & even=$!
	wait $odd && wait $even || exit 1
	cat "$work/$p.odd" "$work/$p.even" > "$work/$p.games"
	cat "$work/$p.odd.time" "$work/$p.even.time" > "$work/$p.games.time"
}

# results PLAYER...: "PLAYER SEED N C SCORE MOVES" for every game played,
# by seed
results() {
	for p in "$@"; do
		awk -v p="$p" '!/^#/ && NF >= 3 { split($2, f, ":")
		    print p, f[2], f[3], f[4], $3, NF - 3 }' "$work/$p.games"
	done | sort -s -n -k 2,2
}

# table PLAYER...: the games seed by seed, then the totals by colour
# count, then each player's totals over greedy's, then how many games of
# each colour count each player kept alive for all their moves
table() {
	results "$@" | awk -v players="$*" -v turns=1000 '
	function group(c) { return c <= 4 ? "C 3-4" : c <= 6 ? "C 5-6" : "C 7-9" }
	function ratio(a, b) { return b > 0 ? sprintf("%.3f", a / b) : "-" }
	BEGIN { np = split(players, pl, " "); ng = split("C 3-4,C 5-6,C 7-9,all", gs, ",") }
	{
		if (!(($2) in n)) { seeds[++ns] = $2; n[$2] = $3; c[$2] = $4 }
		score[$1, $2] = $5; moves[$1, $2] = $6
		for (k = 0; k < 2; k++) {
			g = k ? "all" : group($4)
			tot[$1, g] += $5; tmoves[$1, g] += $6
			lived[$1, g] += $6 >= turns
			if ($1 == pl[1]) games[g]++
		}
		ctot[$1, $4] += $5; cmoves[$1, $4] += $6; clived[$1, $4] += $6 >= turns
		if ($1 == pl[1]) cgames[$4]++
	}
	function head(first) {
		printf "%-13s", first
		for (i = 1; i <= np; i++)
			printf "  %8s %5s", pl[i], "moves"
		printf "\n"
	}
	END {
		head("seed      N  C")
		for (s = 1; s <= ns; s++) {
			printf "%-9s%2d %2d", seeds[s], n[seeds[s]], c[seeds[s]]
			for (i = 1; i <= np; i++)
				printf "  %8d %5d", score[pl[i], seeds[s]], moves[pl[i], seeds[s]]
			printf "\n"
		}
		printf "\n"
		head("totals games")
		for (k = 1; k <= ng; k++) {
			printf "%-8s%5d", gs[k], games[gs[k]]
			for (i = 1; i <= np; i++)
				printf "  %8d %5d", tot[pl[i], gs[k]], tmoves[pl[i], gs[k]]
			printf "\n"
		}
		printf "\n"
		head("over greedy")
		for (k = 1; k <= ng; k++) {
			printf "%-13s", gs[k]
			for (i = 1; i <= np; i++)
				printf "  %8s %5s", ratio(tot[pl[i], gs[k]], tot["greedy", gs[k]]),
				    ratio(tmoves[pl[i], gs[k]], tmoves["greedy", gs[k]])
			printf "\n"
		}
		printf "\n%-13s", "a move, lived"
		for (i = 1; i <= np; i++)
			printf "  %14s", pl[i]
		printf "\n"
		for (k = 3; k <= 9; k++) {
			if (!cgames[k])
				continue
			printf "C %d %9s", k, cgames[k] " games"
			for (i = 1; i <= np; i++)
				printf "  %6.2f %7s", cmoves[pl[i], k] ? ctot[pl[i], k] / cmoves[pl[i], k] : 0,
				    clived[pl[i], k] "/" cgames[k]
			printf "\n"
		}
		printf "(points a move, and games that lived all %d moves, by colours; a\n", turns
		printf "game that lives earns at most about 3.75 a move removing fives, 6.0\n"
		printf "sevens, 9.5 nines, 18.4 two crossing lines of 13)\n"
		printf "\n%-13s", "lived " turns
		for (i = 1; i <= np; i++)
			printf "  %14s", pl[i]
		printf "\n"
		for (k = 1; k <= ng; k++) {
			printf "%-13s", gs[k]
			for (i = 1; i <= np; i++)
				printf "  %14s", sprintf("%d of %d",
				    lived[pl[i], gs[k]], games[gs[k]])
			printf "\n"
		}
	}'
}

# removals PLAYER...: by colour count, each player's removals: the mean
# balls a removal and the share of the balls removed in fives, in lines
# of 6 to 8 and in 9 or more (crosses), read off the score each move adds
# (removing n balls adds n^2 - 7n + 20)
removals() {
	printf '%-13s' "removals"
	for p in "$@"; do
		printf '  %23s' "$p"
	done
	printf '\n%-13s' ""
	for p in "$@"; do
		printf '  %23s' "balls  5s  6-8   9+"
	done
	printf '\n'
	for p in "$@"; do
		results "$p" | awk '{ print "C", $2, $4 }' > "$work/$p.colors"
		sg-apply --trace "$work/$p.games" | awk -v p="$p" '
		FNR == NR { c[$2] = $3; next }
		/^#/ || NF < 4 { next }
		{
			split($1, at, "/"); sub(/^lines-/, "", at[1])
			k = c[at[1]]; score = $(NF - 2)
			if (at[2] > 0 && score > last) {
				n = (7 + sqrt(49 - 4 * (20 - (score - last)))) / 2
				n = int(n + 0.5)
				r[k]++; b[k] += n
				if (n <= 5) f[k] += n; else if (n < 9) m[k] += n
				else x[k] += n
			}
			last = score
		}
		END {
			for (k = 3; k <= 9; k++)
				if (r[k])
					printf "%s %d %.1f %d %d %d\n", p, k,
					    b[k] / r[k], 100 * f[k] / b[k],
					    100 * m[k] / b[k], 100 * x[k] / b[k]
		}' "$work/$p.colors" -
	done | awk -v players="$*" '
	BEGIN { np = split(players, pl, " ") }
	{ v[$1, $2] = sprintf("%4.1f %3d%% %3d%% %3d%%", $3, $4, $5, $6); has[$2] = 1 }
	END {
		for (k = 3; k <= 9; k++) {
			if (!has[k])
				continue
			printf "C %d%9s", k, ""
			for (i = 1; i <= np; i++)
				printf "  %23s", ((pl[i], k) in v) ? v[pl[i], k] : "-"
			printf "\n"
		}
		printf "(the mean balls a removal, and the share of the balls removed\n"
		printf "in fives, in lines of 6 to 8, and in 9 or more: crosses)\n"
	}'
}

players=greedy
for p in ${SG_PLAYERS:-greedy random auto}; do
	case " $players " in *" $p "*) ;; *) players="$players $p" ;; esac
done
set -- ${SG_SEEDS:-1 100}
first=$1 last=${2:-$1}
for p in $players; do
	check_player "$p"
done
sg-gen --game lines -s "$first" -n $((last - first + 1)) > "$work/boards.in" ||
    { echo "bench-lines: cannot make the games"; exit 2; }
if [ "${SG_PAIR:-}" = 1 ]; then
	how='two games at a time, one a core'
else
	how='one game at a time'
fi
echo "sg-solve $BUDGET on the Lines games of seeds $first-$last, $how"
for p in $players; do
	start=$(date +%s.%N)
	play "$p"
	time_report "$p" "$work/$p.games"
	echo "$start $(date +%s.%N)" | awk -v p="$p" \
	    '{ printf "%s: %.1f s on the wall clock\n", p, $2 - $1 }'
done
echo
table $players
echo
removals $players
echo
echo "rules engine: random legal moves a second, 11x11, one core" \
    "(the issue's target: 1,000,000)"
"$RATE" 2 3 6 9 | awk '{ printf "  %d colours: %9d moves/s (%d moves)\n",
    $1, $2, $3 }'
machine_speed
echo "SameGame random playouts a second, 15x15x5, one core:"
sg-gen -s 1 -n 1 | sg-solve -a random -t 2 --progress 2>&1 >/dev/null |
    tr '\r' '\n' | grep playouts | tail -n 1
