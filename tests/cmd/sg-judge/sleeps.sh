# A bot that sleeps gets a timeout at its first answer (CodinGame's 20 s
# cut to 2 here), is ended, and the next game is played
sg-gen -s 1 -n 2 > games.txt
sg-judge -q -j 1 --first 2 --turn 2 games.txt -- \
    sh "$SRCDIR/tests/bots/first.sh" sleeps.sh sg-solve --codingame -t 0.1 > out
echo "status $?"
sed -n 's/^# sg-judge \([^ ]* [^ ]*\) turns=.* peak=[0-9.]*/\1/p' out
sg-verify -q out && echo verified
