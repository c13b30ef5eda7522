# A move list without -b is an error after the games before it
printf 'a 01/10 0\nm1 - 0 0,0\n' | sg-verify
