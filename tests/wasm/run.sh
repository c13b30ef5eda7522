#!/bin/sh
# The page's WebAssembly module (tools/wasm) under node's WASI against the
# same calls built natively (tests/wasm/native.c): every SameGame algorithm
# at a node budget on a few boards, Lines games played to their end by each
# kind of player at a node budget, and the calls the page makes to play,
# preview, undo and save; both must answer alike, byte for byte.  Skipped,
# saying so, where node or the module is missing (sh tests/deps.sh check
# installs node and the toolchain that make builds the module with).
#
# Usage: sh tests/wasm/run.sh NATIVE MODULE
set -u
LC_ALL=C
export LC_ALL
native=$1 module=$2

if [ -n "${SG_SANITIZED:-}" ]; then
	echo "wasm: skipped under the sanitizers (run in the plain build)"
	exit 0
fi
if ! command -v node >/dev/null 2>&1; then
	echo "wasm: skipped: no node to run the module in" \
	    "(sh tests/deps.sh check installs it)"
	exit 0
fi
if [ ! -f "$module" ]; then
	echo "wasm: skipped: no $module (install clang-14 lld-14 wasi-libc" \
	    "libclang-rt-14-dev-wasm32, then make)"
	exit 0
fi
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT
here=$(dirname "$0")

# Each case: a name, then its commands (native.c lists them).
{
	for board in "15 15 5 1" "15 15 4 2" "10 12 3 3"; do
		for algo in greedy beam nmcs nrpa auto; do
			echo "= samegame $board $algo"
			echo "new-samegame $board"
			echo "solve $algo 0 30000 5 1"
		done
		echo "= samegame $board random"
		echo "new-samegame $board"
		echo "solve random 0 300 5 1"
	done
	for p in greedy random expecti-hand auto; do
		echo "= lines 7 $p"
		echo "new-lines 7 0 0"
		echo "solve $p 0 20000 3 1"
	done
	echo "= play samegame"
	echo "new-samegame 8 8 3 9"
	echo "group 0 0"
	echo "group 7 7"
	echo "group 0 3"
	echo "preview 0,3"
	echo "play 0,3"
	echo "play 0,0"
	echo "play 0,3"
	echo "state"
	echo "record"
	echo "keep 1"
	echo "record"
	echo "solve beam 0 5000 1 0"
	echo "load t 012/012 - 0,0"
	echo "load t 011/012 - 1,1"
	echo "record"
	echo "play 9,9"
	echo "= play lines"
	echo "new-lines 7 9 4"
	echo "state"
	echo "reach 2 4"
	echo "reach 0 0"
	echo "solve greedy 0 0 1 0"
	echo "play 2,4,0,0"
	echo "play 2,4,0,0"
	echo "state"
	echo "record"
	echo "keep 0"
	echo "record"
} | awk -v dir="$work" '
	/^= / { n++; name[n] = substr($0, 3); next }
	{ print > (dir "/case" n) }
	END { for (i = 1; i <= n; i++) print name[i] > (dir "/names") }'

pass=0 fail=0 i=0
while IFS= read -r name; do
	i=$((i + 1))
	"$native" <"$work/case$i" >"$work/native$i" 2>&1
	node --no-warnings "$here/wasi.mjs" "$module" <"$work/case$i" \
	    >"$work/wasm$i" 2>&1
	if cmp -s "$work/native$i" "$work/wasm$i" &&
	    ! grep -q '^err unknown' "$work/native$i"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL wasm: $name: the module and the native build differ"
		diff "$work/native$i" "$work/wasm$i" | cut -c1-160 | head -n 6
	fi
done <"$work/names"
echo "wasm: $pass passed, $fail failed"
[ $fail -eq 0 ]
