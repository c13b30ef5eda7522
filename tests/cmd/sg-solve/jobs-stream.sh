# With several jobs, each game is written as soon as its board is done and
# every board before it is written, not when more input comes.
set -e
sg-gen -s 3 -n 3 > boards
mkfifo fifo
sg-solve -a greedy -j 2 fifo > games &
pid=$!
exec 3>fifo
sed -n 2,3p boards >&3
i=0
while [ "$(grep -c '^s3-' games)" -lt 2 ] && [ $i -lt 100 ]; do
	sleep 0.1
	i=$((i + 1))
done
[ "$(grep -c '^s3-' games)" -eq 2 ] || { echo "games waited for input"; exit 1; }
sed -n 4p boards >&3
exec 3>&-
wait $pid
[ "$(grep -c '^s3-' games)" -eq 3 ]
