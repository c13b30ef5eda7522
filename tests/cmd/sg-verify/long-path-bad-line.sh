# A bad line in a file named by a long path (here 3000 bytes of "./") is
# named by the whole path, and its reason is not cut off
printf 'x 01/1\n' >a
p=$(printf './%.0s' $(seq 1500))a
s=0
sg-verify "$p" >out 2>/dev/null || s=$?
[ $s -eq 1 ] || { echo "exit status $s"; exit 1; }
[ "$(wc -l <out)" -eq 1 ] || { echo "not one line"; exit 1; }
grep -q "^$p:1 invalid - - - ..*" out || { echo "cut off"; head -c 200 out; exit 1; }
grep -q "$(printf 'x 01/1\n' | sg-verify 2>/dev/null | sed 's/^[^ ]* //')\$" out ||
    { echo "reason differs"; exit 1; }
