# A fault in a later input: the records of the inputs before it, and of
# its own lines before the fault, are all written first
printf '# one\na 01/10\n' >one
printf 'b 0011 - 0,0\n' | gzip -c >two.gz
printf 'c 01/10\nd 01/1x\ne 01/10\n' >three
sg-apply one two.gz three one
