# A move off the board is refused by the rules whatever its numbers: 64 on
# the widest board, a number past any board (kept as 255), 9,9 on 4x3
w=0000000000000000000000000000000000000000000000000000000000000000
printf 'g1 %s 0 64,0\ng2 0011/0011/2233 0 99999,0\ng3 0011/0011/2233 0 9,9\ng4 %s 4844 63,0\n' $w $w |
    sg-verify
