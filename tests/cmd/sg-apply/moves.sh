# -m plays the same moves on every board, after a game's own moves
printf 'b1 0.../01.2/1122\nb2 1122/1122\ng1 0.../01.2/1122 - 0,2\n' | sg-apply -m '0,0 1,0'
