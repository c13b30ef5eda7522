# An illegal move: the steps before it are drawn, then the error names the
# game, the move and why; a move on a single tile
printf "g1 0.../01.2/1122 - 0,0 3,1\n" | sg-show
printf "g2 01/10 - 0,0\n" | sg-show
