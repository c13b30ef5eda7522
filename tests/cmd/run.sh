#!/bin/sh
# Run every command test case: tests/cmd/<command>/<case>.sh.
#
# A case runs with sh in an empty temporary directory, with the commands under
# test first on PATH and these variables set: DATA (tests/cmd/data), SHARE
# (share/), SRCDIR (the source tree).  Beside the script, <case>.out and
# <case>.err hold the expected stdout and stderr (compared when present) and
# <case>.status the expected exit status (0 when absent).  A case that checks
# things itself just exits with the status it expects.
#
# Usage: SG_BIN=build/bin sh tests/cmd/run.sh [case.sh ...]
set -u
LC_ALL=C
export LC_ALL
SRCDIR=$(cd "$(dirname "$0")/../.." && pwd)
BIN=$(cd "${SG_BIN:-$SRCDIR/build/bin}" && pwd)
PATH=$BIN:$PATH
DATA=$SRCDIR/tests/cmd/data
SHARE=$SRCDIR/share
export PATH DATA SHARE SRCDIR
unset NO_COLOR

[ $# -gt 0 ] || set -- "$SRCDIR"/tests/cmd/*/*.sh
pass=0
fail=0
for t in "$@"; do
	case $t in /*) ;; *) t=$(pwd)/$t ;; esac
	base=${t%.sh}
	name=${base#"$SRCDIR"/tests/cmd/}
	work=$(mktemp -d) || exit 2
	(cd "$work" && sh "$t" >stdout 2>stderr </dev/null; echo $? >status)
	want=0
	[ -f "$base.status" ] && want=$(cat "$base.status")
	ok=1
	got=$(cat "$work/status")
	if [ "$got" != "$want" ]; then
		echo "FAIL $name: exit status $got, expected $want"
		ok=0
	fi
	for s in out err; do
		f=stdout
		[ $s = err ] && f=stderr
		if [ -f "$base.$s" ] && ! diff -u "$base.$s" "$work/$f" >"$work/diff"; then
			echo "FAIL $name: $f differs"
			head -n 40 "$work/diff"
			ok=0
		fi
	done
	if [ $ok = 1 ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		[ -s "$work/stderr" ] && [ ! -f "$base.err" ] && head -n 20 "$work/stderr"
	fi
	rm -rf "$work"
done
echo "commands: $pass passed, $fail failed"
[ $fail -eq 0 ]
