# A file of boards holds no game to check: each board is an invalid line
# saying so, and the run fails (status 1), as sha256sum -c fails on a line
# with no checksum; under -q too
set -e
sg-gen -s 1 -n 3 > three.txt
echo 'g lines:5' >> three.txt
st=0
sg-verify three.txt > verdicts 2> err || st=$?
[ $st -eq 1 ] || { echo "exit status $st"; exit 1; }
[ "$(grep -c ' invalid - - - no game to check' verdicts)" -eq 4 ] ||
    { cat verdicts; exit 1; }
grep -q '4 invalid (4 boards with no game to check)' err || { cat err; exit 1; }
st=0
sg-verify -q three.txt || st=$?
[ $st -eq 1 ] || { echo "-q: exit status $st"; exit 1; }
# a game of no moves, claimed, is a game
sg-gen -s 1 -n 1 | awk '!/^#/ { $0 = $0 " 0" } 1' | sg-verify -q
