# A cell that is not -1 or a colour is an error: no answer, status 2.
head -n 15 "$SHARE/standard20.txt" | sed '2s/^3/-2/' | sg-solve --codingame -t 0.1
