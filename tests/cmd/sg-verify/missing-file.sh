# An input that cannot be opened is named; the verdicts of the inputs
# before it are written, and no summary claims a result
printf 'a 01/10 0\n' >a
sg-verify a no-such-file a
