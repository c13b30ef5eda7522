# A player that ends, is killed or closes its output instead of answering:
# the game's record has the moves so far, scored, and the status is 1
referee=$(dirname "$(command -v sg-solve)")/../tests/lines-referee
standin=$SRCDIR/tests/cmd/lines-referee/stand-in
printf 'a lines:1\nb lines:1\n' > games.txt
for death in 'exit 0' 'exit 3' 'kill -9 $$' 'exec >&-'; do
	"$referee" games.txt sh "$standin" 'echo 1 6 0 0' "$death" \
	    2>err >records
	st=$?
	sed 's/, [0-9]* ms used/, T ms used/' err
	echo "status $st"
	sg-verify records
done
