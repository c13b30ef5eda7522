# The six commands' -h texts speak in one voice (issue 39, item 11): the
# usage lines, one line saying what the command does, a blank line, then
# the options in the order of their letters (or long names), each common
# option worded alike; and --help prints the same.
fail=0
for cmd in sg-gen sg-solve sg-apply sg-verify sg-show sg-play sg-judge; do
	$cmd -h > help
	$cmd --help | cmp -s - help || { echo "$cmd: --help is not -h"; fail=1; }
	head -n 1 help | grep -q "^usage: $cmd " ||
	    { echo "$cmd: no usage line first"; fail=1; }
	# the usage lines: "usage:" and lines indented under it
	n=$(awk 'NR > 1 && !/^ / { print NR; exit }' help)
	sed -n "${n}p" help | grep -q '^[A-Z].*\.$' ||
	    { echo "$cmd: line $n is not a one-line description"; fail=1; }
	[ -z "$(sed -n "$((n + 1))p" help)" ] ||
	    { echo "$cmd: the description runs over a line"; fail=1; }
	for line in \
	    '  -h, --help          print this help and exit' \
	    '  -o, --output FILE   write to FILE (gzipped when it ends in .gz)' \
	    '  -V, --version       print the version and exit' \
	    '  -z, --gzip          gzip the output'; do
		grep -qxF -- "$line" help ||
		    { echo "$cmd: not the common '$line'"; fail=1; }
	done
	# sort key of each option line: its letter, else its long name
	sed -n 's/^  -\(.\), --.*/\1/p; s/^      --\([a-z-]*\).*/\1/p' help \
	    > keys
	LC_ALL=C sort -f keys | cmp -s - keys ||
	    { echo "$cmd: options out of order:"; tr '\n' ' ' < keys; echo
	      fail=1; }
done
exit $fail
