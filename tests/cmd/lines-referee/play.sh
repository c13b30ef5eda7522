# Whole games through the protocol with sg-solve --topcoder: every record is
# legal and its score the tester's (sg-verify), the player is started again
# for each game, and a SameGame record is skipped with a note
referee=$(dirname "$(command -v sg-solve)")/../tests/lines-referee
sg-gen --game lines -n 4 > games.txt
sg-gen -s 1 -n 1 --size 5x5 >> games.txt
sg-gen --game lines -s -5 --size 9 -c 5 | sed 's/^lines-/x/' >> games.txt
"$referee" games.txt sg-solve --topcoder -a greedy > greedy 2> err || exit 1
"$referee" games.txt sg-solve --topcoder -a random > random 2>> err || exit 1
sed 's/, [0-9]* ms used/, T ms used/' err >&2
sg-verify greedy random
