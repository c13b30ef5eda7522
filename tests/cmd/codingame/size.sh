# The single file fits CodinGame's 100,000 characters, asks GCC for
# optimisation before any code (the site compiles without -O), and needs
# no library but libc and libm.
set -e
f=$(dirname "$(command -v sg-solve)")/../codingame.c
[ -s "$f" ]
[ "$(wc -c < "$f")" -le 100000 ]
grep -n -m 1 -v '^/\*\|^ \*' "$f" | grep -q '^[0-9]*:#pragma GCC optimize'
if grep '#include <\(pthread\|zlib\|nettle\|threads\)' "$f"; then
	exit 1
fi
