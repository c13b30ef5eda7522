# -o naming a file the command already writes to (/dev/stdout, /dev/fd/N,
# /proc/self/fd/N, or where standard output goes) writes through it: what
# the shell opened with ">>" keeps what it held, and is not replaced
fail=0
sg-gen -s 1 -n 1 > board
for out in /dev/stdout /dev/fd/1 /proc/self/fd/1 all.txt; do
	echo header > all.txt
	sg-gen -s 1 -n 1 -o $out >> all.txt || { echo "$out: failed"; fail=1; }
	{ echo header; cat board; } | cmp -s - all.txt ||
	    { echo "$out: all.txt is"; cat all.txt; fail=1; }
done
echo header > all.txt
sg-gen -s 1 -n 1 -o /dev/fd/3 3>> all.txt || { echo "fd 3: failed"; fail=1; }
{ echo header; cat board; } | cmp -s - all.txt ||
    { echo "/dev/fd/3: all.txt is"; cat all.txt; fail=1; }
echo header > all.txt
sg-gen -s 1 -n 1 -o /dev/stderr 2>> all.txt || { echo "stderr: failed"; fail=1; }
{ echo header; cat board; } | cmp -s - all.txt ||
    { echo "/dev/stderr: all.txt is"; cat all.txt; fail=1; }
[ "$(ls -A | grep -c '^\.')" -eq 0 ] || { echo "temporary left"; fail=1; }
exit $fail
