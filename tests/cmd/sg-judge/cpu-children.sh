# --cpu counts the CPU of every process of the bot's group: a bot whose
# shell first runs a child that spins for about a second of CPU, then
# plays, times out on its first answer against a game's limit of 0.3 s;
# so does the same bot when the spin is the shell's own.  The wall clock
# would allow it 4 s.
printf 'a lines:1\n' > games.txt
spin='i=0; while [ $i -lt 1000000 ]; do i=$((i+1)); done'
sg-judge -q --cpu --game-time 0.3 games.txt -- \
    sh -c "sh -c '$spin'; exec sg-solve --topcoder -a greedy" > child
echo "status $?"
sg-judge -q --cpu --game-time 0.3 games.txt -- \
    sh -c "$spin; exec sg-solve --topcoder -a greedy" > own
echo "status $?"
sed -n 's/^# sg-judge \([^ ]* [^ ]*\) turns=\([0-9]*\).*/\1 \2/p' child own
