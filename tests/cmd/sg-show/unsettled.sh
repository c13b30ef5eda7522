# An unsettled board is an error, not silently fixed
printf "b1 01../0..2/1122\n" | sg-show
