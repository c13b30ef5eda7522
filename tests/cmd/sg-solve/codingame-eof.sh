# At the end of the input the bot exits 0: at once with no board, and after
# answering the one board it was given; blank lines between boards are
# allowed, and the answer is "column row" on the board as it stands.
set -e
out=$(sg-solve --codingame -t 0.1 < /dev/null)
[ -z "$out" ]
head -n 16 "$SHARE/standard20.txt" > board
(echo; cat board) | sg-solve --codingame -t 0.1 > answer
[ "$(wc -l < answer)" -eq 1 ]
grep -Eq '^[0-9]+ [0-9]+$' answer
sg-apply -m "$(tr ' ' , < answer)" board > /dev/null
