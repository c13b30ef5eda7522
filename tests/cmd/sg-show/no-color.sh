# A flag beats NO_COLOR (no-color.org): --color=always draws in colour
# with NO_COLOR set, --color=never plainly; NO_COLOR (not empty) makes
# auto plain even on a terminal; an empty NO_COLOR does not count
in="g1 0.../01.2/1122 - 0,0"
echo "$in" | sg-show >plain
echo "$in" | NO_COLOR=1 sg-show >b
echo "$in" | sg-show --color=never >c
echo "$in" | NO_COLOR=1 sg-show --color=never >c2
echo "$in" | sg-show --color=auto >d
echo "$in" | sg-show --color=always --color=never >e
for f in b c c2 d e; do cmp plain $f || exit 1; done
grep -q "\*" plain || exit 1
echo "$in" | NO_COLOR=1 sg-show --color=always >a
echo "$in" | NO_COLOR= sg-show --color=always >f
echo "$in" | sg-show --color=always >g
cmp a g || exit 1
cmp f g || exit 1
grep -q "48;5;" g || exit 1
# auto on a terminal (when script(1) can make one): NO_COLOR turns it off
command -v script >/dev/null || exit 0
script -qc "echo b 01 | TERM=xterm NO_COLOR=1 sg-show" /dev/null \
    </dev/null >tty 2>&1 || exit 0
grep -q "48;5;" tty && exit 1
script -qc "echo b 01 | TERM=xterm NO_COLOR=1 sg-show --color=always" \
    /dev/null </dev/null >tty 2>&1
grep -q "48;5;" tty || exit 1
exit 0
