# The games the JDK's reference of the tester played (tests/data/lines)
# replay legal, with the JDK's scores; the same games with a move changed
# are refused, and with a score changed are wrong
awk '$1 == "game" { name = "j" $2; field = "lines:" $2 ":" $5 ":" $6
		moves = ""; next }
	$1 == "end" { print name, field, $2 moves; next }
	NF == 7 { moves = moves " " $1 "," $2 "," $3 "," $4 }' \
    "$SRCDIR/tests/data/lines/games.txt" >games.txt
sg-verify games.txt
awk 'NR == 2 { $3 = $3 + 1 } NR == 3 { $5 = "0,0,0,0" } { print }' \
    games.txt | sg-verify
