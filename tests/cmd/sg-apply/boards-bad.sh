# A -b file naming a board twice, holding a move list, or missing
printf 'x 01/10\nx 0011\n' >twice
printf 'x - - 0,0\n' | sg-apply -b twice
printf 'x - - 0,0\n' >moves
printf 'x - - 0,0\n' | sg-apply -b moves
printf 'x - - 0,0\n' | sg-apply -b missing
