# sg-solve --codingame plays through sg-judge as CodinGame's referee: every
# answer legal and in time, the bot exits 0 at the end, and each score the
# judge counts is the one sg-verify computes.  The limits are the site's
# twenty times over: this checks the protocol, and a loaded machine must
# not fail it on time.
set -e
head -n 32 "$SHARE/standard20.txt" > boards
sg-gen -s 7 >> boards
sg-judge -q -F 20 boards -- sg-solve --codingame -t 1 > games
[ "$(grep -c '^# sg-judge [^ ]* ok ' games)" -eq 3 ]
sg-verify -q games
