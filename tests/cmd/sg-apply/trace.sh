# --trace writes every position: NAME/0 is the board, NAME/K the board
# after K moves
printf 'g1 0.../01.2/1122 - 0,0 0,0 0,0\nb1 01/10\n' | sg-apply --trace
printf 'b2 1122\n' | sg-apply --trace -m '0,0 0,0'
