# Writes every answer of a good player twice, both lines in one write.
sg-solve --topcoder -a greedy | while IFS= read -r line; do
	printf '%s\n%s\n' "$line" "$line"
done
