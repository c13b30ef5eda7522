# A move off the board is illegal, named with the turn and the move, and
# the next game is played
sg-gen -s 1 -n 2 > games.txt
sg-judge -q -j 1 -F 20 games.txt -- \
    sh "$SRCDIR/tests/bots/first.sh" illegal.sh sg-solve --codingame -t 0.1 > out
echo "status $?"
sed -n 's/^# sg-judge \([^ ]* [^ ]*\) turns=.* peak=[0-9.]*/\1/p' out
sg-verify -q out && echo verified
