# A bare grid is a game of no moves
printf '0 0 1\n2 2 1\n\n3 4\n4 3\n' | sg-verify
