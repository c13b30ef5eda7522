#!/bin/sh
# make bench-codingame: how fast each CodinGame bot answers.  sg-judge
# plays the 20 standard boards with sg-solve --codingame and with the
# single file of make codingame (build/tests/codingame, built as the site
# builds it), one game at a time, playing a move of its own after every
# third answer (--meddle 3) so that the next board is one the bot did not
# expect and it must plan again; it logs each answer's time (--times), from
# the start of the board sent to the answer read.  For each bot: the later answers that follow
# the plan and those that plan again apart, each with its count, median,
# 99th percentile and worst, beside the machine's speed (tests/bench/
# speed.c) at the start and at the end.  CodinGame allows 50 ms a later
# answer.  The first answer gets a short budget here (the site allows
# 20 s, the bots take 19), as its length does not change the later ones.
#
#   SG_EVERY=3	the judge's move after every that many answers
#		(make's EVERY)
#   SG_FIRST=1	the first answer's budget, seconds (make's FIRST)
set -u
SRCDIR=$(cd "$(dirname "$0")/.." && pwd)
. "$SRCDIR/tests/bench-common.sh"
TESTS=$BIN/../tests
EVERY=${SG_EVERY:-3}
FIRST=${SG_FIRST:-1}
for t in codingame speed; do
	[ -x "$TESTS/$t" ] || { echo "bench-codingame: no $TESTS/$t"; exit 2; }
done

# play LABEL COMMAND...: the standard boards through sg-judge with the
# bot COMMAND, every game verified; the times to $work/LABEL.times, with
# the kind of each answer: first, replan (the board after the judge's
# move) or plan
play() {
	label=$1
	shift
	(cd "$work" && sg-judge -q -j 1 --meddle "$EVERY" --first 60 \
	    --turn 60 --times "$label.raw" standard20.txt -- "$@" \
	    > "$label.games" 2> "$label.err") ||
	    { cat "$work/$label.err"; echo "bench-codingame: $*: failed"; exit 1; }
	sg-verify -q "$work/$label.games" ||
	    { echo "bench-codingame: $*: sg-verify rejects a game"; exit 1; }
	awk -v e="$EVERY" '{ k = "plan" }
	    ($2 - 1) % e == 0 { k = "replan" }
	    $2 == 1 { k = "first" }
	    { print $1, $2, k, $3 }' "$work/$label.raw" > "$work/$label.times"
}

# answer_times KIND FILE: "N median p99 worst" of the answers of KIND in FILE, in
# ms; the percentile is the nearest rank
answer_times() {
	awk -v k="$1" '$3 == k { print $4 }' "$2" | sort -n | awk '
	{ ms[NR] = $1 }
	END {
		if (NR == 0) { print 0, "-", "-", "-"; exit }
		r = int(0.99 * NR); if (r < 0.99 * NR) r++
		printf "%d %.2f %.2f %.2f\n", NR, ms[int((NR + 1) / 2)], ms[r],
		    ms[NR]
	}'
}

# report LABEL WHAT: the score and the answers' times of one bot
report() {
	score=$(awk '!/^#/ { s += $3 } END { print s + 0 }' "$work/$1.games")
	echo "$2: 20 standard boards, score $score (first answer $FIRST s)"
	for kind in plan replan; do
		answer_times "$kind" "$work/$1.times" | awk -v k="$kind" '{
		    printf "  %-7s %5d answers: median %6s ms, 99th percentile " \
		    "%6s ms, worst %6s ms\n", k, $1, $2, $3, $4 }'
	done
}

cp "$SRCDIR/share/standard20.txt" "$work/" || exit 2
machine_speed
play solve sg-solve --codingame -t "$FIRST"
play single "$TESTS/codingame" "$FIRST"
every="every $EVERY answers"
[ "$EVERY" -eq 1 ] && every="each answer"
echo "CodinGame bots through sg-judge, a move of its own after $every:"
report solve "sg-solve --codingame -t $FIRST"
report single "the single file (build/tests/codingame $FIRST)"
machine_speed
