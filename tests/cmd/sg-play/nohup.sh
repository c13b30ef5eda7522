# A signal sg-play inherits ignored, as nohup leaves SIGHUP, stays
# ignored: the game goes on, and ends as the player says.
. "$SRCDIR/tests/cmd/stop.sh"
. "$SRCDIR/tests/cmd/tmux.sh"
set -e
sg-gen -s 5 > board.txt
play "sg-play --digits -o game.txt board.txt" HUP
see "cursor    0,0"
kill -HUP "$(cat pid)"
keys Right Right Up Enter
see "moves     1"
keys q
wait_end 0
tty_restored
saved game.txt s5-1 1
