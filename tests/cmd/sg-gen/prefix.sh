# The same seed gives the same set every time, and a smaller -n gives a
# prefix of a larger one: board i depends only on seed, size, colours and i
set -e
sg-gen -s 11 -n 5 >a
sg-gen -s 11 -n 5 | cmp - a
sg-gen -s 11 -n 2 | cmp - "$(head -n 3 a >b; echo b)"
sg-gen -s 11 -n 500 --size 7x9 -c 4 | head -n 101 >c
sg-gen -s 11 -n 100 --size 7x9 -c 4 | cmp - c
! sg-gen -s 12 -n 5 | sed 1d | cmp -s - "$(sed 1d a >d; echo d)"
