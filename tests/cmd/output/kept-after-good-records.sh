# Bad input after good records (a truncated gzip stream; a line that is no
# record, which sg-verify judges invalid rather than refuses), or a write
# error, leaves the file -o names as it was in every command, sg-solve's
# finished games included (only an interrupt keeps a partial run's games),
# and says so
echo precious > keep.txt
cp keep.txt before
sg-gen -s 1 -n 40 > boards
sg-solve -a greedy boards > games
fail=0
check() {	# check WHAT: keep.txt as it was, and a word of it in err
	cmp -s keep.txt before || { echo "$1: keep.txt changed"; fail=1; }
	grep -q "'keep.txt' left as it was" err ||
	    { echo "$1: no word of keep.txt"; cat err; fail=1; }
	[ "$(ls -A | grep -c '^\.keep\.txt\.')" -eq 0 ] ||
	    { echo "$1: temporary left"; fail=1; }
}
for input in boards games; do
	gzip -c $input | head -c 600 > trunc.gz
	{ head -n 20 $input; echo 'not a record'; } > bad.txt
	for cmd in "sg-solve -a greedy" sg-apply sg-verify sg-show; do
		[ $input = boards ] && [ "$cmd" = sg-verify ] && continue
		for f in trunc.gz bad.txt; do
			[ $f = bad.txt ] && [ "$cmd" = sg-verify ] && continue
			cp before keep.txt
			st=0
			$cmd -o keep.txt $f 2>err || st=$?
			[ $st -eq 2 ] || { echo "$cmd $f: exit status $st"; fail=1; }
			check "$cmd $f"
		done
		# a file that may not grow past 512 bytes: a write error
		cp before keep.txt
		st=0
		(ulimit -f 1; trap '' XFSZ; exec $cmd -o keep.txt $input) \
		    2>err || st=$?
		[ $st -eq 2 ] || { echo "$cmd write: exit status $st"; fail=1; }
		check "$cmd write error"
	done
done
exit $fail
