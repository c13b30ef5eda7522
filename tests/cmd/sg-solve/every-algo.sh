# Every algorithm writes one valid game per board, under every rule set.
set -e
head -n 32 "$SHARE/standard20.txt" > boards
for r in std tiles penalty; do
	for a in auto greedy random beam nmcs nrpa; do
		sg-solve -a $a -r $r -n 3000 -l 1 boards > games
		[ "$(wc -l < games)" -eq 2 ]
		sg-verify -q -r $r games
	done
done
