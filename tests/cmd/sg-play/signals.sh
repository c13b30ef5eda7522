# Ctrl-C, SIGTERM and SIGHUP end a game and keep it: the terminal is put
# back, the game so far is saved, and sg-play then dies of the signal, so
# that its parent sees which came (not an exit status of 128 + N).
. "$SRCDIR/tests/cmd/stop.sh"
. "$SRCDIR/tests/cmd/tmux.sh"
set -e
sg-gen -s 5 > board.txt
for sig in INT TERM HUP; do
	play "sg-play --digits -o game-$sig.txt board.txt"
	see "cursor    0,0"
	keys Right Right Up Enter
	see "moves     1"
	if [ $sig = INT ]; then
		keys C-c
	else
		kill -$sig "$(cat pid)"
	fi
	wait_end SIG$sig
	tty_restored
	# the screen is the shell's again: no board left on it
	! on_screen "cursor    " || { echo "$sig: screen not restored"; exit 1; }
	sg-verify game-$sig.txt > verify.txt 2>/dev/null
	[ "$(cat verify.txt)" = "s5-1 valid 1 1 open" ] ||
	    { echo "$sig: saved: $(cat verify.txt)"; exit 1; }
done
