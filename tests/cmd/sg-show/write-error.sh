# A full disk is an error
[ -w /dev/full ] || exit 2
printf "b1 01/10\n" | sg-show >/dev/full
