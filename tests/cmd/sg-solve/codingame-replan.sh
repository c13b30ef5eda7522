# A referee that plays moves of its own sends boards the bot does not expect:
# the bot plans again from the board given and never plays a stale move.
# Also on a board that is not 15x15.  The referee's -t log marks the turns
# after its own moves (every third) replan, the others plan.
set -e
referee=$(dirname "$(command -v sg-solve)")/../tests/referee
# CodinGame allows 50 ms a later turn; the limits here are loose, since
# this checks the protocol, and a loaded machine must not fail it on time.
first=10000 later=1000
head -n 16 "$SHARE/standard20.txt" > boards
"$referee" -x 3 -f $first -l $later -t times boards \
    sg-solve --codingame -t 0.5 > games
awk '{ want = $2 == 1 ? "first" : $2 % 3 == 1 ? "replan" : "plan"
    if ($1 != "boards:1" || $2 != NR || $3 != want || $4 < 0) bad++ }
    END { exit !(NR > 10 && bad == 0) }' times
sg-gen -s 3 --size 10x8 -c 4 > small
"$referee" -x 1 -f $first -l $later small \
    sg-solve --codingame=10x8 -t 0.5 >> games
[ "$(wc -l < games)" -eq 2 ]
sg-verify -q games
