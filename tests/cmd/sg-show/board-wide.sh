# A 15x15 grid: two-digit row numbers, column tens on a line of their own
head -n 15 "$SHARE/standard20.txt" | sg-show
