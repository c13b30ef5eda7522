# Interrupted, sg-solve says how many boards it wrote of how many there
# are, and -o FILE then holds every game finished (the board in hand
# included): 2 of 5 here, 2 s a board, stopped once the first is written.
set -e
. "$SRCDIR/tests/cmd/stop.sh"
sg-gen -s 1 -n 5 > boards
echo old > games
sg-solve -t 2 -o games boards 2>err &
pid=$!
first_written() { [ "$(cat .games.* 2>/dev/null | grep -c '^s1-')" -ge 1 ]; }
wait_until first_written
stop_after 0 INT $pid
expect_status 130 SIGINT
grep -qx 'sg-solve: interrupted: 2 of 5 boards written' err ||
    { cat err; exit 1; }
[ "$(grep -c '^s1-' games)" -eq 2 ] || { echo "games lost"; exit 1; }
sg-verify -q games
