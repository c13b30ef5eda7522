# Lines by keys in a terminal: a ball picked and sent, Esc, undo, redo, a
# hint, quit; the game saved is the tester's game from the seed (sg-verify
# replays it) and scores what the screen said.
. "$SRCDIR/tests/cmd/stop.sh"
. "$SRCDIR/tests/cmd/tmux.sh"
set -e
play "sg-play --digits --game lines -s 7 --hint-time 0.2 -o game.txt"
see "moves     0 of 1000"
see "balls     3 on 121 cells"
see "cursor    10,0"
keys Enter
see "pick a ball first"
# seed 7 has a ball at 2,4; send it to 2,0
keys Up Up Up Up Up Up Up Up Right Right Right Right Enter
see "picked the ball at 2,4: it can reach 118 cells"
keys Escape
see "dropped the ball at 2,4"
keys Enter Left Left Left Left Enter
see "moved 2,4 to 2,0: no line, 3 balls came"
see "balls     6 on 121 cells"
keys u
see "undone: move 1"
see "balls     3 on 121 cells"
keys C-r
see "redone: move 1"
see "balls     6 on 121 cells"
keys '?'
see_re "hint: [0-9]+,[0-9]+ to [0-9]+,[0-9]+, for [0-9,]+ at once"
screen | sed -n "3,13p" | grep -q "\*[0-9.]" ||
    { echo "no hint marked"; screen; exit 1; }
score=$(panel score)
keys q
wait_end 0
saved game.txt lines-7 "$score"
[ "$(cut -d ' ' -f 2,4 game.txt)" = "lines:7:11:5 2,4,2,0" ] ||
    { echo "saved: $(cat game.txt)"; exit 1; }
