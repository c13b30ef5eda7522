# A move that is not c,r
printf "g1 0.../01.2/1122 - 0,0 1;0\n" | sg-show
