# A signal while sg-solve waits for input ends it at once, with the boards
# read so far written, with one job or several.
set -e
sg-gen -s 3 -n 2 > boards
mkfifo fifo
for j in 1 2; do
	sg-solve -a greedy -j $j fifo > games &
	pid=$!
	exec 3>fifo
	cat boards >&3
	sleep 1
	kill -TERM $pid
	st=0
	wait $pid || st=$?
	exec 3>&-
	[ $st -eq 143 ] || { echo "-j $j: exit status $st"; exit 1; }
	[ "$(grep -c '^s3-' games)" -eq 2 ] || { echo "-j $j: boards lost"; exit 1; }
	sg-verify -q games
done
