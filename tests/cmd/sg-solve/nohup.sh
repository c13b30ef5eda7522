# Under nohup (SIGHUP ignored) a hangup does not stop the run: it finishes
# its board and exits 0; without nohup, SIGHUP stops it (exit 129)
set -e
sg-gen -s 1 -n 1 > board
(trap '' HUP; exec sg-solve -t 2 board > game) &
pid=$!
sleep 0.5
kill -HUP $pid
st=0
wait $pid || st=$?
[ $st -eq 0 ] || { echo "ignored HUP: exit status $st"; exit 1; }
sg-verify -q game
sg-solve -t 100 board > game &
pid=$!
sleep 0.5
kill -HUP $pid
st=0
wait $pid || st=$?
[ $st -eq 129 ] || { echo "HUP: exit status $st"; exit 1; }
sg-verify -q game
