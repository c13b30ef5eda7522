# --balanced: each colour as often as the others (the first W x H mod C
# colours once more), shuffled as sg(5) writes it.  The expected boards
# were made by a separate program following that page (tiles k mod C,
# then Fisher-Yates from the last tile down, from the SplitMix64 stream).
sg-gen -s 1 --size 5x4 -c 3 --balanced
sg-gen -s 7 -n 2 --balanced | sed -n 3p
# 45 tiles of each colour in every board of 15x15 in 5 colours
sg-gen -s 3 -n 50 --balanced | awk '!/^#/ { for (c = 0; c < 5; c++) {
	n = gsub(c, c, $2); if (n != 45) print $1, c, n } }'
# the same seed, the same boards
[ "$(sg-gen -s 9 -n 3 --balanced)" = "$(sg-gen -s 9 -n 3 --balanced)" ] ||
	echo "not reproducible"
