#!/bin/sh
# The man pages must be clean under mandoc -Tlint.
set -u
out=$(mandoc -Tlint -W warning "$@" 2>&1)
if [ -n "$out" ]; then
	echo "$out"
	echo "man lint: 0 passed, $# failed"
	exit 1
fi
echo "man lint: $# passed, 0 failed"
