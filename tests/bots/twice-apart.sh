# Writes every answer of a good player twice, in two writes.
sg-solve --topcoder -a greedy | while IFS= read -r line; do
	printf '%s\n' "$line"
	printf '%s\n' "$line"
done
