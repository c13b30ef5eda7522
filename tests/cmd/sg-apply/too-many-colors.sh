# Ten colours are 0..9; an eleventh cannot be a cell, in a record or a grid
printf 'a 0123456789/9876543210\n' | sg-apply
printf 'b 012a/3456\n' | sg-apply
printf '1 2 3 4\n4 10 5 6\n' | sg-apply
