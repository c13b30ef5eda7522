# Moves on an empty cell, on a single tile, off the board: invalid, with
# the move and why; the games after them are still judged
printf '%s\n' 'e 0.../01.2/1122 - 0,0 3,1' 's 0012 - 0,0 0,0' \
    'o 0011 - 4,0' 'o2 0011 - 0,1' 'ok 0011 1000 0,0 0,0' | sg-verify
