# A move off the board
printf 'a 01/10\ng1 0011 - 4,0\n' | sg-apply
printf 'g2 0011 - 0,1\n' | sg-apply
