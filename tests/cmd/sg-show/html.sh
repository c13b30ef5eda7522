# -f html: one page with nothing from outside (no src, href or url to
# load), one script of data a game read, a picture a step; a name cannot
# end a script early; --digits turns the page's digits on
printf 'g</script>1 0.../01.2/1122 - 0,0 0,0\nb 01/10\n' |
    sg-show -f html >page.html
head -n 1 page.html
tail -n 1 page.html
grep -i 'src=\|href=\|url(\|@import\|https\?:' page.html |
    grep -v "'http://www.w3.org/2000/svg'" | wc -l
echo "games $(grep -c '^<script>G.push' page.html)"
echo "pictures $(grep -c '^\[[0-9]' page.html)"
echo "scripts $(grep -o '<script' page.html | wc -l) $(grep -o '</script>' page.html | wc -l)"
grep -c 'G.push({n: "g\\x3c/script>1"' page.html
grep -c '^var DIGITS = 0;$' page.html
echo 'b 01/10' | sg-show -f html --digits | grep -c '^var DIGITS = 1;$'
# the end of a game: all its cells, since most changed
grep '^\[3,' page.html
# on a larger board most pictures write the cells changed alone
sg-gen -s 3 --size 10x10 -n 1 | sg-solve -a greedy | sg-show -f html |
    grep -c '^\[[0-9]*,[0-9]*,[0-9]*,"[^"]*",\[[0-9]'
# the page's script parses (where node is installed)
if command -v node >/dev/null; then
	sed -n '/^var PALETTE/,/^<\/script>/p' page.html | sed '$d' >replay.js
	node --check replay.js || exit 1
fi
# nothing to show: no page, an error
sg-show -f html </dev/null
echo $?
