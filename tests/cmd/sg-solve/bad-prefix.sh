# A prefix move that is not legal is an error naming the board.
head -n 16 "$SHARE/standard20.txt" | sg-solve -n 100 --prefix '20,20'
