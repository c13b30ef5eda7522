# Binary garbage is an invalid game naming its line
printf 'a 01/10 0\n\001\002\000garbage\n' | sg-verify
