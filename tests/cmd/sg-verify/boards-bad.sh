# A -b file naming a board twice, holding a move list, or missing; a move
# list whose name is not there
printf 'x 01/10\nx 0011\n' >twice
printf 'x - - 0,0\n' | sg-verify -b twice
printf 'x - - 0,0\n' >moves
printf 'x - - 0,0\n' | sg-verify -b moves
printf 'x - - 0,0\n' | sg-verify -b missing
printf 'x 0011\n' >boards
printf 'x - 0 0,0\nm9 - - 0,0\n' | sg-verify -b boards
