#!/bin/sh
# Run the README as a new user would, so that it cannot rot.
#
# Every README line "  $ COMMAND" (a trailing \ joins the next line) is run
# as written, in order.  Those of Getting started run in the source tree
# with HOME a fresh temporary folder, so that "make install
# PREFIX=$HOME/.local" installs the commands as built there, and an
# "export" line changes the PATH of what follows; "make demo" is left to
# tests/cmd/demo (it builds, and installs packages), and "make check" is
# what runs this.  The examples then run one after another in one empty
# folder (one may use the files of another), with sh -e (bash -e -o
# pipefail where there is bash), nothing of the tree on PATH but what the
# install put there, and SG_SHAREDIR unset; each must exit 0, and print
# no more than a screenful or two (MAX_LINES) on standard output.
#
# MEASURED's examples run after the README's, in the same folder.
#
# Usage: sh tests/readme-examples.sh [README [MORE...]]
set -u
SRCDIR=$(cd "$(dirname "$0")/.." && pwd)
[ $# -gt 0 ] || set -- "$SRCDIR/README" "$SRCDIR/MEASURED"
LC_ALL=C
export LC_ALL
unset SG_SHAREDIR
run="sh -ec"
command -v bash >/dev/null 2>&1 && run="bash -o pipefail -ec"
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
HOME=$tmp/home
mkdir -p "$HOME" "$tmp/work"
export HOME

# section<TAB>command, a line each
awk '
	/^[-=]+$/ { section = prev }
	{ prev = $0 }
	cont { sub(/^ +/, ""); cmd = cmd " " $0 }
	!cont && /^  \$ / { cmd = substr($0, 5) }
	(cont || /^  \$ /) {
		cont = sub(/ *\\$/, "", cmd)
		if (!cont) print section "\t" cmd
	}
' "$@" > "$tmp/commands"
[ -n "${SG_LIST:-}" ] && cat "$tmp/commands"

MAX_LINES=100
pass=0
fail=0
while IFS='	' read -r section cmd; do
	case $section:$cmd in
	"Getting started:make demo"|"Getting started:make check") continue ;;
	"Getting started:export "*) eval "$cmd"; pass=$((pass + 1)); continue ;;
	"Getting started:"*) dir=$SRCDIR ;;
	*) dir=$tmp/work ;;
	esac
	if (cd "$dir" && $run "$cmd" >"$tmp/out" 2>"$tmp/err" </dev/null); then
		# what an example prints is read on a terminal: a screenful or
		# two, not a game's every step
		if [ "$(wc -l < "$tmp/out")" -gt $MAX_LINES ]; then
			fail=$((fail + 1))
			echo "FAIL README ($section): $cmd: prints" \
			    "$(wc -l < "$tmp/out") lines, over $MAX_LINES"
			continue
		fi
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL README ($section): $cmd"
		tail -n 5 "$tmp/err"
	fi
done < "$tmp/commands"
echo "README examples: $pass passed, $fail failed"
[ $pass -gt 0 ] && [ $fail -eq 0 ]
