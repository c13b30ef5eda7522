# An unsettled board is an error, not silently fixed: a tile above an
# empty cell, or an empty column left of a tile
printf 'a 01/10\nb 01/1.\n' | sg-apply
printf 'c .1/.1\n' | sg-apply
