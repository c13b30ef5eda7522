# The tester's text: N and C, then each turn the N*N cells from the top
# row, the 3 next colours and the time used so far in ms (0 at first, and
# under the limit after: 0 too, when the player answers within a ms); shown
# here a grid row a line
echo 'g lines:1' > games.txt
sg-judge -q games.txt -- sh "$SRCDIR/tests/bots/stand-in" \
    'echo 1 6 0 0' 'exit 0' >/dev/null 2>&1
awk 'NR <= 2 { print; next }
	{ k = (NR - 3) % 53 }
	k < 49 { row = row $0 } k % 7 == 6 && k < 49 { print row; row = "" }
	k >= 49 && k < 52 { next3 = next3 " " $0 }
	k == 52 { print "next" next3; next3 = ""
		turn++
		print "time", (turn == 1 ? $0 : $0 >= 0 && $0 < 10000 ? "under 10000" : $0) }' sent
