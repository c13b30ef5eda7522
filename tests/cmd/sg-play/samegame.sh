# SameGame by keys in a terminal: two moves, undo, redo, a hint, quit; the
# game saved is valid and scores what the screen said.
. "$SRCDIR/tests/cmd/stop.sh"
. "$SRCDIR/tests/cmd/tmux.sh"
set -e
sg-gen -s 5 > board.txt
play "sg-play --digits --hint-time 0.2 -o game.txt board.txt"
see "score     0"
see "cursor    0,0"
# the cursor starts bottom left; 2,1 is a group of three 0s
keys Right Right Up Enter
see "played 2,1: 3 tiles for 1"
see "score     1"
see "tiles     222 left"
keys u
see "undone: move 1"
see "score     0"
keys U
see "redone: move 1"
see "score     1"
keys '?'
see_re "hint: [0-9]+,[0-9]+, [0-9]+ tiles for [0-9,]+; the solver's line ends at [0-9,]+"
# the hint's group is marked on the board
screen | sed -n "3,17p" | grep -q "\*[0-9]" ||
    { echo "no hint marked"; screen; exit 1; }
# the cursor stayed on its screen cell; below it, 2,0 and 3,0 are 3s
keys Down Enter
see "played 2,0: 2 tiles for 0"
see "moves     2"
score=$(panel score)
keys q
wait_end 0
saved game.txt s5-1 "$score"
[ "$(awk '{print NF}' game.txt)" = 5 ] ||
    { echo "saved: $(cat game.txt)"; exit 1; }
