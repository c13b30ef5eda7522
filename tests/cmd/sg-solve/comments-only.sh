# Comments alone are no boards.
printf "# x\n\n" | sg-solve -a greedy
