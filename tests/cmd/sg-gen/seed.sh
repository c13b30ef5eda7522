# A seed makes the same boards every time: a header, then boards named
# s<seed>-<index>
sg-gen -s 1 -n 3 --size 5x4 -c 3
