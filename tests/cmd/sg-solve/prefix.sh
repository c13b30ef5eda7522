# --prefix starts after the given moves; the games written begin with them.
set -e
head -n 16 "$SHARE/standard20.txt" | sg-solve -a greedy > g
first=$(cut -d' ' -f4 g)
head -n 16 "$SHARE/standard20.txt" | sg-solve -n 5000 --prefix "$first" > games
[ "$(cut -d' ' -f4 games)" = "$first" ]
sg-verify -q games
