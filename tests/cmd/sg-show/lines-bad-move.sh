# An illegal Lines move: the pictures before it are drawn, then the error
# names the game, the move and why; after 18 moves of the JDK's game the
# only empty cell, 2,3, cannot be reached from 0,0
awk '$1 == "game" && $2 == 1 { on = 1; next } $1 == "end" { on = 0 }
	on && NF == 7 && n < 18 { m = m " " $1 "," $2 "," $3 "," $4; n++ }
	END { print "j1 lines:1:7:3 -" m " 0,0,2,3" }' \
    "$SRCDIR/tests/data/lines/games.txt" >j1.txt
sg-show --color=never j1.txt >out.txt
echo "status $?"
grep -c "^j1 move" out.txt
tail -n 9 out.txt
printf 'l lines:1 - 1,6,1,6\n' | sg-show
