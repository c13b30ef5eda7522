# A name of 256 bytes is too long; 255 is not; --trace names that would
# grow too long are an error too
n255=$(printf '%0255d' 0)
printf '%s 01/10\n' "$n255" | sg-apply | cut -c 250-
printf 'a 01/10\n%s0 01/10\n' "$n255" | sg-apply
printf '%s 0011\n' "$n255" | sg-apply --trace
