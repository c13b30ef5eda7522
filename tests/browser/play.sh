#!/bin/sh
# The play page (sg-show -f html --play) in headless Chromium (play.js):
# SameGame and Lines moves by clicks, undo and redo, a hint that arrives
# while the page answers, a finished game opened from a file; then the
# records the page gives must verify with
# sg-verify at the score the page shows, and its Lines game of seed 7 must
# reach the grid and next colours sg-apply reaches with the same moves.
# Skipped, saying so, without Chromium, node or the module (sh
# tests/deps.sh check installs them all).
#
# Usage: SG_BIN=build/bin sh tests/browser/play.sh
set -u
LC_ALL=C
export LC_ALL
SRCDIR=$(cd "$(dirname "$0")/../.." && pwd)
BIN=$(cd "${SG_BIN:-$SRCDIR/build/bin}" && pwd)
. "$SRCDIR/tests/browser/running.sh"
PATH=$BIN:$PATH

if [ -n "${SG_SANITIZED:-}" ]; then
	echo "play page: skipped under the sanitizers (run in the plain build)"
	exit 0
fi
browser=""
for b in chromium chromium-browser google-chrome; do
	command -v $b >/dev/null 2>&1 && { browser=$b; break; }
done
if [ -z "$browser" ] || ! command -v node >/dev/null 2>&1; then
	echo "play page: skipped: no chromium or no node to drive it" \
	    "(sh tests/deps.sh check installs them)"
	exit 0
fi
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
sg-gen -s 3 -n 1 >board.txt &&
    sg-gen -s 5 --size 6x6 -c 3 -n 1 | sg-solve -a greedy >over.txt || exit 2
if ! sg-show -f html --play -o play.html board.txt 2>show.err; then
	echo "play page: skipped: $(cat show.err)"
	exit 0
fi

pass=0 fail=0
# A check named $1 passes when the rest of the line, run, does.
check() {
	what=$1
	shift
	if "$@"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL play page: $what"
	fi
}

timeout 300 node "$SRCDIR/tests/browser/play.js" "$browser" \
    "$work/play.html" "$work" 7 "$work/over.txt" >clicks.out 2>&1
status=$?
grep -v '^ok' clicks.out
pass=$(grep -c '^ok' clicks.out)
fail=$(grep -c '^FAIL' clicks.out)
[ $status -ne 0 ] && [ $fail -eq 0 ] && fail=1
# A browser left behind writes its profile while the trap removes it.
gone() {
	! running "--user-data-dir=$work/profile"
}
check "Chromium has gone when play.js ends" gone

# "NAME valid SCORE CLAIMED ..." with the page's score, $1 the game.
verified() {
	sg-verify "$1.txt" >"$1.verdict" 2>/dev/null &&
	    [ "$(awk '{ print $2, $3 }' "$1.verdict")" = \
	    "valid $(cat "$1.score")" ]
}
check "sg-verify takes the SameGame record at the page's score" \
    verified samegame
check "sg-verify takes the Lines record at the page's score" verified lines
# The grid and next colours sg-apply reaches with the page's moves.
applied() {
	[ -s lines.grid ] && [ "$(sg-apply lines.txt | awk '{ print $2, $3 }')" = \
	    "$(cat lines.grid)" ]
}
check "the page's Lines game of seed 7 gets sg-apply's new balls" applied
echo "play page: $pass passed, $fail failed"
[ $fail -eq 0 ]
