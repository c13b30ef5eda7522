# A move list needs a board: without -b, or with no board of its name in
# the -b file, it is an error after the records before it
printf 'a 01/10\nm1 - 0 0,0\n' | sg-apply
printf 'x 0011\n' >boards
printf 'x - - 0,0\nm9 - - 0,0\n' | sg-apply -b boards
