# A name of 256 bytes is too long
printf 'a 01/10 0\n%0256d 01/10 0\n' 0 | sg-verify
