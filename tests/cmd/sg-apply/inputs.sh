# Files in turn, "-" for standard input, gzipped or not
set -e
printf 'a 01/10\n' >a
printf 'b 00/11 - 0,0\n' | gzip -c >b.gz
printf 'c 0011\n' | sg-apply a b.gz - a
