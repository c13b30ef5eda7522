# A character that is not a cell
printf "b1 0.../0x.2/1122\n" | sg-show
