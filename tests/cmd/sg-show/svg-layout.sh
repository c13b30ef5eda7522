# svg --columns N lays N pictures a row under a legend of the colours used
# (SameGame's from 0, Lines' from 1); --digits writes each tile's digit
g="g 0.../01.2/1122 - 0,0 0,0"
echo "$g" | sg-show -f svg --columns 2 >two.svg
echo "$g" | sg-show -f svg --columns 3 >three.svg
for f in two three; do
	python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' \
	    $f.svg || exit 1
	# the x of each picture, in the order drawn
	grep -o '<g transform="translate([0-9]*,[0-9]*)">' $f.svg |
	    sed 's/.*(\([0-9]*\),\([0-9]*\)).*/\1 \2/' | tr '\n' ' '
	echo
done
grep -c "<text [^>]*>SameGame colours:</text>" two.svg
grep -c ">red</text>\|>green</text>\|>blue</text>" two.svg
grep -c "Lines colours" two.svg
# digits: 8 tiles, 5 and 3 left, all but the end's 3 marked (outlined)
echo "$g" | sg-show -f svg --digits >d.svg
grep -c 'font-weight="bold" fill="#[0f]*">[0-9]</text>' d.svg
echo 'l lines:1:7:3 - 4,0,0,5' | sg-show -f svg --digits >l.svg
grep -c "Lines colours:" l.svg
grep -o 'font-weight="bold" fill="[^"]*">[0-9]</text>' l.svg | sort | uniq -c
sg-show -f svg --columns 0 </dev/null 2>&1
echo $?
