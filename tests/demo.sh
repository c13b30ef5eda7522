#!/bin/sh
# make demo: make SameGame boards and Lines games, solve them, check the
# games, and show a game's first move (the group it removes marked) and
# where a Lines game ended.  Each command is shown as it is run, in the
# folder where its files stay for the user to look at: build/demo, or
# SG_DEMO_DIR.  SG_DEMO_SECONDS is the budget of a board (default 2).
set -eu
bindir=${SG_BIN:-build/bin}
BIN=$(cd "$bindir" && pwd)
PATH=$BIN:$PATH
dir=${SG_DEMO_DIR:-${bindir%/bin}/demo}
seconds=${SG_DEMO_SECONDS:-2}
color=never
[ -t 1 ] && color=always

# Show a command line, then run it (without pipefail: head ends sg-show by
# SIGPIPE, as it should).
step()
{
	printf '$ %s\n' "$1"
	sh -ec "$1"
}

mkdir -p "$dir"
cd "$dir"
rm -f boards.txt games.txt lines.txt
echo "(in $dir)"
step "sg-gen -s 1 -n 4 -o boards.txt"
step "sg-solve -t $seconds -o games.txt boards.txt"
step "sg-verify games.txt"
echo '# the first move of the first game: the group it removes is marked'
step "sg-show --color=$color games.txt | head -n 19"

step "sg-gen --game lines -n 4 | sg-solve -t $seconds -o lines.txt"
step "sg-verify lines.txt"
echo '# where the third Lines game ended'
step "grep -v '^#' lines.txt | sed -n 3p | sg-show --color=$color --final"

cat <<END

The demo's files are in $dir: boards.txt (four SameGame boards),
games.txt (their games) and lines.txt (four games of Lines).  To run the
commands by their names, as the README's examples do, install them in
your home and put them on your PATH:

  make install PREFIX=\$HOME/.local
  export PATH="\$HOME/.local/bin:\$PATH"

then try, say:  sg-show --color=always $dir/games.txt | less -R
END
