# Every option a command takes, as its getopt tables in the source list
# them, is in its -h text and in share/completion.bash, and the completion
# offers no option the command does not take; an option that takes an
# argument completes one, an option that takes none does not (issue 39,
# items 6 and 11: sg-apply's -b was missing from the completion).
command -v bash >/dev/null || exit 0
fail=0
for cmd in sg-gen sg-solve sg-apply sg-verify sg-show sg-play sg-judge; do
	src="$SRCDIR/cmd/$cmd/opts.c"	# the getopt tables
	# long options: { "name", kind_argument, ... } in the tables
	cat "$SRCDIR/cmd/util/options.h" "$src" |
	    sed -n 's/.*{ "\([a-z-]*\)", \([a-z]*\)_argument.*/--\1 \2/p' \
	    > takes
	# short options: COMMON_SHORTOPTS and the letters after it
	short=$(sed -n 's/.*define COMMON_SHORTOPTS "\([^"]*\)".*/\1/p' \
	    "$SRCDIR/cmd/util/options.h")$(sed -n \
	    's/.*COMMON_SHORTOPTS "\([^"]*\)".*/\1/p' "$src")
	printf '%s\n' "$short" | sed 's/\([a-zA-Z]\)\(:*\)/\1\2\n/g' |
	    sed -n 's/^\([a-zA-Z]\):$/-\1 required/p; s/^\([a-zA-Z]\)$/-\1 no/p' \
	    >> takes
	cut -d ' ' -f 1 takes | sort -u > want
	bash -c '. "$1"; _sg_options "$2"' sh "$SRCDIR/share/completion.bash" \
	    "$cmd" | tr ' ' '\n' | grep . | sort -u > got
	if ! cmp -s want got; then
		echo "$cmd: completion differs from the options (< source, > completion):"
		diff want got | grep '^[<>]'
		fail=1
	fi
	$cmd -h > help
	while read -r opt kind; do
		# the other spellings (sg-show's --colour, sg-gen's --colours)
		# are left out of -h
		[ "$opt" = --colour ] || [ "$opt" = --colours ] ||
		grep -q -e "^ *$opt[ ,=[]" -e "^ *-., $opt[ =[]" -e "^ *$opt\$" help ||
		    { echo "$cmd -h does not list $opt"; fail=1; }
		values=$(bash -c '. "$1"; _sg_values "$2" "$3"' sh \
		    "$SRCDIR/share/completion.bash" "$cmd" "$opt")
		case $kind:$values in
		no:NONE|optional:*) ;;
		no:*) echo "$cmd $opt: completion expects an argument"; fail=1 ;;
		required:NONE) echo "$cmd $opt: completion offers no argument"
			fail=1 ;;
		esac
	done < takes
done
exit $fail
