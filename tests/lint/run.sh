#!/bin/sh
# The case lint's own cases: each file of tests/lint/flag/ is a case or a
# suite that tests/lint-cases.sh must fail, each of tests/lint/pass/ one it
# must pass.
#
# Usage: sh tests/lint/run.sh
set -u
LC_ALL=C
export LC_ALL
cd "$(dirname "$0")/../.." || exit 2
out=$(mktemp) || exit 2
trap 'rm -f "$out"' EXIT
pass=0
fail=0
for f in tests/lint/flag/* tests/lint/pass/*; do
	sh tests/lint-cases.sh "$f" > "$out" 2>&1
	st=$?
	want=0
	case $f in tests/lint/flag/*) want=1 ;; esac
	if [ $st -eq $want ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL lint-cases on $f: exit status $st, expected $want"
		cat "$out"
	fi
done
echo "case lint's cases: $pass passed, $fail failed"
[ $fail -eq 0 ]
