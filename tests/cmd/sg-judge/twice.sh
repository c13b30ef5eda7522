# Each line a bot writes answers the next turn, as on the sites, however
# its writes fall: an answer written twice, in one write or two, has its
# second line taken for the next turn's answer, the same verdict every
# run; and the next game is played
printf 'a lines:1\nb lines:2\n' > games.txt
for bot in twice.sh twice-apart.sh twice.sh twice-apart.sh; do
	rm -rf first.lock
	sg-judge -q -j 1 games.txt -- \
	    sh "$SRCDIR/tests/bots/first.sh" $bot sg-solve --topcoder -a greedy > out
	echo "status $?"
	sed -n 's/^# sg-judge \([^ ]* [^ ]*\) turns=.* peak=[0-9.]*/\1/p' out
	sg-verify -q out && echo verified
done
