# On a terminal, a progress line counts the games done of those in the
# input while the run goes on ("1 game of 3", while the second game's bot
# sleeps toward its timeout), then gives way to the summary.
. "$SRCDIR/tests/cmd/stop.sh"
. "$SRCDIR/tests/cmd/tmux.sh"
set -e
printf 'a lines:1\nb lines:2\nc lines:3\n' > games.txt
cat > bot.sh <<'BOT'
if mkdir g1 2>/dev/null; then exec sg-solve --topcoder -a greedy; fi
if mkdir g2 2>/dev/null; then exec sleep 60; fi
exec sg-solve --topcoder -a greedy
BOT
play "sg-judge -j 1 --game-time 3 -o out.txt games.txt -- sh bot.sh"
see_re '^sg-judge: 1 game of 3, mean score [0-9.]+: 1 ok *$'
wait_end 1
screen | grep -c -E '^sg-judge: 3 games, mean score [0-9.]+: 2 ok, 1 timeout *$'
grep -c '^# sg-judge' out.txt
