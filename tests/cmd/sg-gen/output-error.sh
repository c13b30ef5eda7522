# An output that cannot be opened is an error naming it
sg-gen -s 1 -o no/such/dir/set.txt
