# Each game's moves are played and the board they lead to is written;
# comments pass through; a board record is written normalised
printf '# games\ng1 0.../01.2/1122 2 0,0\ng2\t0.../01.2/1122   1002 0,0 0,0 0,0\r\nb1 0.../01.2/1122\n\n' | sg-apply
