# A tiny memory cap narrows the beam; the search still ends with a game.
set -e
head -n 16 "$SHARE/standard20.txt" | sg-solve -a beam -w 10000000 --memory 2 > games
sg-verify -q games
