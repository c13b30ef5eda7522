# Binary input is an error: no answer, status 2.
printf '0 1\n0\0001\n' | sg-solve --codingame=2x2 -t 0.1
