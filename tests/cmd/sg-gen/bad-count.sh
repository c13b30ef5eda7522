# A count must be a number, 0 or more
sg-gen -n -1
sg-gen -n lots
