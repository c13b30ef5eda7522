# An answer holding a NUL byte is bad output, not the move before the NUL;
# and the next game is played
printf 'a lines:1\nb lines:2\n' > games.txt
sg-judge -q -j 1 games.txt -- \
    sh "$SRCDIR/tests/bots/first.sh" nul.sh sg-solve --topcoder -a greedy > out
echo "status $?"
sed -n 's/^# sg-judge \([^ ]* [^ ]*\) turns=.* peak=[0-9.]*/\1/p' out
sg-verify -q out && echo verified
