# Rows of different widths, in a record and in a grid; the records before
# the fault are written
printf 'a 01/10\nb 011/10\n' | sg-apply
printf '0 1 1\n1 1 0\n1 0\n' | sg-apply
