# A signal while sg-solve waits for input ends it at once, with the boards
# read so far written, with one job or several.
set -e
. "$SRCDIR/tests/cmd/stop.sh"
sg-gen -s 3 -n 2 > boards
mkfifo fifo
for j in 1 2; do
	sg-solve -a greedy -j $j fifo > games &
	pid=$!
	exec 3>fifo
	cat boards >&3
	wait_until lines_in 2 games
	stop_after 0 TERM $pid
	exec 3>&-
	expect_status 143 "-j $j"
	[ "$(grep -c '^s3-' games)" -eq 2 ] || { echo "-j $j: boards lost"; exit 1; }
	sg-verify -q games
done
