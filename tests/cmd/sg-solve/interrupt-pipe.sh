# Interrupted while it waits on a pipe, sg-solve cannot know how many boards
# were still to come: it says what it wrote of what it read, and -o FILE
# holds those games.
set -e
. "$SRCDIR/tests/cmd/stop.sh"
sg-gen -s 3 -n 2 > boards
mkfifo fifo
sg-solve -a greedy -o games < fifo 2>err &
pid=$!
exec 3>fifo
cat boards >&3
both_written() { [ "$(cat .games.* 2>/dev/null | grep -c '^s3-')" -ge 2 ]; }
wait_until both_written
stop_after 0 TERM $pid
exec 3>&-
expect_status 143 SIGTERM
grep -qx 'sg-solve: interrupted: 2 boards written, of 2 read; the rest of the input was not read' err ||
    { cat err; exit 1; }
[ "$(grep -c '^s3-' games)" -eq 2 ]
sg-verify -q games
