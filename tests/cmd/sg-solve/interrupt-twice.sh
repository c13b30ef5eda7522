# A second signal kills sg-solve at once: -o FILE is left as it was, and
# its temporary file is removed.
set -e
. "$SRCDIR/tests/cmd/stop.sh"
head -n 48 "$SHARE/standard20.txt" > boards
echo old > games
sg-solve --progress -t 100 -o games boards 2>err &
pid=$!
wait_until grep -q best err
kill -TERM $pid
kill -INT $pid
st=0
wait $pid || st=$?
[ $st -eq 130 ] || [ $st -eq 143 ] || { echo "exit status $st"; exit 1; }
! grep -q interrupted err || { echo "not killed"; exit 1; }
[ "$(cat games)" = old ]
[ "$(ls -A | grep -c '^\.games\.')" -eq 0 ]
