# line: records as they are, comments kept, blank lines between grids dropped;
# --final makes a game the board it ends on
printf "# seed=1\n0.\n11\n\n10\n10\ng 0.../01.2/1122 5 0,0 0,0\n" >in
sg-show -f line in
sg-show -f line --final in
