# A bot that leaves a child holding its pipes and exits is a crash, and
# the child is ended with it; so is the child of a bot that plays its game
# well: the judge ends the bot's process group, and never waits on pipes a
# child holds
. "$SRCDIR/tests/cmd/stop.sh"
printf 'a lines:1\nb lines:2\n' > games.txt
sg-judge -q -j 1 games.txt -- sh "$SRCDIR/tests/bots/first.sh" forks.sh \
    sh -c 'sleep 600 & echo $! > good.pid; exec sg-solve --topcoder -a greedy' \
    > out
echo "status $?"
sed -n 's/^# sg-judge \([^ ]* [^ ]*\) turns=.* peak=[0-9.]*/\1/p' out
sg-verify -q out && echo verified
# gone, or a zombie left for init to reap
gone() {
	! kill -0 "$1" 2>/dev/null ||
	    [ "$(awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null)" = Z ]
}
wait_until gone "$(cat forked.pid)"
wait_until gone "$(cat good.pid)"
echo children ended
