# Every algorithm under every rule set, with a fixed seed and node budget,
# writes the games of same-bytes.out byte for byte, on a small board and a
# standard one: a change meant to leave the search alone must leave them
# alone, and one meant to change the games says so by updating the file.
set -e
sg-gen -s 3 --size 8x8 > boards
sg-gen --set standard | head -n 2 >> boards
for a in greedy random beam nmcs nrpa auto; do
	for r in std tiles penalty; do
		echo "# sg-solve -a $a -r $r -n 5000 -s 5"
		sg-solve -a $a -r $r -n 5000 -s 5 boards
	done
done
