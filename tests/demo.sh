#!/bin/sh
# The demo pipeline of the README: generate SameGame boards and Lines
# games, solve them, verify the solutions, and show a SameGame game's last
# steps and where a Lines game ended.
set -eu
BIN=$(cd "${SG_BIN:-build/bin}" && pwd)
PATH=$BIN:$PATH
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo '$ sg-gen -s 1 -n 4 | sg-solve -t 2 -o games.txt'
sg-gen -s 1 -n 4 | sg-solve -t 2 -o "$work/games.txt"
echo '$ sg-verify games.txt'
sg-verify "$work/games.txt"
echo '$ head -n 2 games.txt | tail -n 1 | sg-show --color=always | tail -n 20'
head -n 2 "$work/games.txt" | tail -n 1 | sg-show --color=always | tail -n 20

echo '$ sg-gen --game lines -n 4 | sg-solve -t 2 -o lines.txt'
sg-gen --game lines -n 4 | sg-solve -t 2 -o "$work/lines.txt"
echo '$ sg-verify lines.txt'
sg-verify "$work/lines.txt"
echo '$ sed -n 3p lines.txt | sg-show --color=always --final'
sed -n 3p "$work/lines.txt" | sg-show --color=always --final
