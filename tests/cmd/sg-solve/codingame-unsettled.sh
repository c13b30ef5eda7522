# A board that is not settled is an error, not fixed: no answer, status 2.
printf '0 1 1\n0 -1 1\n' | sg-solve --codingame=3x2 -t 0.1
