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
#
# A command that plays a game (sg-play) runs in a terminal of tmux's own,
# and each game it shows is quit at once with q: the example shows how the
# command is called and what its record is good for.
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

# Run the example in the file cmd in the directory $1, in tmux, sending q
# to every game that comes on the screen; its status is the example's.
in_terminal() {
	_sock="$1/tmux.sock"
	tmux -S "$_sock" -f /dev/null new-session -d -x 80 -y 24 \
	    "cd '$1' && $run \"\$(cat cmd)\" >out 2>err </dev/null; \
	    echo \$? >status" || return 1
	_tries=0
	while [ ! -s "$1/status" ] && [ $_tries -lt 1200 ]; do
		tmux -S "$_sock" capture-pane -p 2>/dev/null |
		    grep -q '^sg-play  ' && tmux -S "$_sock" send-keys q
		_tries=$((_tries + 1))
		sleep 0.05
	done
	tmux -S "$_sock" kill-server 2>/dev/null
	[ "$(cat "$1/status" 2>/dev/null)" = 0 ]
}

# Run the example cmd in the empty directory $1.
example() {
	case $cmd in
	*sg-play*)
		printf '%s\n' "$cmd" > "$1/cmd"
		in_terminal "$1" ;;
	*)
		(cd "$1" && $run "$cmd" >out 2>err </dev/null) ;;
	esac
}

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
		if example "$work"; then
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
