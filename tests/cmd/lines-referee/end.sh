# At the end of the game the player's input is closed and it must exit 0
# without another word; a word more or another status is a foul after the
# last move, and the game's record is whole and legal
referee=$(dirname "$(command -v sg-solve)")/../tests/lines-referee
player="sg-solve --topcoder -a greedy"
echo 'g lines:1' > games.txt
for end in 'echo 1 6 0 0' 'exit 4' 'kill -9 $$' 'exit 0'; do
	"$referee" games.txt sh -c "$player; $end" 2>err >records
	st=$?
	sed 's/, [0-9]* ms used/, T ms used/' err
	echo "status $st"
	sg-verify records
done
