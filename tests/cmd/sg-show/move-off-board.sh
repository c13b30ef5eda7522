# A move off the board, and one on an empty cell
printf "g1 0.../01.2/1122 - 9,0\n" | sg-show -f line
printf "g2 0.../01.2/1122 - 3,2\n" | sg-show -f line
