# A Lines move that is illegal stops with the record's place and why;
# the positions before it are written
printf 'a lines:1\nb lines:1 0 1,6,1,6\nc lines:1 0 0,0,1,1\n' >a.txt
sg-apply a.txt
printf 'a lines:1 0 1,6,9,9\n' | sg-apply
printf 'a lines:1 0 1,6,0,0,1\n' | sg-apply
printf 'a lines:1\n' | sg-apply -m 1,6,0
exit 2
