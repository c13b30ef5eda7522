# --digits: a legend of the colours by digit, then cells two
# wide, digit and mark, in plain text (for pipes) and on the colours
g="g 0.../01.2/1122 - 0,0"
echo "$g" | sg-show --digits
echo 'l lines:1:7:3 - 4,0,0,5' | sg-show --digits --move 1
echo "$g" | sg-show --digits --color=always --final >col
# colour 1 (green) in the legend and a tile of the group: digit and mark
grep -q "48;5;40m1 .*green" col || exit 1
echo "$g" | sg-show --digits --color=always --move 1 | grep -c "48;5;40m1\*"
