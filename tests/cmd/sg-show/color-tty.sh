# --color=auto draws in colour on a terminal (when script(1) can make one),
# not when TERM is dumb, and not into the file -o names
command -v script >/dev/null || exit 0
script -qc "echo \"b 01\" | TERM=xterm sg-show" /dev/null </dev/null >out 2>&1 || exit 0
grep -q "48;5;" out || { cat out; exit 1; }
script -qc "echo \"b 01\" | TERM=dumb sg-show" /dev/null </dev/null >out 2>&1
grep -q "48;5;" out && exit 1
script -qc "echo \"b 01\" | sg-show -o x" /dev/null </dev/null >/dev/null 2>&1
[ -s x ] || { echo "-o x: nothing written"; exit 1; }
grep -q "48;5;" x && exit 1
exit 0
