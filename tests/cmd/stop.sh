# What the command tests that signal a running command share; a case
# sources it with . "$SRCDIR/tests/cmd/stop.sh".

# stop_after SECONDS SIGNAL PID: wait SECONDS, send SIGNAL to the background
# job PID and wait for it to end; its exit status is left in st
stop_after() {
	sleep "$1"
	kill -"$2" "$3"
	st=0
	wait "$3" || st=$?
}

# expect_status STATUS WHAT: fail, naming WHAT, unless st is STATUS
expect_status() {
	[ "$st" -eq "$1" ] || { echo "$2: exit status $st, expected $1"; exit 1; }
}
