# A bot that stops reading its input gets a timeout, whether the judge
# finds its input closed or not, and the next game is played
sg-gen -s 1 -n 2 > games.txt
sg-judge -q -j 1 --first 2 --turn 2 games.txt -- \
    sh "$SRCDIR/tests/bots/first.sh" deaf.sh sg-solve --codingame -t 0.1 > out
echo "status $?"
sed -n 's/^# sg-judge \([^ ]* [^ ]*\) turns=.* peak=[0-9.]*/\1/p' out
sg-verify -q out && echo verified
