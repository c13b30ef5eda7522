# Files in turn, "-" for standard input; grids are named after their file;
# an input holding no board is an error after the ones before are shown
printf "0.\n11\n" >a
printf "b 01\n" | sg-show -f line a - a
: >empty
sg-show -f line a empty
