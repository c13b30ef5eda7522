# An illegal answer ends the game with the score -1 and is the record's
# last move, for sg-verify to name; the next game is played all the same
referee=$(dirname "$(command -v sg-solve)")/../tests/lines-referee
printf 'a lines:1:7:3\nb lines:1:7:3\nc lines:2\n' > games.txt
"$referee" games.txt sh "$SRCDIR/tests/cmd/lines-referee/stand-in" \
    'echo 1 6 0 0' 'echo 0 0 1 6' 'echo 0 0 0 0' > records 2> err
echo "status $?"
sed 's/, [0-9]* ms used/, T ms used/' err >&2
cat records
sg-verify records
