# Binary garbage is an error naming the line, not a crash
printf "b1 01/10\n\000\001\002garbage\n" | sg-show -f line
