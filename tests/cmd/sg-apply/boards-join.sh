# Move lists take their boards from -b FILE, by name
printf 'x 0.../01.2/1122\ny 1122\n' >boards
printf 'y - - 0,0\nx - 2 0,0\n' | sg-apply -b boards
