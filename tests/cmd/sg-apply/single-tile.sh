# A move on a single tile, in the game or in -m
printf 'a 01/10\ng1 0012 - 0,0 0,0\n' | sg-apply
printf 'b 0012\n' | sg-apply -m '3,0'
