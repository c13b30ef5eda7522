# -f svg of a Lines game: well-formed, one picture before and one after
# each move, then the end; the move's cells, the balls added and removed
# drawn: a dotted ball, a dashed ring, an outlined ball with a plus, a cross
awk '$1 == "game" && $2 == 1 { on = 1; next } $1 == "end" { on = 0 }
	on && NF == 7 && n < 16 { m = m " " $1 "," $2 "," $3 "," $4; n++ }
	END { print "j1 lines:1:7:3 14" m }' \
    "$SRCDIR/tests/data/lines/games.txt" >j1.txt
sg-show -f svg j1.txt >img.svg
if command -v xmllint >/dev/null; then
	xmllint --noout img.svg || exit 1
elif command -v python3 >/dev/null; then
	python3 -c 'import sys, xml.etree.ElementTree as t; t.parse(sys.argv[1])' \
	    img.svg || exit 1
fi
tail -n 1 img.svg | grep -q "^</svg>\$" || exit 1
echo "pictures $(grep -c "<title>" img.svg)"
echo "from $(grep -c 'r="4" fill="#fff"' img.svg)"
echo "to $(grep -c 'stroke-dasharray' img.svg)"
echo "added $(grep -c 'h10m-5 -5v10' img.svg)"
echo "removed $(grep -c 'l12 12m0 -12l-12 12' img.svg)"
grep -c "<title>j1 move 16/16 3,3,3,2 done: 6 removed, +14, score 14" img.svg
