# --cpu times an answer on the bot's CPU clock: a bot that sleeps 2 s
# before its first answer, against a game's limit of 0.5 s, is ok under
# --cpu (it used next to no CPU, and the wall clock allows ten times the
# limit and a second more) and a timeout without it
printf 'a lines:1\n' > games.txt
bot="sleep 2; exec sg-solve --topcoder -a greedy"
sg-judge -q --cpu --game-time 0.5 games.txt -- sh -c "$bot" > cpu
echo "status $?"
sg-judge -q --game-time 0.5 games.txt -- sh -c "$bot" > wall
echo "status $?"
sed -n 's/^# sg-judge \([^ ]* [^ ]*\) turns=.* peak=[0-9.]*/\1/p' cpu wall
sg-verify -q cpu wall && echo verified
