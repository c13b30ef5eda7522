# NO_COLOR (not empty) beats --color=always; --color=never, and auto
# into a file, draw plain too; an empty NO_COLOR does not count
in="g1 0.../01.2/1122 - 0,0"
echo "$in" | sg-show >plain
echo "$in" | NO_COLOR=1 sg-show --color=always >a
echo "$in" | NO_COLOR=1 sg-show >b
echo "$in" | sg-show --color=never >c
echo "$in" | sg-show --color=auto >d
echo "$in" | sg-show --color=always --color=never >e
for f in a b c d e; do cmp plain $f || exit 1; done
grep -q "\*" plain || exit 1
echo "$in" | NO_COLOR= sg-show --color=always >f
echo "$in" | sg-show --color=always >g
cmp f g || exit 1
! cmp -s plain g
