# Each step of a game with the group about to go marked, then the end
printf "g1 0.../01.2/1122 1002 0,0 0,0 0,0\n" | sg-show
