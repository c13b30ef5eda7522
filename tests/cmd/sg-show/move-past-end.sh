# A step asked for past a game's last move draws the game's end, whether
# by --move K or by --moves A-B or A- with A past it, in text and in SVG
g="g1 0011/0011/2233 - 0,0"
echo "$g" | sg-show --move 9
echo "$g" | sg-show --moves 5-7
echo "$g" | sg-show --moves 3-
echo 'l lines:1:7:3 - 4,0,0,5' | sg-show --move 4
echo "$g" | sg-show -f svg --move 9 | grep -c "<title>"
