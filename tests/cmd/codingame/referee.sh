# The single file of make codingame, built as CodinGame builds it
# (build/tests/codingame), plays through sg-judge: every answer legal and
# in time, on boards it expects and on boards it does not (the judge plays
# a move of its own every third turn, --meddle 3), and each score the
# judge counts is the one sg-verify computes.  The argument is the first
# turn's budget in seconds, short here; the site gives none, and the bot
# takes 19.  The limits are the site's twenty times over: this checks the
# protocol, and a loaded machine must not fail it on time.
set -e
bot=$(dirname "$(command -v sg-solve)")/../tests/codingame
head -n 32 "$SHARE/standard20.txt" > boards
sg-gen -s 7 >> boards
sg-judge -q -F 20 boards -- "$bot" 0.5 > games
sg-judge -q -F 20 --meddle 3 boards -- "$bot" 0.3 >> games
[ "$(grep -c '^# sg-judge [^ ]* ok ' games)" -eq 6 ]
sg-verify -q games
