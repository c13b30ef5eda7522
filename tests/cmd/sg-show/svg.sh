# svg: a well-formed SVG image that scales to its viewer (a viewBox and no
# size), one picture a step, each with a <title>, the marked group dotted
printf "b1 0.../01.2/1122\ng<&>2 0.../01.2/1122 - 0,0 0,0\n" | sg-show -f svg >img.svg
if command -v xmllint >/dev/null; then
	xmllint --noout img.svg || exit 1
fi
python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' \
    img.svg || exit 1
head -n 1 img.svg | grep -q "^<?xml" || exit 1
grep -q "^<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 [0-9]* [0-9]*\">\$" img.svg || exit 1
grep -q "<svg [^>]*width" img.svg && exit 1
tail -n 1 img.svg | grep -q "^</svg>\$" || exit 1
# four pictures: the board, two steps, the end; 3 + 2 tiles marked
[ "$(grep -c "<title>" img.svg)" -eq 4 ] || exit 1
[ "$(grep -c "<circle" img.svg)" -eq 5 ] || exit 1
grep -q "<title>g&lt;&amp;&gt;2 move 1/2 0,0: 3 tiles of colour 1" img.svg || exit 1
grep -c "fill=\"#e6194b\"" img.svg
