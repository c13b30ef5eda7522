# A solver's games, tampered with: a score changed is "wrong", a move
# changed to an illegal one is "invalid" with the move and why; both make
# status 1, and the untouched games stay valid
set -e
sg-gen -s 3 -n 4 --size 6x6 -c 3 | sg-solve -a greedy >games
sg-verify -q games
# game 2: claim one more; game 3: its second move moved off the board
awk '$1 == "s3-2" { $3 = $3 + 1 } $1 == "s3-3" { $5 = "6,0" } { print }' games >bad
s=0
sg-verify bad >out 2>err || s=$?
[ $s -eq 1 ]
cut -d ' ' -f 1,2,5- out
sed 's/total score [0-9]*/total score N/' err
# the first move swapped for a single tile (0,0 of board s3-1), in a move
# list joined to its board with -b
sg-gen -s 3 -n 1 --size 6x6 -c 3 >boards
awk '$1 == "s3-1" { $2 = "-"; $4 = "0,0" } { print }' games | head -n 2 >moves
s=0
sg-verify -q -b boards moves || s=$?
[ $s -eq 1 ]
sg-verify -b boards moves 2>/dev/null | cut -d ' ' -f 1,2,6-
