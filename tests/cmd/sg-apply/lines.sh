# A Lines game's position: the grid from the top, the next colours, the
# score, the moves and the state; --trace writes every one, -m adds moves
printf 'a lines:1\nb lines:1:7:3 - 1,6,0,0 0,0,0,6\n' >games.txt
sg-apply games.txt
sg-apply --trace -m 1,6,0,0 games.txt  # b has no ball at 1,6 by then
