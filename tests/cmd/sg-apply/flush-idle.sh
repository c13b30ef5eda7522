# A record is written as soon as it is made, whatever line comes after it
# while the input waits: a comment, the row of a grid whose end is still to
# come (the case waits for it, and fails after a minute without it)
. "$SRCDIR/tests/cmd/stop.sh"
for after in '# c' '1 1'; do
	rm -f in out
	mkfifo in
	sg-apply in >out 2>/dev/null &
	exec 3>in
	printf 'a 01/10\n%s\n' "$after" >&3
	wait_until lines_in 1 out
	head -n 1 out
	exec 3>&-
	wait
done
