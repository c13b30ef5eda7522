# A player that does not answer within the game's time (-t) fouls at the
# move it is thinking over, and the game's record ends there
referee=$(dirname "$(command -v sg-solve)")/../tests/lines-referee
standin=$SRCDIR/tests/cmd/lines-referee/stand-in
echo 'g lines:1' > games.txt
"$referee" -t 1000 games.txt sh "$standin" 'echo 1 6 0 0' 2>err >records
echo "status $?"
sed 's/, [0-9]* ms used/, T ms used/' err
sg-verify records
