# A terminal that goes away with no SIGHUP to sg-play (its window closed:
# here the tmux server killed, the shell around it ignoring the hangup)
# ends the game as SIGHUP does, saved, instead of reading keys from a dead
# terminal for ever.
. "$SRCDIR/tests/cmd/stop.sh"
. "$SRCDIR/tests/cmd/tmux.sh"
set -e
sg-gen -s 5 > board.txt
play "sg-play --digits -o game.txt board.txt"
see "cursor    0,0"
keys Right Right Up Enter
see "moves     1"
tm kill-server
wait_end SIGHUP
saved game.txt s5-1 1
