# SIGINT and SIGTERM stop the search and still write the board in hand.
set -e
head -n 48 "$SHARE/standard20.txt" > boards
for sig in INT TERM; do
	sg-solve -t 100 boards > games &
	pid=$!
	sleep 1
	kill -$sig $pid
	st=0
	wait $pid || st=$?
	case $sig in INT) [ $st -eq 130 ] ;; TERM) [ $st -eq 143 ] ;; esac
	[ "$(wc -l < games)" -eq 1 ]
	sg-verify -q games
done
