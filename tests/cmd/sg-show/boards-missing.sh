# A move list whose name is not in the -b set, and a set naming a board twice
printf "m1 0.../01.2/1122\n" >boards
printf "m9 - - 0,0\n" | sg-show -b boards
printf "m1 01/10\nm1 01/10\n" >twice
printf "m1 - - 0,0\n" | sg-show -b twice
