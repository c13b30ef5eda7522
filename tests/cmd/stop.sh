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

# wait_until COMMAND...: run COMMAND every 0.05 s until it succeeds; fail
# after a minute, so that a slow machine waits instead of failing the case
wait_until() {
	_tries=0
	until "$@"; do
		_tries=$((_tries + 1))
		[ $_tries -lt 1200 ] || { echo "waited a minute for: $*"; exit 1; }
		sleep 0.05
	done
}

# lines_in N FILE...: the files hold N lines or more between them
lines_in() {
	_n=$1
	shift
	[ "$(cat "$@" 2>/dev/null | wc -l)" -ge "$_n" ]
}
