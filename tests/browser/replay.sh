#!/bin/sh
# The replay page (sg-show -f html) in a real browser: headless Chromium
# opens a page of a SameGame and a Lines game at an address naming a step
# (#move=K, #game=NAME), and the page must then show what sg-show draws
# for that step in the terminal: its title, the move, the running score,
# as many tiles or balls and as many marked; then, where node is installed,
# its keys, score strip and buttons (keys.js).  Skipped, saying so, when no
# Chromium is installed (sh tests/deps.sh check installs it).  Firefox is
# not driven: it has no --dump-dom.
#
# Usage: SG_BIN=build/bin sh tests/browser/replay.sh
set -u
LC_ALL=C
export LC_ALL
SRCDIR=$(cd "$(dirname "$0")/../.." && pwd)
BIN=$(cd "${SG_BIN:-$SRCDIR/build/bin}" && pwd)
. "$SRCDIR/tests/browser/running.sh"
PATH=$BIN:$PATH
unset NO_COLOR

# The sanitized build makes the same page (tests/cmd/sg-show/html.sh runs
# html.c under the sanitizers): one browser run is enough.
if [ -n "${SG_SANITIZED:-}" ]; then
	echo "browser: skipped under the sanitizers (run in the plain build)"
	exit 0
fi
browser=""
for b in chromium chromium-browser google-chrome; do
	command -v $b >/dev/null 2>&1 && { browser=$b; break; }
done
if [ -z "$browser" ]; then
	echo "browser: skipped: no chromium to load the replay page in" \
	    "(sh tests/deps.sh check installs it)"
	exit 0
fi
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
sandbox=""
[ "$(id -u)" = 0 ] && sandbox="--no-sandbox"	# Chromium refuses root else

sg-gen -s 7 -n 1 | sg-solve -a greedy >same.txt &&
    sg-gen --game lines -s 1 -n 1 | sg-solve -a greedy >lines.txt &&
    cat same.txt lines.txt | sg-show -f html -o both.html &&
    sg-show -f html -o lines.html lines.txt || exit 2
same=$(awk '!/^#/ { print $1 }' same.txt)
nsame=$(awk '!/^#/ { print NF - 3 }' same.txt)

# The page as the browser has drawn it at address $2 of page $1.
dom() {
	timeout 120 $browser --headless $sandbox --disable-gpu \
	    --user-data-dir="$work/profile" --virtual-time-budget=5000 \
	    --dump-dom "file://$work/$1$2" 2>"$work/browser.err"
}

# The text of the element of id $1 in the page on stdin.
text() {
	sed -n "s/.*id=\"$1\">\([^<]*\)<.*/\1/p" | head -n 1
}

pass=0
fail=0
ok=1

# Compare what the page shows ($3) with what it should ($2), named $1.
same() {
	[ "$2" = "$3" ] && return
	echo "FAIL browser $page$address: $1 '$3', expected '$2'"
	ok=0
}

# Page $1 at address $2 shows what the command $3 draws first, and the
# move text $4.
check() {
	page=$1 address=$2 draw=$3 move=$4
	ok=1
	dom "$page" "$address" >dom.html
	eval "$draw" >picture
	title=$(head -n 1 picture)
	same title "$title" "$(text title <dom.html)"
	same move "$move" "$(text move <dom.html)"
	same score "$(grep -o 'score [0-9-]*' picture | head -n 1 | cut -c7-)" \
	    "$(text score <dom.html)"
	# the terminal's cells that are not empty, and those marked, against
	# the shapes the board draws and those outlined
	awk 'NR > 1 && !NF { exit }
	    NR > 1 && NF == 2 && $1 ~ /^[0-9]+$/ { print $2 }' picture >cells
	sed -n 's/.*\(<svg id="board".*\)<\/svg><\/div>.*/\1/p' dom.html >board
	same shapes "$(tr -cd '0-9*ox+' <cells | wc -c)" \
	    "$(grep -o 'visibility="visible"' board | wc -l)"
	same marked "$(tr -cd '*ox+' <cells | wc -c)" \
	    "$(grep -o 'stroke-width="2.5"' board | wc -l)"
	if [ $ok = 1 ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		grep -v dbus browser.err | head -n 5
	fi
}

check both.html "#move=5" "sg-show --move 5 same.txt" "5 of $nsame"
check both.html "#game=$same&move=$((nsame + 1))" \
    "sg-show --final same.txt" "end, after $nsame"
check both.html "#game=lines-1&move=7" "sg-show --move 7 lines.txt" \
    "7 of $(awk '!/^#/ { print NF - 3 }' lines.txt)"
check lines.html "#move=3&step=6" \
    "sg-show --move 3 lines.txt | awk 'n { print } /^\$/ { n = 1 }'" \
    "3 of $(awk '!/^#/ { print NF - 3 }' lines.txt)"
# the controls, where node can drive the browser (keys.js)
if command -v node >/dev/null 2>&1; then
	if timeout 120 node "$SRCDIR/tests/browser/keys.js" "$browser" \
	    "$work/both.html" lines-1 >keys.out 2>&1; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		grep -v "^ok" keys.out
	fi
	# A browser left behind writes its profile while the trap removes it.
	if running "--user-data-dir=$work/both.html.profile"; then
		fail=$((fail + 1))
		echo "FAIL browser: Chromium outlived keys.js"
	fi
else
	echo "browser: keys and clicks skipped: no node to drive the browser"
fi
echo "browser: $pass passed, $fail failed"
[ $fail -eq 0 ]
