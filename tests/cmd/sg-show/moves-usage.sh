# --move and --moves: a number from 1, a range that ends after it starts,
# and not with --final
for a in "--moves 3-2" "--move 2-3" "--moves x" "--move 0" "--moves -2" \
    "--final --move 1"; do
	sg-show $a </dev/null
	echo "$a: $?"
done
