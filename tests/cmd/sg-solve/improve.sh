# --improve keeps the old game unless the search beats it.
set -e
head -n 16 "$SHARE/standard20.txt" | sg-solve -n 200000 > good
sg-solve --improve -a greedy good > again
cmp good again
head -n 16 "$SHARE/standard20.txt" | sg-solve -a greedy > weak
sg-solve --improve -n 200000 weak > better
[ "$(cut -d' ' -f3 better)" -gt "$(cut -d' ' -f3 weak)" ]
sg-verify -q better
