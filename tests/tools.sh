#!/bin/sh
# The tools of tools/ that make check builds: what MEASURED's commands
# rely on.  try-lines sets the constant it names and no other (a game with
# a constant set to its own value is the game without it; set to another,
# another game), and refuses a name it does not know.
#
# Usage: sh tests/tools.sh BUILD/tools
set -u
T=$1
fail=0

check() {
	if "$@"; then
		return
	fi
	echo "FAIL tools: $*"
	fail=1
}

# try_free VALUE...: the line of one 7x7 game of 4 colours, one ply
try_free() {
	"$T/try-lines" -c 4 -N 7 -s 3 -g 1 -m 1 "$@" | head -n 1
}

own=$(try_free)
check [ -n "$own" ]
check [ "$(try_free free=60)" = "$own" ]
check [ "$(try_free window4=50)" = "$own" ]
check [ "$(try_free unreached=0)" = "$own" ]
check [ "$(try_free free=1)" != "$own" ]
"$T/try-lines" -c 4 -N 7 nonsense=3 >/dev/null 2>&1
check [ $? -eq 2 ]
"$T/try-lines" -c 4 -N 7 free=x >/dev/null 2>&1
check [ $? -eq 2 ]
"$T/try-lines" -c 4 -N 7 sparse=0 2>&1 >/dev/null | grep -q "bad value in 'sparse=0'"
check [ $? -eq 0 ]
"$T/try-lines" -c 4 -N 7 -g 2 -s 9223372036854775807 >/dev/null 2>&1
check [ $? -eq 2 ]

# try-lines -r: the points of the removals by moves and by the tester's
# balls add up to the score, and the moves by the most offered to the moves.
tally=$("$T/try-lines" -r -c 3 -N 8 -s 5 -g 2 -m 1)
check [ "$(echo "$tally" | awk '/^removed by/ { p += $NF }
    /^total/ { print ($2 == p && $2 > 0) }')" = 1 ]
check [ "$(echo "$tally" | awk '/^moves by the most/ {
    for (i = 8; i <= NF; i++) { split($i, kv, ":"); m += kv[2] } }
    /^total/ { print ($4 == m && m > 0) }')" = 1 ]

# fit-lines refuses what it cannot parse, and stops before a generation
# whose seeds would pass 2^63 - 1 (each plays SEED + g GAMES up), its state
# as the last whole generation left it.
D=$(mktemp -d)
trap 'rm -rf "$D"' EXIT
# fit VALUE...: fit-lines' exit status, never waiting long on old code
fit() {
	timeout 120 "$T/fit-lines" -k 7 -o "$D/state" -p "$D/progress" "$@" \
	    >/dev/null 2>"$D/err"
}
fit -s x -m 0.01
check [ $? -eq 2 ]
check grep -q "bad seed 'x'" "$D/err"
fit -m soon
check [ $? -eq 2 ]
fit -g 2 -s 9223372036854775807
check [ $? -eq 2 ]
check grep -q "pass 2^63 - 1" "$D/err"
check [ ! -e "$D/state" ]
fit -g 1 -s 9223372036854775806
check [ $? -eq 1 ]
check grep -q "generation 2's seeds pass 2^63 - 1" "$D/err"
check [ "$(grep -c '^gen' "$D/progress")" -eq 2 ]
check grep -q "seed 9223372036854775806" "$D/state"
# -r goes on from the state: its first generation follows the last saved.
rm -f "$D/state" "$D/progress"
fit -g 1 -s 1000 -m 0.0001
check [ $? -eq 0 ]
fit -g 1 -s 1000 -m 0.0001 -r
check [ $? -eq 0 ]
check [ "$(awk '/^gen/ { print $2 }' "$D/progress" | tr '\n' ' ')" = "0 1 " ]
if [ $fail -eq 0 ]; then
	echo "tools: try-lines and fit-lines passed"
fi
exit $fail
