# A game of the JDK's tester (tests/data/lines) to its 19th move: move 16
# removes a diagonal of 6 ('x'), move 19 adds one ball that makes a line of
# 5 with four others, and the ball added shows as removed
awk '$1 == "game" && $2 == 1 { on = 1; next } $1 == "end" { on = 0 }
	on && NF == 7 && n < 19 { m = m " " $1 "," $2 "," $3 "," $4; n++ }
	END { print "j1 lines:1:7:3 24" m }' \
    "$SRCDIR/tests/data/lines/games.txt" >j1.txt
sg-show --color=never j1.txt | sed -n '/^j1 move 16\/19/,$p'
