# --game lines: the tester's games of a run of seeds, N and C in force
# written out; --size and -c are the tester's parameters
sg-gen --game lines -n 5
sg-gen --game lines -s -2 -n 2 --size 9x9 -c 4
sg-gen --game lines -s 9223372036854775807 --size 11
