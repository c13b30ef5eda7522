# Garbage, a turn cut short and file operands are errors (status 2)
printf '7\n3\nx\n' | sg-solve --topcoder
printf '7\n3\n0\n' | sg-solve --topcoder
printf '12\n' | sg-solve --topcoder
sg-solve --topcoder board.txt
sg-solve --topcoder --codingame
exit 2
