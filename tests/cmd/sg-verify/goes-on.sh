# A line that is not a record is an invalid game named FILE:LINE, and the
# games after it, in that file and the next, are still verified (exit 1)
printf 'g0 0011/0011/2233 0 0,0\ng1 0011/0011/2233 0 64,0 0,0\nx 01/1\nx 0x\n\001\000\ng2 0011/0011/2233 0 0,0\n' >a
printf 'g3 0011/0011/2233 - 0,0 0,0 0,0\n' >b
sg-verify a b
