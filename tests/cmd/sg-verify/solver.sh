# Games from sg-solve are valid; a score changed by one is caught
set -e
sg-gen -s 9 -n 5 --size 8x8 -c 3 | sg-solve -a greedy >games
sg-verify -q games
for r in tiles penalty; do
	sg-gen -s 9 -n 3 --size 8x8 -c 3 | sg-solve -a greedy -r $r | sg-verify -q -r $r
done
awk 'NR == 3 { $3 = $3 + 1 } { print }' games >bad
s=0
sg-verify -q bad || s=$?
[ $s -eq 1 ]
[ "$(sg-verify bad 2>/dev/null | grep -c ' valid ')" -eq 4 ]
