# Garbage after a good turn: the first answer stands, then a message and
# status 2, and no answer to the bad board.
head -n 15 "$SHARE/standard20.txt" > board
{ cat board; sed '4s/^2/7x/' board; } > input
sg-solve --codingame -t 0.1 < input > answers 2> err
st=$?
[ $st -eq 2 ] || exit 1
[ "$(wc -l < answers)" -eq 1 ] || exit 1
[ "$(cat err)" = "sg-solve: -:19: bad cell '7x' (expected -1 or a colour 0..9)" ]
