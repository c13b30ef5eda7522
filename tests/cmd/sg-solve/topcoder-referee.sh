# sg-solve --topcoder plays against TopCoder's tester (tests/lines-referee):
# every answer legal and in time, the player exits 0 at the end of each
# game, and greedy and random play through the protocol the games they play
# offline.  The time limit is loose: this checks the protocol, and a loaded
# machine must not fail it on time.
set -e
referee=$(dirname "$(command -v sg-solve)")/../tests/lines-referee
sg-gen --game lines -n 4 > boards.txt
"$referee" boards.txt sg-solve --topcoder -a greedy > greedy 2>/dev/null
sg-solve -a greedy boards.txt | grep -v '^#' | cmp - greedy
"$referee" boards.txt sg-solve --topcoder -a random -s 5 > random 2>/dev/null
sg-solve -a random -s 5 boards.txt | grep -v '^#' | cmp - random
head -n 3 boards.txt > two.txt
"$referee" -t 5000 two.txt sg-solve --topcoder -t 1 > auto 2>/dev/null
sg-verify -q greedy random auto
[ "$(wc -l < auto)" -eq 2 ]
