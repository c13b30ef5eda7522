# The single-file bot answers -h and --help with its usage (its one
# argument, the first turn's seconds, named), and refuses two arguments
set -e
bot=$(dirname "$(command -v sg-solve)")/../tests/codingame
for h in -h --help; do
	"$bot" $h > out
	grep -q '^usage: codingame \[seconds\]$' out
	grep -q 'first turn' out
done
st=0
"$bot" 1 2 2>err >/dev/null </dev/null || st=$?
[ $st -eq 2 ] || { echo "two arguments: exit status $st"; exit 1; }
grep -q '^usage: ' err
st=0
"$bot" soon 2>err </dev/null || st=$?
[ $st -eq 2 ] || { echo "bad seconds: exit status $st"; exit 1; }
