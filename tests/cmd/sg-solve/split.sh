# Solving a set in pieces (as parallel --pipe does) gives what one run gives.
set -e
sg-solve -a greedy "$SHARE/standard20.txt" | cut -d' ' -f1-2 > boards
sg-solve -n 20000 boards > whole
split -l 5 boards part.
for p in part.*; do sg-solve -n 20000 "$p"; done > pieces
cut -d' ' -f2- whole > a
cut -d' ' -f2- pieces > b
cmp a b
if command -v parallel >/dev/null 2>&1; then
	parallel --pipe -N 5 -k sg-solve -n 20000 < boards | cut -d' ' -f2- > c
	cmp a c
fi
