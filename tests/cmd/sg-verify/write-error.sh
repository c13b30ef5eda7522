# A full disk is an error
[ -w /dev/full ] || exit 2
printf 'a 01/10 0\n' | sg-verify >/dev/full
