# A record down a pipe, keys from the terminal, and with no -o the game on
# standard output once the screen is restored; then the game played on.
. "$SRCDIR/tests/cmd/stop.sh"
. "$SRCDIR/tests/cmd/tmux.sh"
set -e
play "sg-gen -s 5 | sg-play --digits"
see "sg-play  s5-1  (samegame)"
keys Right Right Up Enter
see "moves     1"
keys q
wait_end 0
# the record, its line wrapped on the screen, scrolled up by tmux's word
tm capture-pane -p -J -S - -t play | grep "^s5-1 " > game.txt
[ "$(cut -d ' ' -f 3-4 game.txt)" = "1 2,1" ] ||
    { echo "printed: $(cat game.txt)"; exit 1; }
# the game saved goes on from its end, and undo goes back into it
play "sg-play --digits -o more.txt game.txt"
see "moves     1"
see "score     1"
keys u
see "moves     0"
keys q
wait_end 0
[ "$(cut -d ' ' -f 3- more.txt)" = 0 ] ||
    { echo "saved: $(cat more.txt)"; exit 1; }
