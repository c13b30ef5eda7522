# Pinned boards: the expected output was made by a separate program that
# follows the generator as sg(5) writes it (SplitMix64, state from
# mix64(seed ^ mix64(index)), cells from the top row down, left to right),
# so a change to the algorithm or to its page shows here
sg-gen -s 1 --size 5x4 -c 3 | sed 1d
sg-gen -s 1 -n 2
