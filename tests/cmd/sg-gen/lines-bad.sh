# Seeds that meet 0 or leave the longs, and N, C or options outside Lines
for args in "-s 0" "-s -3 -n 4" "-s 9223372036854775806 -n 3" \
    "-s x" "-s 9223372036854775808" "--size 12" "--size 9x8" "-c 2" \
    "-c 10" "--balanced" "--set standard" "--game chess"; do
	sg-gen --game lines $args && echo "accepted: $args"
done
exit 2
