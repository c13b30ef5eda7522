# Rows of different widths, in a record and in a bare grid, name the line
printf "b1 0.../01.2/1122\nb2 0.../01.2/112\n" | sg-show -f line
printf "0123\n012\n" | sg-show -f line
