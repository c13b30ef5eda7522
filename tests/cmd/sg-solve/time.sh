# A time budget ends the search (the time itself is not asserted).
set -e
head -n 16 "$SHARE/standard20.txt" | sg-solve -t 0.3 -j 2 > games
sg-verify -q games
