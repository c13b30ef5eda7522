# An open game, a wrong claimed score, and a game of no moves
printf "g1 0.../01.2/1122 7 3,1\ng2 0.../01.2/1122 0\n" | sg-show
