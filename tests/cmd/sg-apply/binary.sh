# Binary garbage is an error naming the line, not a crash
printf 'a 01/10\n\001\002\000garbage\n' | sg-apply
