# --digits writes the legend once a run for each game's numbering of the
# colours (SameGame from 0, Lines from 1), not again for a later game
g="g 0.../01.2/1122 - 0,0"
l="l lines:1:7:3 - 4,0,0,5"
printf '%s\n' "$g" "$g" "$l" "$g" "$l" | sg-show --digits --final |
	grep "^colours:\|end:"
