# A full disk is an error with gzip output too, and with -o naming the file
[ -w /dev/full ] || exit 2
sg-gen -s 1 -n 1000 -z >/dev/full
sg-gen -s 1 -n 1000 -o /dev/full
