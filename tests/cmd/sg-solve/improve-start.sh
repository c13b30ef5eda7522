# --improve starts the search from the old game: one that stops short is
# played on from where it stopped, not replaced by a game from scratch.
set -e
head -n 16 "$SHARE/standard20.txt" | sg-solve -n 200000 > good
awk '{ printf "%s %s -", $1, $2; for (i = 4; i < 24; i++) printf " %s", $i
	print "" }' good > short
sg-solve --improve -a random -n 1 short > again
sg-verify -q again
first20() { awk '{ s = $1; for (i = 4; i < 24; i++) s = s " " $i; print s }' "$1"; }
[ "$(first20 again)" = "$(first20 good)" ]
awk 'NF <= 23 { exit 1 }' again		# played on to the end
# under --prefix, an old game that begins with it is built on; one that
# does not is dropped with a warning, and the board solved from the prefix
p=$(cut -d' ' -f4-6 good)
sg-solve --improve -a random -n 1 --prefix "$p" short > pre
[ "$(first20 pre)" = "$(first20 good)" ]
q=$(sg-solve -a greedy short | cut -d' ' -f4-6)
[ "$q" != "$p" ]
sg-solve --improve -a random -n 1 --prefix "$q" short > other 2>err
[ "$(cut -d' ' -f4-6 other)" = "$q" ]
grep -q "old game dropped: it does not begin with the prefix" err
sg-verify -q pre other
