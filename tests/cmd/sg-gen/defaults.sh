# One board, 15x15, five colours by default
sg-gen -s 7
