# A move that is not column,row, and a score that is not a number
printf 'a 01/10 0\nb 0011 1000 0,0 0.0\n' | sg-verify
printf 'c 0011 lots 0,0\n' | sg-verify
