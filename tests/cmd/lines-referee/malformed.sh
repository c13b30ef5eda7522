# Answers that are not "r1 c1 r2 c2" on one line are protocol errors, named
# with the game and the move; blanks around and between the numbers and a
# final CR are not, nor are numbers off the grid (an illegal move)
referee=$(dirname "$(command -v sg-solve)")/../tests/lines-referee
standin=$SRCDIR/tests/cmd/lines-referee/stand-in
echo 'g lines:1' > games.txt
for answer in 'echo hello' 'echo 1 6 0' 'echo 1,6,0,0' 'echo 1 6 0 0 0' \
    'echo 1 6 0 x' 'echo' "echo ' 1 6 0 0x'" 'echo 1 6 +0 0' \
    'printf "%0300d\n" 1' 'printf "\t1  6 0\t0 \r\n"'; do
	"$referee" games.txt sh "$standin" "$answer" \
	    'echo 99999999999 -1 0 0' 2>err >records
	st=$?
	sed 's/, [0-9]* ms used/, T ms used/' err
	echo "status $st"
	cat records
done
