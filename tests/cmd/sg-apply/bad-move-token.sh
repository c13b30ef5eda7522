# A move that is not column,row, in a record or in -m; 64,0 is a move, off
# the board
printf 'a 01/10\ng 0011 - 1;0\n' | sg-apply
printf 'g 0011 - 64,0\n' | sg-apply
printf 'a 01/10\n' | sg-apply -m '0,0 0'
