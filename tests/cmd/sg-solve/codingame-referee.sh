# sg-solve --codingame plays against a referee: every answer legal and in
# time (50 ms after the first; generous under the sanitizers), the bot exits
# 0 at the end, and each score the referee counts is the one sg-verify
# computes for the same moves.
set -e
referee=$(dirname "$(command -v sg-solve)")/../tests/referee
# CodinGame allows 50 ms a later turn; the limits here are loose, since
# this checks the protocol, and a loaded machine must not fail it on time.
first=10000 later=1000
head -n 32 "$SHARE/standard20.txt" > boards
sg-gen -s 7 >> boards
"$referee" -f $first -l $later boards sg-solve --codingame -t 1 > games
[ "$(wc -l < games)" -eq 3 ]
sg-verify -q games
