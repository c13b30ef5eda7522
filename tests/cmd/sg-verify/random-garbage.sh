# Random bytes are invalid games, each naming its line (status 1), never a
# crash: every verdict names a line of the junk
set -e
awk 'BEGIN { srand(7); for (i = 0; i < 20000; i++) printf "%c", int(rand() * 256) }' >junk
s=0
sg-verify junk >out 2>err || s=$?
[ $s -eq 1 ]
n=$(grep -c '^junk:[0-9]* invalid - - - ' out)
[ "$n" -gt 0 ]
[ "$n" -eq "$(wc -l <out)" ]
grep -q "^sg-verify: $n games\{0,1\}: 0 valid, 0 wrong scores, $n invalid; total score 0\$" err
