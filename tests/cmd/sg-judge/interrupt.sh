# Interrupted, sg-judge ends the bot in hand, writes every game finished
# (-o FILE then holds them), says how many, and exits 128 + SIGINT: here
# the first game is played and the second bot sleeps until the signal.
set -e
. "$SRCDIR/tests/cmd/stop.sh"
sg-gen --game lines -n 3 > seeds.txt
sg-judge -q -j 1 --game-time 600 -o out seeds.txt -- sh -c 'if mkdir lock \
    2>/dev/null; then exec sg-solve --topcoder -a greedy; fi; echo $$ > pid
    exec sleep 600' 2>err &
judge=$!
started() { [ -s pid ]; }
wait_until started
stop_after 0 INT $judge
expect_status 130 SIGINT
grep -qx 'sg-judge: interrupted: wrote 1 game, mean score 110.0: 1 ok' err ||
    { cat err; exit 1; }
[ "$(grep -c '^lines-' out)" -eq 1 ] || { echo "games lost"; exit 1; }
sg-verify -q out
gone() {
	! kill -0 "$1" 2>/dev/null ||
	    [ "$(awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null)" = Z ]
}
wait_until gone "$(cat pid)"
