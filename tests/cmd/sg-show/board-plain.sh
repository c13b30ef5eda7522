# A board drawn in plain mode (stdout is not a terminal): rows top first
printf "b1 0.../01.2/1122\n" | sg-show
