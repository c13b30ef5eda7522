# sg-solve --topcoder plays through sg-judge as TopCoder's tester: every
# answer legal and in time, the player exits 0 at the end of each game,
# and greedy and random play through the protocol the games they play
# offline.  The time limit is loose (-F 10): this checks the protocol, and
# a loaded machine must not fail it on time.
set -e
sg-gen --game lines -n 4 > boards.txt
sg-judge -q -F 10 boards.txt -- sg-solve --topcoder -a greedy > greedy
grep -v '^#' greedy > greedy.games
sg-solve -a greedy boards.txt | grep -v '^#' | cmp - greedy.games
sg-judge -q -F 10 boards.txt -- sg-solve --topcoder -a random -s 5 > random
grep -v '^#' random > random.games
sg-solve -a random -s 5 boards.txt | grep -v '^#' | cmp - random.games
head -n 3 boards.txt > two.txt
sg-judge -q --game-time 5 -F 10 two.txt -- sg-solve --topcoder -t 1 > auto
sg-verify -q greedy random auto
[ "$(grep -c '^# sg-judge [^ ]* ok ' auto)" -eq 2 ]
