# A full disk is an error
[ -w /dev/full ] || exit 2
sg-gen -s 1 -n 1000 >/dev/full
