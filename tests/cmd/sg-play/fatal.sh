# A signal that ends sg-play at once, SIGQUIT (Ctrl-\) or a crash's
# (SIGSEGV, SIGABRT), still puts the terminal back: line editing and echo
# on, the board's screen gone; then the signal ends sg-play, as its parent
# sees.
. "$SRCDIR/tests/cmd/stop.sh"
. "$SRCDIR/tests/cmd/tmux.sh"
set -e
sg-gen -s 5 > board.txt
for sig in QUIT SEGV ABRT; do
	play "sg-play --digits board.txt"
	see "cursor    0,0"
	if [ $sig = QUIT ]; then
		keys 'C-\'
	else
		kill -$sig "$(cat pid)"
	fi
	wait_end SIG$sig
	tty_restored
	! on_screen "cursor    " || { echo "$sig: screen not restored"; exit 1; }
done
