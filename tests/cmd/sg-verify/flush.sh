# Each verdict is written as soon as its game is judged: the first game's
# comes while the input is still open (the case waits for it, and fails
# after a minute without it)
. "$SRCDIR/tests/cmd/stop.sh"
mkfifo in
sg-verify in >out 2>/dev/null &
exec 3>in
printf 'a 01/10 0\n' >&3
wait_until lines_in 1 out
cat out
printf 'b 01/10 0\n' >&3
exec 3>&-
wait
