# A Lines game a move at a time: before each move its from cell '*' and to
# cell 'o', after it the balls added '+'; then the end
printf 'g lines:1:7:3 - 4,0,0,5 5,4,2,1\n' | sg-show --color=never
