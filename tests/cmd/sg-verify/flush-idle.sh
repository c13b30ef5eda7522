# A verdict is written as soon as its game is judged, whatever line comes
# after it while the input waits: a comment, a line that is not a record,
# a board with no game, the row of a grid whose end is still to come (the
# case waits for the verdict, and fails after a minute without it)
. "$SRCDIR/tests/cmd/stop.sh"
for after in '# c' 'bad' 'b 11' '11'; do
	rm -f in out
	mkfifo in
	sg-verify in >out 2>/dev/null &
	exec 3>in
	printf 'a 11 1000 0,0\n%s\n' "$after" >&3
	wait_until lines_in 1 out
	head -n 1 out
	exec 3>&-
	wait
done
