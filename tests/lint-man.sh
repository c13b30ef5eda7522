#!/bin/sh
# The man pages must be clean under mandoc -Tlint, and no paragraph may run
# longer than MAXPARA lines as rendered: a reader looking for one option's
# meaning should not have to wade through a wall of text.
set -u
MAXPARA=25
out=$(mandoc -Tlint -W warning "$@" 2>&1)
for page in "$@"; do
	long=$(mandoc -Tascii "$page" | awk -v max=$MAXPARA '
		NF { n++; next }
		n > max { print n; exit }
		{ n = 0 }')
	[ -z "$long" ] ||
	    out="$out${out:+
}$page: a paragraph of $long lines (at most $MAXPARA)"
done
if [ -n "$out" ]; then
	echo "$out"
	echo "man lint: 0 passed, $# failed"
	exit 1
fi
echo "man lint: $# passed, 0 failed"
