# auto probes the colours that tie for the most tiles (balanced boards),
# and says so with --progress; it probes none on a board where one colour
# leads.  The games are legal and a node budget repeats them.
set -e
sg-gen -s 1 --balanced > tied
sg-gen -s 7 > lead
sg-solve -n 400000 --progress tied > a 2> err
grep -q ': b1-1: score [0-9]*, .* 5 colours probed, ' err
sg-solve -n 400000 tied > b
cmp a b
sg-solve -n 400000 -j 2 tied > c
sg-verify -q a c
sg-solve -n 400000 --progress lead > /dev/null 2> err
grep -q ': s7-1: score ' err
if grep -q probed err; then exit 1; fi
