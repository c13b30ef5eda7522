# Each record is written as soon as it is made: the reply to a first
# record comes while the input is still open (the case waits for it, and
# fails after a minute without it)
. "$SRCDIR/tests/cmd/stop.sh"
mkfifo in
sg-apply in >out &
exec 3>in
printf 'a 01/10\n' >&3
wait_until lines_in 1 out
cat out
printf 'b 01/10\n' >&3
exec 3>&-
wait
