# A full disk is an error naming the output, plain or gzip
[ -w /dev/full ] || exit 2
sg-gen -s 1 -n 300 | sg-verify -o /dev/full
sg-gen -s 1 -n 300 | sg-verify -z >/dev/full
