#!/bin/sh
# Replay the seed corpus and every input that once failed through each fuzz
# target, built without libFuzzer (make fuzz-regress, part of make check).
#
# Usage: sh tests/fuzz/regress.sh BINDIR TARGET...
# BINDIR holds fuzz-TARGET for each TARGET.
set -u
dir=$1
shift
src=$(dirname "$0")
pass=0
fail=0
for t in "$@"; do
	for f in "$src/corpus/$t"/* "$src/regress/$t"/*; do
		[ -f "$f" ] || continue
		if "$dir/fuzz-$t" "$f"; then
			pass=$((pass + 1))
		else
			echo "FAIL fuzz $t: $f"
			fail=$((fail + 1))
		fi
	done
done
echo "fuzz regress: $pass passed, $fail failed"
[ $fail -eq 0 ]
