# make demo leaves its files for the user, says where, and shows a board
# with the group a move removes marked (issue 39, item 2).
set -e
SG_BIN=$(dirname "$(command -v sg-gen)") SG_DEMO_DIR=$PWD/tour \
    SG_DEMO_SECONDS=0.2 sh "$SRCDIR/tests/demo.sh" > out 2>err
for f in boards.txt games.txt lines.txt; do
	[ -s "tour/$f" ] || { echo "no tour/$f"; exit 1; }
done
sg-verify -q tour/games.txt
sg-verify -q tour/lines.txt
grep -q "files are in $PWD/tour" out || { echo "not told where"; exit 1; }
# the first move's picture, its group marked with '*'
grep -q '^s1-1 move 1/' out
sed -n '/^s1-1 move 1\//,/^$/p' out | grep -q '^ *[0-9]* [0-9.]*\*'
# the hint it ends with shows colour through its pipe to less -R
hint=$(sed -n 's/^then try, say:  \(.*\) | less -R$/\1/p' out)
[ -n "$hint" ] || { echo "no hint"; exit 1; }
esc=$(printf '\033')
eval "$hint" | grep -q "$esc\[" || { echo "no colour in: $hint"; exit 1; }
