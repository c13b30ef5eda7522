#!/bin/sh
# The demo pipeline of the README: generate boards, solve them, verify the
# solutions, and show one game step by step.
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
