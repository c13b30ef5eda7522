# A bot inherits none of the judge's own files: not its output, nor the
# temporary file written in its place meanwhile, nor the --times file;
# only its pipes (the listing names them, so the check is not vacuous)
printf 'a lines:1\n' > games.txt
sg-judge -q -j 1 -o out.txt --times times.txt -l logs games.txt -- \
    sh -c 'ls -l /proc/$$/fd/ >&2; exec sg-solve --topcoder -a greedy'
echo "status $?"
grep -c 'out\.txt\|times\.txt\|games\.txt' logs/a.err
grep -c ' [01] -> pipe:' logs/a.err
