# SIGINT and SIGTERM stop the search and still write the board in hand.
set -e
. "$SRCDIR/tests/cmd/stop.sh"
head -n 48 "$SHARE/standard20.txt" > boards
for sig in INT TERM; do
	rm -f err
	sg-solve --progress -t 100 boards > games 2>err &
	pid=$!
	wait_until grep -q best err
	stop_after 0 $sig $pid
	case $sig in INT) expect_status 130 $sig ;; TERM) expect_status 143 $sig ;; esac
	[ "$(wc -l < games)" -eq 1 ]
	sg-verify -q games
done
