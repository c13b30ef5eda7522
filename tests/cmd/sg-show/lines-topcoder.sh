# -f topcoder: what TopCoder's tester sends the player, N, C, the N*N
# cells row by row from the top, the next 3 colours and the time used, 0;
# for a board at its start, for a game after its moves
sg-gen --game lines -s 2 -n 1 | sg-show -f topcoder >board.txt
[ "$(wc -l <board.txt)" -eq $((2 + 11 * 11 + 3 + 1)) ] || exit 1
head -n 2 board.txt
tail -n 1 board.txt
printf 'g lines:1:7:3 - 4,0,0,5 5,4,2,1\n' | sg-show -f topcoder
