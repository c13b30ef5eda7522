# Lines records are played to their end from their seeds: the games verify,
# the same seed plays the same game, and --improve keeps a better old game
sg-gen --game lines -n 4 >boards.txt
sg-solve -a greedy boards.txt | tee greedy.txt | sg-verify
sg-solve -a random -s 5 boards.txt >r1.txt
sg-solve -a random -s 5 boards.txt | cmp - r1.txt
sg-solve -a random -s 6 --improve greedy.txt | cmp - greedy.txt
