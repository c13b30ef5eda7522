# Answers its first turn with a good player's move, a NUL byte and more.
sg-solve --topcoder -a greedy | {
	IFS= read -r line
	printf '%s\000 0 0\n' "$line"
	cat
}
