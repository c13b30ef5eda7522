# A new board or game dealt from -s, --size, -c and --game is the one
# sg-gen deals from the same options, under the same name.
. "$SRCDIR/tests/cmd/stop.sh"
. "$SRCDIR/tests/cmd/tmux.sh"
set -e
play "sg-play --digits -s 5 --size 6x5 -c 3 -o same.txt"
see "cursor    0,0"
keys q
wait_end 0
sg-gen -s 5 --size 6x5 -c 3 | sed -n '2s/$/ 0/p' > want.txt
cmp same.txt want.txt || { echo "dealt: $(cat same.txt)"; exit 1; }
play "sg-play --digits --game lines -s 12 --size 8 -c 4 -o lines.txt"
see "moves     0 of 1000"
keys q
wait_end 0
sg-gen --game lines -s 12 --size 8 -c 4 | sed -n '2s/$/ 0/p' > want.txt
cmp lines.txt want.txt || { echo "dealt: $(cat lines.txt)"; exit 1; }
