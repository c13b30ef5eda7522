# A board without a legal move has no answer: an error, status 2.
printf '0 1 2\n1 2 0\n' | sg-solve --codingame=3x2 -t 0.1
