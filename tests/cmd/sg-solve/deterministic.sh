# The same seed and node budget give the same games, with one thread or two.
set -e
head -n 48 "$SHARE/standard20.txt" > boards
for j in 1 2; do
	sg-solve -n 30000 -s 5 -j $j boards > a
	sg-solve -n 30000 -s 5 -j $j boards > b
	cmp a b
done
head -n 16 boards > one
sg-solve -n 30000 -j 2 one > a
sg-solve -n 30000 -j 2 one > b
cmp a b
