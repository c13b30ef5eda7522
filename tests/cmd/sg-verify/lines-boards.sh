# Lines move lists join their boards by name (-b); SameGame moves do not
# join a Lines board
sg-gen --game lines -n 2 >boards.txt
sg-solve -a greedy boards.txt | awk '!/^#/ { $2 = "-"; print }' >moves.txt
sg-verify -b boards.txt moves.txt
echo 'lines-1 - 0 1,1' | sg-verify -b boards.txt
