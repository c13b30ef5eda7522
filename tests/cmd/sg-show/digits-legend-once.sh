# --digits writes a legend for each game's numbering of the colours
# (SameGame from 0, Lines from 1) listing the game's colours, no more, and
# not again for a later game, unless that game has more colours
g="g 0.../01.2/1122 - 0,0"
l="l lines:1:7:3 - 4,0,0,5"
g5="g5 0.../01.2/1142 - 0,0"
printf '%s\n' "$g" "$g" "$l" "$g" "$l" "$g5" "$g" | sg-show --digits --final |
	grep "^colours:\|end:"
