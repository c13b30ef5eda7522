# Answers that are not "r1 c1 r2 c2" on one line are bad output, named with
# the turn; blanks around and between the numbers and a final CR are not,
# nor are numbers off the grid (an illegal move)
echo 'g lines:1' > games.txt
for answer in 'echo hello' 'echo 1 6 0' 'echo 1,6,0,0' 'echo 1 6 0 0 0' \
    'echo 1 6 0 x' 'echo' "echo ' 1 6 0 0x'" 'echo 1 6 +0 0' \
    'printf "%0300d\n" 1' 'printf "\t1  6 0\t0 \r\n"'; do
	sg-judge -q games.txt -- sh "$SRCDIR/tests/bots/stand-in" "$answer" \
	    'echo 99999999999 -1 0 0' > out
	echo "status $?"
	sed -n 's/^# sg-judge \([^ ]* [^ ]*\) turns=.* peak=[0-9.]*/\1/p' out
done
