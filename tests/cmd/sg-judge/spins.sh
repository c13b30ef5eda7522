# A bot that hangs on the CPU gets a timeout when the game's time runs
# out (TopCoder's 10 s cut to 2 here), is ended, and the next game is
# played
printf 'a lines:1\nb lines:2\n' > games.txt
sg-judge -q -j 1 --game-time 2 games.txt -- \
    sh "$SRCDIR/tests/bots/first.sh" spins.sh sg-solve --topcoder -a greedy > out
echo "status $?"
sed -n 's/^# sg-judge \([^ ]* [^ ]*\) turns=.* peak=[0-9.]*/\1/p' out
sg-verify -q out && echo verified
