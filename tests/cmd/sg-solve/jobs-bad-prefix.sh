# With several jobs, a board whose prefix is illegal is reported and the
# others are all solved, as with one job (this used to hang).
set -e
{ echo 'a 10/01'; i=1; while [ $i -le 12 ]; do echo "b$i 00/11"; i=$((i + 1)); done; } > boards
for j in 1 2; do
	st=0
	timeout 20 sg-solve -a greedy -j $j --prefix 0,0 boards > games 2> err || st=$?
	[ $st -eq 2 ] || { echo "-j $j: exit status $st"; exit 1; }
	[ "$(wc -l < games)" -eq 12 ] || { echo "-j $j: $(wc -l < games) games"; exit 1; }
	grep -q "boards:1: a: prefix move 1 (0,0): single tile" err
done
