# svg into a file with -o, and gzipped
printf "b 01/10\n" | sg-show -f svg -o a.svg
printf "b 01/10\n" | sg-show -f svg -o b.svg.gz
gzip -dc b.svg.gz | cmp a.svg - || exit 1
grep -q "</svg>" a.svg
