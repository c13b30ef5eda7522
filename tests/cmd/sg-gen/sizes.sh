# The smallest and largest boards, and ten colours; every board is valid
# (sg-apply reads it)
set -e
sg-gen -s 2 --size 1x1 -c 1
sg-gen -s 2 -n 3 --size 64x64 -c 10 | sg-apply > /dev/null
sg-gen -s 2 --size 64x1 -c 10 | sed 1d | cut -d' ' -f2 | wc -c
sg-gen -s 2 --size 1x64 -c 2 | sed 1d | cut -d' ' -f2 | tr -d / | wc -c
