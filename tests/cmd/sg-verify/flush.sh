# Each verdict is written as soon as its game is judged
mkfifo in
( printf 'a 01/10 0\n'; sleep 3; printf 'b 01/10 0\n' ) >in &
sg-verify in >out 2>/dev/null &
i=0
while [ ! -s out ] && [ $i -lt 25 ]; do sleep 0.1; i=$((i + 1)); done
cat out
wait
