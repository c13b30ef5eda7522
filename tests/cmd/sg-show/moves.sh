# --move K draws move K alone; --moves A-B moves A to B; step N+1 is the
# end, so --moves A- and a K past the last move draw it; a board record
# has no steps and is always drawn; Lines draws both pictures of a move
g="g 0.../01.2/1122 - 0,0 0,0"
echo "$g" | sg-show --move 2
echo "$g" | sg-show --moves 2-
echo "$g" | sg-show --move 9
printf 'b 01/10\n%s\n' "$g" | sg-show --moves 1-1
echo 'l lines:1:7:3 - 4,0,0,5 0,5,1,5' | sg-show --move 2
# the same steps in an SVG image: the 2 of --moves 1-2 out of 3
echo "$g" | sg-show -f svg --moves 1-2 | grep -c "<title>"
