# A move on an empty cell names the game, the move and why
printf 'a 01/10\ng1 0.../01.2/1122 - 0,0 3,1\n' | sg-apply
