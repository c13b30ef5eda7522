# The end of a game: said on the status line, saved to -o at once, and
# the solver's game from the same start compared when s is pressed; a
# one-row board (the classroom's SimpleSameGame) plays as well.
. "$SRCDIR/tests/cmd/stop.sh"
. "$SRCDIR/tests/cmd/tmux.sh"
set -e
echo 'r 1122111' > row.txt
play "sg-play --digits -r tiles --hint-time 0.2 -o game.txt row.txt"
see "tiles     7 left"
keys s
keys Right Right Enter
see "played 2,0: 2 tiles for 2"
keys Enter
see "game over: 7, board cleared"
# saved at the end, before any q
wait_until test -s game.txt
[ "$(cat game.txt)" = "r 1122111 7 2,0 2,0" ] ||
    { echo "saved: $(cat game.txt)"; exit 1; }
keys s
see "the solver's game from the same start: 7 (yours: 7)"
keys u
see "undone: move 2"
keys Left Left Enter
see "moves     2"
see "game over: 7, board cleared"
keys q
wait_end 0
[ "$(cat game.txt)" = "r 1122111 7 2,0 0,0" ] ||
    { echo "saved: $(cat game.txt)"; exit 1; }
