# A run that fails leaves the file -o names as it was, in every command,
# and leaves no temporary file beside it (item 3 of issue 39).
echo 'a game worth keeping' > out.txt
cp out.txt before
fail=0
for cmd in sg-solve sg-apply sg-verify sg-show; do
	st=0
	$cmd -o out.txt nosuch.txt 2>err || st=$?
	[ $st -eq 2 ] || { echo "$cmd: exit status $st"; fail=1; }
	cmp -s out.txt before || { echo "$cmd: out.txt changed"; fail=1; }
	grep -q "'out.txt' left as it was" err ||
	    { echo "$cmd: no word of out.txt"; cat err; fail=1; }
done
# a bad record after good ones: nothing of the run replaces the file
sg-gen -s 1 -n 2 > boards
echo 'not a record' >> boards
st=0
sg-apply -o out.txt boards 2>/dev/null || st=$?
[ $st -eq 2 ] && cmp -s out.txt before || { echo "sg-apply: bad record"; fail=1; }
# sg-gen dies when the standard boards are missing
st=0
SG_SHAREDIR=/nonexistent sg-gen --set standard -o out.txt 2>/dev/null || st=$?
[ $st -eq 2 ] && cmp -s out.txt before || { echo "sg-gen: standard"; fail=1; }
[ "$(ls -A | grep -c '^\.out\.txt\.')" -eq 0 ] || { echo "temporary left"; fail=1; }
exit $fail
