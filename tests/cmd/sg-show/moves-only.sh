# A move list without a board needs -b
printf "m1 - 0 0,0\n" | sg-show
