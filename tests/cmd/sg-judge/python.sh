# A bot of twenty lines in Python (tests/bots/python.py) plays through both
# protocols, CodinGame's (the site's limits, twenty times over for a loaded
# machine) and TopCoder's, every game ok, and sg-verify takes its games
command -v python3 >/dev/null || { echo "no python3"; exit 1; }
set -e
bot=$SRCDIR/tests/bots/python.py
sg-gen -s 2 -n 2 > boards.txt
sg-gen --game lines -n 3 > seeds.txt
sg-judge -q -F 20 boards.txt -- python3 "$bot" > cg.txt
sg-judge -q seeds.txt -- python3 "$bot" > tc.txt
sg-verify -q cg.txt tc.txt
[ "$(grep -c '^# sg-judge [^ ]* ok ' cg.txt tc.txt | tr '\n' ' ')" = \
    'cg.txt:2 tc.txt:3 ' ]
