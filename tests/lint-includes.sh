#!/bin/sh
# The lines the tree draws, kept by the includes: a header whose name ends
# in _internal.h belongs to its folder of lib/, so nothing in cmd/ includes
# one; and lib/core/ is shared by the games, so it includes no game's header
# (lib/samegame/, lib/lines/ or games.h), lest it come to know one game.
#
# Usage: sh tests/lint-includes.sh
set -u
LC_ALL=C
export LC_ALL
cd "$(dirname "$0")/.." || exit 2

# The names that file $1 includes, one a line.
included() {
	sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]\([^>"]*\)[>"].*/\1/p' "$1"
}

pass=0
fail=0

# Fail file $1 for each name it includes that matches the regex $2; $3
# says why that include is wrong.
check() {
	bad=$(included "$1" | grep -E "$2")
	if [ -z "$bad" ]; then
		pass=$((pass + 1))
		return
	fi
	for h in $bad; do
		echo "FAIL $1: includes $h: $3"
	done
	fail=$((fail + 1))
}

for f in $(find cmd -name '*.[ch]' | sort); do
	check "$f" '_internal\.h$' "an internal header of lib/"
done
for f in $(find lib/core -name '*.[ch]' | sort); do
	check "$f" '(^|/)(samegame|lines)/|(^|/)games\.h$' \
	    "a game's header in the shared core"
done
echo "includes: $pass passed, $fail failed"
[ $fail -eq 0 ]
