# svg: a well-formed SVG image, one picture a step, the marked group dotted
printf "b1 0.../01.2/1122\ng<&>2 0.../01.2/1122 - 0,0 0,0\n" | sg-show -f svg >img.svg
if command -v xmllint >/dev/null; then
	xmllint --noout img.svg || exit 1
fi
head -n 1 img.svg | grep -q "^<?xml" || exit 1
grep -q "^<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"[0-9]*\" height=\"[0-9]*\"" img.svg || exit 1
tail -n 1 img.svg | grep -q "^</svg>\$" || exit 1
# four pictures: the board, two steps, the end; 3 + 2 tiles marked
[ "$(grep -c "<g transform" img.svg)" -eq 4 ] || exit 1
[ "$(grep -c "<circle" img.svg)" -eq 5 ] || exit 1
grep -q "g&lt;&amp;&gt;2 move 1/2" img.svg || exit 1
grep -c "fill=\"#e6194b\"" img.svg
