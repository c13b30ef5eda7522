# Interrupted while it waits on a pipe, sg-solve cannot know how many boards
# were still to come: it says what it wrote of what it read, and -o FILE
# holds those games.
set -e
sg-gen -s 3 -n 2 > boards
mkfifo fifo
sg-solve -a greedy -o games < fifo 2>err &
pid=$!
exec 3>fifo
cat boards >&3
sleep 1
kill -TERM $pid
st=0
wait $pid || st=$?
exec 3>&-
[ $st -eq 143 ] || { echo "exit status $st"; exit 1; }
grep -qx 'sg-solve: interrupted: 2 boards written, of 2 read; the rest of the input was not read' err ||
    { cat err; exit 1; }
[ "$(grep -c '^s3-' games)" -eq 2 ]
sg-verify -q games
