# line -> grid -> line keeps every board (grids are named -:N)
head -n 30 "$SHARE/standard20.txt" | sg-show -f line >a
sg-show -f grid a >grid
sg-show -f line grid >b
[ "$(wc -l <a)" -eq 2 ] || exit 1
awk "{print \$2}" a >a2
awk "{print \$2}" b >b2
cmp a2 b2 || exit 1
cat grid
