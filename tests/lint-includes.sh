#!/bin/sh
# The lines the tree draws, kept by the includes: a header whose name ends
# in _internal.h belongs to its folder of lib/, so nothing in cmd/ includes
# one; and lib/core/ is shared by the games, so it includes no game's header
# (lib/samegame/, lib/lines/ or games.h), lest it come to know one game;
# a game's base folder (lib/samegame/, lib/lines/) includes none of the
# folders under it (its search, its players), which build on the base.
# A command includes no other command's header: what two share is in
# cmd/util.  In cmd/, a file of one game (cmd/NAME/samegame.c,
# cmd/util/deal_lines.c) includes no other game's header; and the commands find a game through
# the library's one list (lib/games.h, by way of cmd/util/gamelist.h): no
# file of cmd/ names the games' tables (sgm_game_table, lines_game_table)
# or spells a game's name as a string to compare.
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
	check "$f" '(^|/)\.\./' "another command's header (share it in cmd/util)"
done
for f in $(find lib/core -name '*.[ch]' | sort); do
	check "$f" '(^|/)(samegame|lines)/|(^|/)games\.h$' \
	    "a game's header in the shared core"
done
for f in $(find lib/samegame -maxdepth 1 -name '*.[ch]' | sort); do
	check "$f" '(^|/)samegame/search/' "the game's search in its base"
done
for f in $(find lib/lines -maxdepth 1 -name '*.[ch]' | sort); do
	check "$f" '(^|/)lines/(play|learn)/' "the game's players in its base"
done
for f in $(find cmd -name '*samegame.c' | sort); do
	check "$f" '(^|/)lines/' "another game's header in SameGame's file"
done
for f in $(find cmd -name '*lines.c' | sort); do
	check "$f" '(^|/)samegame/' "another game's header in Lines' file"
done

# Fail file $1 for each line of code (not a comment) matching the regex $2;
# $3 says why.
check_code() {
	bad=$(grep -nE "$2" "$1" | grep -vE '^[0-9]+:[[:space:]]*(/?\*)')
	if [ -z "$bad" ]; then
		pass=$((pass + 1))
		return
	fi
	echo "$bad" | while IFS= read -r l; do
		echo "FAIL $1:${l%%:*}: $3"
	done
	fail=$((fail + 1))
}

for f in $(find cmd -name '*.[ch]' | sort); do
	check_code "$f" '(^|[^A-Za-z0-9_])(sgm|lines)_game_table([^A-Za-z0-9_]|$)' \
	    "a game's table named in cmd/, not only in lib/games.c"
	check_code "$f" '"(samegame|lines)"' "a game's name compared by hand"
done
echo "includes: $pass passed, $fail failed"
[ $fail -eq 0 ]
