# A Lines move list of more than 1000 moves, its board given with -b, is
# refused for its length, as the same game with its own board is; not
# taken for SameGame's moves and refused for their syntax
printf 'L lines:5\n' > boards.txt
awk 'BEGIN { printf "L - 0"; for (i = 0; i < 1001; i++)
    printf " %s", i % 2 ? "0,0,1,6" : "1,6,0,0"; print "" }' > list.txt
sg-verify -b boards.txt list.txt 2>/dev/null
echo "status $?"
