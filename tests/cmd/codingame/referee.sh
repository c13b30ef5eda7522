# The single file of make codingame, built as CodinGame builds it
# (build/tests/codingame), plays against the referee: every answer legal
# and in time, on boards it expects and on boards it does not (the referee
# plays a move of its own every third turn), and each score the referee
# counts is the one sg-verify computes.  The argument is the first turn's
# budget in seconds, short here; the site gives none, and the bot takes 19.
set -e
tests=$(dirname "$(command -v sg-solve)")/../tests
# CodinGame allows 50 ms a later turn; the limits here are loose, since
# this checks the protocol, and a loaded machine must not fail it on time.
first=10000 later=1000
head -n 32 "$SHARE/standard20.txt" > boards
sg-gen -s 7 >> boards
"$tests/referee" -f $first -l $later boards "$tests/codingame" 0.5 > games
"$tests/referee" -x 3 -f $first -l $later boards "$tests/codingame" 0.3 >> games
[ "$(wc -l < games)" -eq 6 ]
sg-verify -q games
