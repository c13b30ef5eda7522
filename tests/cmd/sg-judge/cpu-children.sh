# --cpu counts the CPU of every process of the bot's group and of the
# children they waited for: a bot that spins about a second of CPU before
# it plays times out on its first answer against a game's limit of 0.3 s,
# whether the spin is its shell's own, a child's of the shell, or a child's
# of a child (a wrapper script that runs another).  The wall clock would
# allow it 4 s.
printf 'a lines:1\n' > games.txt
echo 'i=0; while [ $i -lt 1000000 ]; do i=$((i+1)); done' > spin.sh
printf 'sh spin.sh\nexec sg-solve --topcoder -a greedy\n' > mid.sh
for bot in '. ./spin.sh; exec sg-solve --topcoder -a greedy' \
    'sh spin.sh; exec sg-solve --topcoder -a greedy' 'sh mid.sh; exit'; do
	sg-judge -q --cpu --game-time 0.3 games.txt -- sh -c "$bot" > out
	echo "status $?"
	sed -n 's/^# sg-judge \([^ ]* [^ ]*\) turns=\([0-9]*\).*/\1 \2/p' out
done
