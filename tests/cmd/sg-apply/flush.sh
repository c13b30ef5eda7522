# Each record is written as soon as it is made: the reply to a first
# record comes while the input is still open
mkfifo in
( printf 'a 01/10\n'; sleep 3; printf 'b 01/10\n' ) >in &
sg-apply in >out &
i=0
while [ ! -s out ] && [ $i -lt 25 ]; do sleep 0.1; i=$((i + 1)); done
cat out
wait
