# The input ending inside a board is an error: no answer, status 2.
head -n 5 "$SHARE/standard20.txt" | sg-solve --codingame -t 0.1
