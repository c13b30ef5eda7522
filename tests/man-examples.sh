#!/bin/sh
# Run the EXAMPLES of the man pages, so that the documentation cannot rot.
#
# In each page's EXAMPLES section, every line of a .Bd -literal display that
# starts with "$ " is a command: it is run with sh -e (bash -e -o pipefail
# where there is bash) in a temporary directory
# holding nothing else, with the commands under test first on PATH and
# nothing else set for them (SG_SHAREDIR unset: sg-gen finds the standard
# boards beside itself, as a user's would), and must exit 0.  Lines after it
# up to the next "$ " or .Ed are its shown output and are not compared (they
# may be abridged).
set -u
SRCDIR=$(cd "$(dirname "$0")/.." && pwd)
BIN=$(cd "${SG_BIN:-$SRCDIR/build/bin}" && pwd)
PATH=$BIN:$PATH
LC_ALL=C
export PATH LC_ALL
unset SG_SHAREDIR
# pipefail where the shell has it, so a failing command inside a pipeline
# fails the example too
run="sh -ec"
command -v bash >/dev/null 2>&1 && run="bash -o pipefail -ec"
pass=0
fail=0
for page in "$@"; do
	cmds=$(awk '
		/^\.Sh / { ex = ($2 == "EXAMPLES") }
		ex && /^\.Bd -literal/ { lit = 1; next }
		ex && /^\.Ed/ { lit = 0 }
		ex && lit && /^\$ / { sub(/^\$ /, ""); gsub(/\\e/, "\\"); gsub(/\\\(aq/, "\047"); gsub(/\\-/, "-"); print }
	' "$page")
	[ -n "$cmds" ] || continue
	while IFS= read -r cmd; do
		work=$(mktemp -d)
		if (cd "$work" && $run "$cmd" >out 2>err </dev/null); then
			pass=$((pass + 1))
		else
			fail=$((fail + 1))
			echo "FAIL ${page##*/}: $cmd"
			head -n 5 "$work/err"
		fi
		rm -rf "$work"
	done <<EOF2
$cmds
EOF2
done
echo "man examples: $pass passed, $fail failed"
[ $fail -eq 0 ]
