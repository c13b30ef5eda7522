# An output that is also an input is refused before it is emptied, whether
# named as an operand or given on standard input.
set -e
sg-gen -s 1 -n 2 > boards
cp boards before
st1=0
sg-apply -o boards boards 2>err1 || st1=$?
st2=0
sg-apply -o boards < boards 2>err2 || st2=$?
[ $st1 -eq 2 ] && [ $st2 -eq 2 ] || { echo "statuses $st1 $st2"; exit 1; }
cmp boards before
grep -q "'boards' is both an input and the output" err1
grep -q "'boards' is both the input and the output" err2
