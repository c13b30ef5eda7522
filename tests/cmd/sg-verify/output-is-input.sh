# sg-verify -o refuses to write over one of its inputs.
sg-gen -s 1 -n 2 | sg-solve -a greedy > games
cp games before
st=0
sg-verify -o games games 2>err || st=$?
[ $st -eq 2 ] || { echo "status $st"; exit 1; }
cmp games before
