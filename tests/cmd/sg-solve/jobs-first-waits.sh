# With several jobs and -t, a lone first board on a pipe kept open is
# solved and written within its time, not held for a second board (the
# case waits for its game, and fails after a minute without it)
. "$SRCDIR/tests/cmd/stop.sh"
sg-gen -s 21 -n 1 | grep -v '^#' > board
mkfifo in
sg-solve -j 2 -t 0.2 in >out &
exec 3>in
cat board >&3
wait_until lines_in 1 out
sg-verify -q out && echo verified
exec 3>&-
wait
