# --codingame plays on standard input and output: a file operand is a usage error.
sg-solve --codingame boards.txt
