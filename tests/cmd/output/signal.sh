# A command killed by SIGTERM or SIGHUP while it writes -o FILE leaves FILE
# as it was and removes its temporary file (SIGINT, ignored in a script's
# background jobs, takes the same path).  sg-apply waits on a pipe that
# stays open, so the signal comes mid-run.
set -e
. "$SRCDIR/tests/cmd/stop.sh"
sg-gen -s 1 -n 2 > boards
echo old > out.txt
mkfifo fifo
for sig in TERM HUP; do
	timeout -s KILL 20 sg-apply -o out.txt fifo &
	pid=$!
	exec 3>fifo
	cat boards >&3
	temp_made() { [ "$(ls -A | grep -c '^\.out\.txt\.')" -eq 1 ]; }
	wait_until temp_made
	stop_after 0 $sig $pid	# timeout hands it to sg-apply
	exec 3>&-
	[ "$(cat out.txt)" = old ] || { echo "$sig: out.txt changed"; exit 1; }
	[ "$(ls -A | grep -c '^\.out\.txt\.')" -eq 0 ] ||
	    { echo "$sig: temporary file left ($st)"; exit 1; }
done
